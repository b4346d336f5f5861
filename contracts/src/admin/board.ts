import { z } from 'zod';
import { auditActionSchema } from './audit';
import { BOARD_STATUSES, boardMessages, boardStatusSchema, roadmapItemKeySchema } from '../board';
import { FEEDBACK_MAX_LENGTH } from '../feedback';
import { caseInsensitiveCode, textField } from '../textField';
import { adminMessages } from './messages';
import { pageCursorSchema, pageLimitSchema, sortOrderSchema } from './paging';

/**
 * Moderating the voting board (editor, admin): every new feedback waits as
 * `pending` until it is published, rejected (with a reason kept internally)
 * or merged into a published entry as its duplicate.
 */
export const MODERATION_STATES = ['pending', 'published', 'rejected', 'merged'] as const;
export const moderationStateSchema = z.enum(MODERATION_STATES);
export type ModerationState = z.infer<typeof moderationStateSchema>;

export const BOARD_TITLE_MAX_LENGTH = 120;

/** The editor's short title: one line; blank is no title. */
const titleField = textField({
  label: 'Titel',
  maxLength: BOARD_TITLE_MAX_LENGTH,
  minVisible: 0,
  trim: true,
  note: 'leer = kein Titel',
  messages: { tooLong: adminMessages.boardTitleTooLong },
}).transform((value) => value || null);

/**
 * GET /api/admin/board: the entries of one state (default: the queue), of
 * one board status if asked, newest first (`order=asc`: oldest first, the
 * order a queue is worked through).
 */
export const moderationQuerySchema = z.object({
  state: caseInsensitiveCode(MODERATION_STATES, adminMessages.moderationStateInvalid).transform(
    (value): ModerationState => value ?? 'pending',
  ),
  status: caseInsensitiveCode(BOARD_STATUSES, boardMessages.statusInvalid),
  order: sortOrderSchema,
  limit: pageLimitSchema,
  cursor: pageCursorSchema,
});
export type ModerationQuery = z.infer<typeof moderationQuerySchema>;

/** An entry as the console sees it: everything, the internal fields included. */
export const moderatedEntrySchema = z.object({
  id: z.string(),
  state: moderationStateSchema,
  title: z.string().nullable(),
  /** What the visitor wrote, unchanged. */
  originalText: z.string(),
  /** The editor's redacted version; null: not redacted (the board shows the original). */
  redactedText: z.string().nullable(),
  status: boardStatusSchema,
  votes: z.number().int().nonnegative(),
  roadmapItem: roadmapItemKeySchema.nullable(),
  /** Why it was rejected (internal, never public). */
  rejectReason: z.string().nullable(),
  /** The entry it was merged into. */
  mergedIntoId: z.string().nullable(),
  createdAt: z.string(),
  country: z.string().nullable(),
  language: z.string().nullable(),
});
export type ModeratedEntry = z.infer<typeof moderatedEntrySchema>;

/** 200 of GET /api/admin/board. */
export const moderationPageSchema = z.object({
  items: z.array(moderatedEntrySchema),
  total: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
});
export type ModerationPage = z.infer<typeof moderationPageSchema>;

/** One change of the entry, from the audit log (editors cannot read the whole log). */
export const moderationEventSchema = z.object({
  action: auditActionSchema,
  at: z.string(),
  /** The staff member's name at the time. */
  by: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});

/** 200 of GET /api/admin/board/:id: the entry and its history (redactions with before/after), oldest first. */
export const moderatedEntryDetailSchema = moderatedEntrySchema.extend({
  history: z.array(moderationEventSchema),
});
export type ModeratedEntryDetail = z.infer<typeof moderatedEntryDetailSchema>;

/** POST /api/admin/board/:id/publish */
export const publishInputSchema = z.object({ title: titleField.optional() });
export type PublishInput = z.infer<typeof publishInputSchema>;

/** POST /api/admin/board/:id/reject: the reason stays in the console. */
export const rejectInputSchema = z.object({
  reason: textField({
    label: 'Grund',
    maxLength: 1000,
    minVisible: 1,
    multiline: true,
    trim: true,
    messages: {
      tooShort: adminMessages.rejectReasonMissing,
      tooLong: adminMessages.rejectReasonTooLong,
    },
  }),
});
export type RejectInput = z.infer<typeof rejectInputSchema>;

/** POST /api/admin/board/:id/merge: the entry is a duplicate of `intoId` (published). */
export const mergeInputSchema = z.object({
  intoId: z.uuid({ error: adminMessages.mergeTargetInvalid }),
});
export type MergeInput = z.infer<typeof mergeInputSchema>;

/** POST /api/admin/board/:id/title */
export const titleInputSchema = z.object({ title: titleField });
export type TitleInput = z.infer<typeof titleInputSchema>;

/**
 * POST /api/admin/board/:id/redact: the text the board shows instead of the
 * visitor's (personal data removed). The original's own text undoes it.
 */
export const redactInputSchema = z.object({
  text: textField({
    label: 'Text',
    maxLength: FEEDBACK_MAX_LENGTH,
    minVisible: 1,
    multiline: true,
    trim: true,
    messages: { tooShort: adminMessages.redactedTextMissing },
  }),
});
export type RedactInput = z.infer<typeof redactInputSchema>;

/** POST /api/admin/board/:id/status. Leaving planned/in progress for open or declined drops the roadmap link. */
export const boardStatusInputSchema = z.object({ status: boardStatusSchema });
export type BoardStatusInput = z.infer<typeof boardStatusInputSchema>;

/** POST /api/admin/board/:id/roadmap: link (status planned or in progress) or unlink (null). */
export const roadmapLinkInputSchema = z.object({ roadmapItem: roadmapItemKeySchema.nullable() });
export type RoadmapLinkInput = z.infer<typeof roadmapLinkInputSchema>;
