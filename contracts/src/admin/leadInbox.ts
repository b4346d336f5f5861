import { z } from 'zod';
import { optionalFilter, textField } from '../textField';
import {
  isoDateSchema,
  leadListItemSchema,
  NEWSLETTER_STATES,
  paymentLeadStatusSchema,
} from './leadsDesk';
import { adminMessages } from './messages';
import { pageCursorSchema, pageLimitSchema } from './paging';

/**
 * The lead inbox (issue 41 §3): a lead's own page — the lead, what happened
 * to it and who did it, staff's notes, its deliveries to sales — and the
 * contacts: a person's leads of every kind, grouped by e-mail address.
 */

/** A step of a lead's history: its status or its assignee changed, by whom and when. */
export const leadHistoryEventSchema = z.object({
  kind: z.enum(['status', 'assignee']),
  at: z.string(),
  /** The member's name (null: not a member, e.g. the command line). */
  by: z.string().nullable(),
  /** Status: the status before and after, with the note saved with it. */
  fromStatus: paymentLeadStatusSchema.nullable(),
  toStatus: paymentLeadStatusSchema.nullable(),
  note: z.string().nullable(),
  /** Assignee: who is responsible from now on (null: nobody). */
  assigneeName: z.string().nullable(),
});
export type LeadHistoryEvent = z.infer<typeof leadHistoryEventSchema>;

/** A note of staff on a lead. */
export const leadNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  by: z.string().nullable(),
  at: z.string(),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

/** One delivery of the lead's events to sales (a webhook or a sales mail), with its last try. */
export const leadDeliverySchema = z.object({
  id: z.string(),
  event: z.string(),
  /** The endpoint's URL or the mail's address (null: the destination was removed). */
  destination: z.string().nullable(),
  kind: z.enum(['webhook', 'email']).nullable(),
  status: z.enum(['pending', 'delivered', 'failed', 'dropped']),
  attempts: z.number().int(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
});
export type LeadDelivery = z.infer<typeof leadDeliverySchema>;

/** A member a lead can be assigned to (the active staff). */
export const assigneeChoiceSchema = z.object({ id: z.string(), name: z.string() });
export type AssigneeChoice = z.infer<typeof assigneeChoiceSchema>;

/** 200 of GET /api/admin/leads/:type/:id: everything about one lead. */
export const leadDetailSchema = z.object({
  lead: leadListItemSchema,
  /** Oldest first. */
  history: z.array(leadHistoryEventSchema),
  /** Oldest first. */
  notes: z.array(leadNoteSchema),
  /** Newest first. */
  deliveries: z.array(leadDeliverySchema),
  /** Whom the lead can be assigned to (empty for kinds without assignment). */
  assignees: z.array(assigneeChoiceSchema),
  /** Other leads of the same address, all kinds (the contact). */
  contactLeads: z.number().int(),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** POST /api/admin/leads/:type/:id/notes */
export const leadNoteInputSchema = z.object({
  text: textField({
    label: 'Notiz',
    maxLength: 2000,
    minVisible: 1,
    multiline: true,
    trim: true,
    messages: { tooLong: adminMessages.noteTooLong, tooShort: adminMessages.noteMissing },
  }),
});
export type LeadNoteInput = z.infer<typeof leadNoteInputSchema>;

/** POST /api/admin/leads/:type/:id/assignee: a member's id, or null (nobody). */
export const leadAssigneeInputSchema = z.object({
  assigneeId: z
    .union([z.uuid(), z.literal(''), z.null()], { error: adminMessages.assigneeUnknown })
    .transform((value) => value || null),
});
export type LeadAssigneeInput = z.infer<typeof leadAssigneeInputSchema>;

/** The newsletter as a contact's history shows it. */
const contactNewsletterSchema = z.enum(NEWSLETTER_STATES).nullable();

/** 200 of GET /api/admin/leads/:type/:id/contact: the person behind a lead's address. */
export const contactDetailSchema = z.object({
  email: z.string(),
  /** Every lead of the address, oldest first (its whole history). */
  leads: z.array(leadListItemSchema),
  /** The newsletter subscription's state now (null: never subscribed). */
  newsletter: contactNewsletterSchema,
});
export type ContactDetail = z.infer<typeof contactDetailSchema>;

/** GET /api/admin/contacts: the desk's contacts, most recent first. */
export const contactListQuerySchema = z.object({
  /** Part of the address (any letter case). */
  q: optionalFilter('Suchbegriff', 320).transform((value) => value?.toLowerCase()),
  /** Contacts with a lead on these days. */
  from: isoDateSchema,
  to: isoDateSchema,
  limit: pageLimitSchema,
  cursor: pageCursorSchema,
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

/** One contact of the desk: the address, its leads per kind, first and last lead. */
export const contactListItemSchema = z.object({
  email: z.string(),
  leads: z.number().int(),
  kinds: z.object({
    email: z.number().int(),
    payment: z.number().int(),
    contact: z.number().int(),
    newsletter: z.number().int(),
  }),
  firstAt: z.string(),
  lastAt: z.string(),
  /** The latest lead: the contact's page is reached through it (no address in a URL). */
  latest: z.object({ type: z.enum(['email', 'payment', 'contact', 'newsletter']), id: z.string() }),
});
export type ContactListItem = z.infer<typeof contactListItemSchema>;

export const contactListSchema = z.object({
  items: z.array(contactListItemSchema),
  nextCursor: z.string().nullable(),
});
export type ContactList = z.infer<typeof contactListSchema>;
