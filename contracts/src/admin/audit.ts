import { z } from 'zod';
import { caseInsensitiveCode, optionalFilter } from '../textField';
import { isoDateSchema } from './leadsDesk';
import { pageCursorSchema, pageLimitSchema } from './paging';

/** Everything the audit log records. */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'leads_exported',
  'audit_exported',
  'lead_status_changed',
  'email_erased',
  'retention_applied',
  'user_created',
  'user_role_changed',
  'user_disabled',
  'user_enabled',
  'user_password_reset',
  'language_changed',
  'feedback_published',
  'feedback_rejected',
  'feedback_merged',
  'feedback_title_changed',
  'feedback_redacted',
  'feedback_status_changed',
  'feedback_roadmap_linked',
  'pixel_created',
  'pixel_updated',
  'pixel_activated',
  'pixel_deactivated',
  'pixel_deleted',
  'roadmap_item_created',
  'roadmap_item_updated',
  'roadmap_item_activated',
  'roadmap_item_deactivated',
  'roadmap_item_deleted',
  'faq_created',
  'faq_updated',
  'faq_activated',
  'faq_deactivated',
  'faq_moved',
  'faq_deleted',
  'glossary_created',
  'glossary_updated',
  'glossary_activated',
  'glossary_deactivated',
  // Written before the glossary was listed A–Z; older logs still show it.
  'glossary_moved',
  'glossary_deleted',
  'ebook_created',
  'ebook_updated',
  'ebook_activated',
  'ebook_deactivated',
  'ebook_deleted',
  'product_created',
  'product_updated',
  'product_activated',
  'product_deactivated',
  'product_deleted',
  'testimonial_created',
  'testimonial_updated',
  'testimonial_activated',
  'testimonial_deactivated',
  'testimonial_deleted',
  'destination_created',
  'destination_secret_renewed',
  'destination_enabled',
  'destination_disabled',
  'destination_deleted',
  'delivery_resent',
  // A content record's draft (issue 41 §4): kept, thrown away, an older version taken back into it, scheduled.
  'ebook_draft_saved',
  'ebook_draft_discarded',
  'ebook_version_restored',
  'ebook_publication_scheduled',
  'product_draft_saved',
  'product_draft_discarded',
  'product_version_restored',
  'product_publication_scheduled',
  'testimonial_draft_saved',
  'testimonial_draft_discarded',
  'testimonial_version_restored',
  'testimonial_publication_scheduled',
  'roadmap_item_draft_saved',
  'roadmap_item_draft_discarded',
  'roadmap_item_version_restored',
  'roadmap_item_publication_scheduled',
  // The lead inbox (issue 41 §3): who took a lead on, what staff noted on it.
  'lead_assigned',
  'lead_note_added',
] as const;

/**
 * The audit query's messages, German like the rest of the API (the console's
 * form offers valid choices only; a hand-edited URL gets its own notice).
 */
export const auditMessages = {
  actionInvalid: 'Unbekannte Aktion',
  targetTypeInvalid: 'Unbekannte Art von Datensatz',
  actorInvalid: 'Person muss die ID eines Mitarbeiters sein (UUID)',
} as const;

export const auditActionSchema = z.enum(AUDIT_ACTIONS, { error: auditMessages.actionInvalid });

const actionFilter = caseInsensitiveCode(AUDIT_ACTIONS, auditMessages.actionInvalid);
export type AuditAction = z.infer<typeof auditActionSchema>;

/**
 * The kinds of record an entry is about (its `targetType`): a record kind's
 * audit target (content types' `key`, the knowledge kinds, pixels, staff…).
 * A kind written to the log but missing here cannot be filtered for
 * (api/test/audit-log.test.ts checks the kinds the console writes).
 */
export const AUDIT_TARGET_TYPES = [
  'user',
  'email_hash',
  'payment_lead',
  'contact_request',
  'feedback',
  'pixel',
  'roadmap_item',
  'faq',
  'glossary',
  'ebook',
  'product',
  'testimonial',
  'routing_destination',
  'delivery',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

const targetTypeFilter = caseInsensitiveCode(AUDIT_TARGET_TYPES, auditMessages.targetTypeInvalid);

/** A staff member's id ('' or absent: everyone). */
const actorFilter = z
  .union([z.literal(''), z.uuid({ error: auditMessages.actorInvalid })], {
    error: auditMessages.actorInvalid,
  })
  .transform((value) => value || undefined)
  .optional();

/**
 * Who acted: a staff member (console), someone not signed in (failed
 * sign-ins), the command line, or the API itself (daily jobs).
 */
export const AUDIT_ACTOR_KINDS = ['staff', 'anonymous', 'cli', 'system'] as const;

/** The log's filters, shared by the list and its CSV export. */
const auditFilterShape = {
  action: actionFilter,
  /** Staff member's id. */
  actorId: actorFilter,
  /** The kind of record acted on. */
  targetType: targetTypeFilter,
  /** The record acted on (user id, lead id, hash of an erased address …). */
  targetId: optionalFilter('targetId', 64),
  /** First day included (UTC). */
  from: isoDateSchema,
  /** Last day included (UTC); before `from`, no day is. */
  to: isoDateSchema,
};

/** GET /api/admin/audit/export.csv (admin): every entry under the filters, newest first. */
export const auditExportQuerySchema = z.object(auditFilterShape);
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

/** GET /api/admin/audit (admin): newest first, filtered, keyset-paged. */
export const auditQuerySchema = z.object({
  ...auditFilterShape,
  limit: pageLimitSchema,
  cursor: pageCursorSchema,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

const json = z.unknown();

export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  action: auditActionSchema,
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  actorId: z.string().nullable(),
  /** The name at the time (kept when the account changes later). */
  actorName: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: json,
  after: json,
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** 200 of GET /api/admin/audit. */
export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
