import { z } from 'zod';
import { leadAttributionSchema } from '../attribution';
import { calendarDaySchema } from '../calendarDay';
import { emailSchema } from '../email';
import { INTEREST_LEVELS, PAYMENT_PROVIDERS } from '../leadFields';
import { COUNTRIES } from '../localeCodes';
import { caseInsensitiveCode, optionalFilter, textField } from '../textField';
import { adminMessages } from './messages';
import { pageCursorSchema, pageLimitSchema, sortOrderSchema } from './paging';

/**
 * The kinds of lead the desk lists in one table: e-mail captures, payment
 * pre-registrations, feedback, contact requests ('Beratung anfragen') and
 * newsletter subscriptions (double opt-in).
 */
export const LEAD_TYPES = ['email', 'payment', 'feedback', 'contact', 'newsletter'] as const;
const leadTypeMessage = "Typ muss 'email', 'payment', 'feedback', 'contact' oder 'newsletter' sein";
export const leadTypeSchema = z.enum(LEAD_TYPES, { error: leadTypeMessage });
export type LeadType = z.infer<typeof leadTypeSchema>;

/**
 * A sales lead's way through sales (payment pre-registrations and contact
 * requests); 'gewonnen' marks it converted.
 */
export const PAYMENT_LEAD_STATUSES = ['neu', 'kontaktiert', 'gewonnen', 'verloren'] as const;
/** The leads sales works on with a status and a note. */
export const SALES_LEAD_TYPES = ['payment', 'contact'] as const;
export type SalesLeadType = (typeof SALES_LEAD_TYPES)[number];

/** A newsletter subscription: asked (confirmation mail sent), confirmed, unsubscribed. */
export const NEWSLETTER_STATES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];
export const paymentLeadStatusSchema = z.enum(PAYMENT_LEAD_STATUSES, {
  error: adminMessages.statusInvalid,
});
export type PaymentLeadStatus = z.infer<typeof paymentLeadStatusSchema>;

/**
 * The desk's status filter: a status, or 'offen' — not yet decided (neu or
 * kontaktiert), what a sales member works through.
 */
export const LEAD_STATUS_FILTERS = [...PAYMENT_LEAD_STATUSES, 'offen'] as const;
export const OPEN_LEAD_STATUSES: readonly PaymentLeadStatus[] = ['neu', 'kontaktiert'];

/** The desk's 'Zuständig' filter: the signed-in member ('me', 'Meine Leads') or a member's id. */
export const assigneeFilterSchema = z
  .union([z.literal(''), z.literal('me'), z.uuid()], { error: adminMessages.assigneeInvalid })
  .transform((value) => value || undefined)
  .optional();

export const LEAD_SORT_FIELDS = ['date', 'email'] as const;

/** A calendar day, YYYY-MM-DD (UTC, as the database stores times); absent or empty = no filter. */
export const isoDateSchema = z
  .union([z.literal(''), calendarDaySchema(adminMessages.dateInvalid)], {
    error: adminMessages.dateInvalid,
  })
  .transform((value) => value || undefined)
  .optional();

/** A sort setting: one of a few codes, any letter case; absent or empty = the default. */
const sortSetting = <Code extends string>(
  codes: readonly Code[],
  fallback: Code,
  message: string,
) => caseInsensitiveCode(codes, message).transform((value) => value ?? fallback);

/** Filters of the leads desk, shared by the list and the CSV export. */
export const leadFilterShape = {
  type: caseInsensitiveCode(LEAD_TYPES, leadTypeMessage),
  /** First day included. */
  from: isoDateSchema,
  /** Last day included; before `from`, no day is (as in the audit log). */
  to: isoDateSchema,
  country: caseInsensitiveCode(COUNTRIES, adminMessages.countryInvalid),
  provider: caseInsensitiveCode(PAYMENT_PROVIDERS, "Provider muss 'mollie' oder 'adyen' sein"),
  interest: caseInsensitiveCode(INTEREST_LEVELS, "Interesse muss 'low', 'medium' oder 'high' sein"),
  /** Pre-registrations' and contact requests' status ('offen': neu or kontaktiert). */
  status: caseInsensitiveCode(LEAD_STATUS_FILTERS, adminMessages.statusInvalid),
  /** Pre-registrations and contact requests assigned to a member ('me': the one asking). */
  assignee: assigneeFilterSchema,
  /** Newsletter subscriptions' state. */
  newsletter: caseInsensitiveCode(NEWSLETTER_STATES, adminMessages.newsletterStateInvalid),
  /** Part of an e-mail address (any letter case). */
  q: optionalFilter('Suchbegriff', 320).transform((value) => value?.toLowerCase()),
  sort: sortSetting(LEAD_SORT_FIELDS, 'date', "Sortierung muss 'date' oder 'email' sein"),
  order: sortOrderSchema,
};

/** GET /api/admin/leads/export.csv: the filters, every matching row. */
export const leadExportQuerySchema = z.object(leadFilterShape);
export type LeadExportQuery = z.infer<typeof leadExportQuerySchema>;

/** GET /api/admin/leads: the filters plus keyset paging. */
export const leadListQuerySchema = z.object({
  ...leadFilterShape,
  limit: pageLimitSchema,
  /** `nextCursor` of the previous page. */
  cursor: pageCursorSchema,
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;
export type LeadFilter = Omit<LeadListQuery, 'limit' | 'cursor'>;
/** The filter as the data layer applies it: 'me' resolved to the member's id. */
export type ResolvedLeadFilter = Omit<LeadFilter, 'assignee'> & { assignee?: string };

/** One row of the desk: the fields a type does not have are null. */
export const leadListItemSchema = z.object({
  type: leadTypeSchema,
  id: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
  /** Country and language of the page it was left on (null: sent before they were recorded). */
  country: z.string().nullable(),
  language: z.string().nullable(),
  /** E-mail captures: the e-book. */
  ebookCategory: z.string().nullable(),
  ebookId: z.string().nullable(),
  ebookTitle: z.string().nullable(),
  newsletterOptIn: z.boolean().nullable(),
  /** Payment pre-registrations. */
  provider: z.string().nullable(),
  interestLevel: z.string().nullable(),
  status: paymentLeadStatusSchema.nullable(),
  statusNote: z.string().nullable(),
  converted: z.boolean().nullable(),
  convertedAt: z.string().nullable(),
  /** Pre-registrations and contact requests: who is responsible ('Zuständig'; null: nobody). */
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  /** Pre-registrations: how often it was sent within 24 h (a repeat counts here), and when last. */
  submissions: z.number().int().nullable(),
  lastSubmittedAt: z.string().nullable(),
  /** Feedback. */
  feedbackText: z.string().nullable(),
  /** Contact requests: who, how to reach them, about which product, what they wrote. */
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  business: z.string().nullable(),
  message: z.string().nullable(),
  productSlug: z.string().nullable(),
  productName: z.string().nullable(),
  /** Newsletter subscriptions: the state, when the address was confirmed, when it left. */
  newsletterState: z.enum(NEWSLETTER_STATES).nullable(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  /** What brought the lead (issue 37): first and last touch, the form's page; feedback has none. */
  attribution: leadAttributionSchema.nullable(),
});
export type LeadListItem = z.infer<typeof leadListItemSchema>;

/** 200 of GET /api/admin/leads. */
export const leadListSchema = z.object({
  items: z.array(leadListItemSchema),
  /** Rows matching the filters, all pages together. */
  total: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type LeadList = z.infer<typeof leadListSchema>;

/** POST /api/admin/leads/payment/:id/status and /api/admin/leads/contact/:id/status */
export const paymentLeadStatusInputSchema = z.object({
  status: paymentLeadStatusSchema,
  /** Free text of sales (line breaks welcome); blank is no note. */
  note: textField({
    label: 'Notiz',
    maxLength: 2000,
    minVisible: 0,
    multiline: true,
    trim: true,
    messages: { tooLong: adminMessages.noteTooLong },
  })
    .transform((value) => value || undefined)
    .optional(),
});
export type PaymentLeadStatusInput = z.infer<typeof paymentLeadStatusInputSchema>;

/** POST /api/admin/erasures: 'Daten löschen' for one address. */
export const erasureInputSchema = z.object({ email: emailSchema });
export type ErasureInput = z.infer<typeof erasureInputSchema>;

/** 200 of POST /api/admin/erasures: rows removed per table. */
export const erasureResultSchema = z.object({
  deleted: z.object({
    emailCaptures: z.number().int(),
    paymentLeads: z.number().int(),
    contactRequests: z.number().int(),
    newsletterSubscriptions: z.number().int(),
    feedback: z.number().int(),
    pageViews: z.number().int(),
    downloads: z.number().int(),
  }),
  /** The address is on the suppression list (as a keyed hash) from now on. */
  suppressed: z.literal(true),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;
