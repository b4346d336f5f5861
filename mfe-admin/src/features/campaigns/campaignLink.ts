import { UTM_MAX_LENGTH } from 'contracts/attribution-fields';

/** The link builder's fields, as named in its GET form (apart from the report's filters). */
export const LINK_FIELDS = ['linkPage', 'linkSource', 'linkMedium', 'linkCampaign'] as const;
export type LinkField = (typeof LINK_FIELDS)[number];
export type LinkValues = Record<LinkField, string>;

/** What is wrong with a field, as a key of the texts' `campaigns.errors` (with its values). */
export type LinkError =
  | { key: 'required' | 'characters' | 'path' }
  | { key: 'upperCase' | 'spaces'; suggestion: string }
  | { key: 'tooLong'; max: number };

/** The site's main pages the builder offers (any other path of the site works too). */
export const MAIN_PAGES = [
  '/de_DE',
  '/es_ES',
  '/fr_FR',
  '/de_DE/hellocash',
  '/de_DE/hellomarketing',
  '/de_DE/hellocash/hellopayment',
  '/es_ES/hellocash/verifactu',
  '/de_DE/social-media-tipps-und-tricks',
] as const;

const UTM_VALUE = /^[a-z0-9._-]+$/;
const PATH = /^\/[^\s?#]*$/;

/** A campaign value (utm_source/medium/campaign): lower-case, no spaces, only a–z 0–9 . _ - */
function utmError(value: string): LinkError | undefined {
  if (value === '') return { key: 'required' };
  if (value.length > UTM_MAX_LENGTH) return { key: 'tooLong', max: UTM_MAX_LENGTH };
  if (/\s/.test(value.trim()))
    return { key: 'spaces', suggestion: value.trim().toLowerCase().replace(/\s+/g, '-') };
  if (value !== value.toLowerCase()) return { key: 'upperCase', suggestion: value.toLowerCase() };
  if (!UTM_VALUE.test(value.trim())) return { key: 'characters' };
  return undefined;
}

/** Each field's problem; none for a field that is right. */
export function linkErrors(values: LinkValues): Partial<Record<LinkField, LinkError>> {
  const errors: Partial<Record<LinkField, LinkError>> = {};
  const page = values.linkPage.trim();
  if (page === '') errors.linkPage = { key: 'required' };
  else if (!PATH.test(page)) errors.linkPage = { key: 'path' };
  for (const field of ['linkSource', 'linkMedium', 'linkCampaign'] as const) {
    const error = utmError(values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The campaign link: the page on the site's origin with its utm_* (undefined while a field is wrong). */
export function campaignLink(origin: string, values: LinkValues): string | undefined {
  if (Object.keys(linkErrors(values)).length > 0) return undefined;
  const url = new URL(values.linkPage.trim(), origin);
  url.searchParams.set('utm_source', values.linkSource.trim());
  url.searchParams.set('utm_medium', values.linkMedium.trim());
  url.searchParams.set('utm_campaign', values.linkCampaign.trim());
  return url.href;
}

/** The builder's values as the URL has them ('' when not set). */
export const linkValues = (search: URLSearchParams): LinkValues =>
  Object.fromEntries(LINK_FIELDS.map((field) => [field, search.get(field) ?? ''])) as LinkValues;
