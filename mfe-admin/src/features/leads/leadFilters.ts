import { LEAD_STATUS_FILTERS, LEAD_TYPES, NEWSLETTER_STATES } from 'contracts/admin';
import { INTEREST_LEVELS, PAYMENT_PROVIDERS } from 'contracts/lead-fields';
import { COUNTRIES } from 'contracts/locale-codes';
import { urlFilters, withQuery } from '../frame/urlFilters';

/**
 * The leads desk's filters as they stand in the page's URL (so a reload or a
 * bookmark keeps them) and, the same names, in the API's query: the list and
 * the CSV export read exactly the filter on screen.
 */
export const LEAD_FILTER_FIELDS = [
  'type',
  'from',
  'to',
  'country',
  'provider',
  'interest',
  'status',
  'assignee',
  'newsletter',
  'q',
  'sort',
  'order',
] as const;
export type LeadFilterField = (typeof LEAD_FILTER_FIELDS)[number];

/** The choices of each select filter (empty: all). */
export const FILTER_CHOICES = {
  type: LEAD_TYPES,
  country: COUNTRIES,
  provider: PAYMENT_PROVIDERS,
  interest: INTEREST_LEVELS,
  status: LEAD_STATUS_FILTERS,
  newsletter: NEWSLETTER_STATES,
} as const;

export const LEADS_PATH = '/api/admin/leads';
export const LEADS_EXPORT_PATH = '/api/admin/leads/export.csv';

/** The filters set in the URL, without empty fields (an empty field means all). */
export const leadFilters = (search: URLSearchParams): URLSearchParams =>
  urlFilters(LEAD_FILTER_FIELDS, search);

/** The API path of the page the URL shows: its filters and its cursor. */
export function leadListPath(search: URLSearchParams): string {
  const query = leadFilters(search);
  const cursor = search.get('cursor');
  if (cursor) query.set('cursor', cursor);
  return withQuery(LEADS_PATH, query);
}

/** The CSV of every row of the current filter (not just the page). */
export const leadExportPath = (search: URLSearchParams) =>
  withQuery(LEADS_EXPORT_PATH, leadFilters(search));

/** The desk lists leads, or the contacts they group into (`?view=contacts`). */
export const isContactsView = (search: URLSearchParams) => search.get('view') === 'contacts';

const CONTACTS_PATH = '/api/admin/contacts';
/** The contacts' filters: the address searched and the days of their leads. */
const CONTACT_FILTER_FIELDS = ['q', 'from', 'to'] as const;

/** The API path of the contacts page the URL shows. */
export function contactListPath(search: URLSearchParams): string {
  const query = urlFilters(CONTACT_FILTER_FIELDS, search);
  const cursor = search.get('cursor');
  if (cursor) query.set('cursor', cursor);
  return withQuery(CONTACTS_PATH, query);
}

/** What the desk reads for its URL: the leads or the contacts. */
export const deskListPath = (search: URLSearchParams) =>
  isContactsView(search) ? contactListPath(search) : leadListPath(search);

/** A sales member's desk as it opens: their leads not yet decided. */
export const MY_OPEN_LEADS = new URLSearchParams({ assignee: 'me', status: 'offen' });
