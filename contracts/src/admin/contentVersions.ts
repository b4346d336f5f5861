import { z } from 'zod';
import { textField } from '../textField';

/*
 * A console content record's versions (issue 41 §4): what each publication
 * made it (its history, newest first; any one can be restored), and the
 * one edit waiting to be published, now or at a set time. A snapshot is the
 * record as the console's update body sends it: its fields, texts, active.
 */

export const contentVersionMessages = {
  notFound: 'Diese Version gibt es nicht (mehr)',
  noDraft: 'Es gibt keinen Entwurf zum Veröffentlichen',
  publishAtInvalid: 'Bitte Datum und Uhrzeit angeben',
  publishAtPast: 'Der Zeitpunkt muss in der Zukunft liegen',
} as const;

/**
 * POST <path>/:id/publish: the record's draft now, or (`publishAt`, Berlin
 * local time as a datetime-local field sends it) then.
 */
export const contentPublishInputSchema = z.object(
  {
    publishAt: textField({
      label: 'Veröffentlichen am',
      maxLength: 16,
      minVisible: 1,
      messages: {
        tooShort: contentVersionMessages.publishAtInvalid,
        tooLong: contentVersionMessages.publishAtInvalid,
      },
    })
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, contentVersionMessages.publishAtInvalid)
      .describe('Ortszeit Europe/Berlin (JJJJ-MM-TTTHH:MM), in der Zukunft; ohne: sofort')
      .optional(),
  },
  { error: 'Request-Body muss ein JSON-Objekt sein' },
);
export type ContentPublishInput = z.infer<typeof contentPublishInputSchema>;

export const CONTENT_VERSION_STATES = ['draft', 'scheduled', 'published'] as const;
export type ContentVersionState = (typeof CONTENT_VERSION_STATES)[number];

export const contentVersionEntrySchema = z.object({
  id: z.string(),
  state: z.enum(CONTENT_VERSION_STATES),
  snapshot: z.record(z.string(), z.unknown()),
  /** The fields that differ from the version before (`texts.de.quote`); the pending one's from the live record. */
  changed: z.array(z.string()),
  /** Who wrote it (the staff member's name then); null: before the history began, or the API itself. */
  author: z.string().nullable(),
  createdAt: z.string(),
  /** When it went live (published ones). */
  publishedAt: z.string().nullable(),
  /** When it goes live (a scheduled one). */
  publishAt: z.string().nullable(),
});
export type ContentVersionEntry = z.infer<typeof contentVersionEntrySchema>;

/** GET <path>/:id/versions: the pending edit (draft or scheduled), if any, and the publications, newest first. */
export const contentVersionListSchema = z.object({
  pending: contentVersionEntrySchema.nullable(),
  published: z.array(contentVersionEntrySchema),
});
export type ContentVersionList = z.infer<typeof contentVersionListSchema>;

/** A record's pending edit as its type's list shows it (`pending`): a draft, or when it goes live; null: none. */
export const contentPendingSchema = z
  .object({
    state: z.enum(['draft', 'scheduled']),
    /** When it goes live (a scheduled one). */
    publishAt: z.string().nullable(),
  })
  .nullable();
export type ContentPending = z.infer<typeof contentPendingSchema>;

/** A changed field's path as `changed` names it. */
export const changedFieldName = (path: readonly string[]) => path.join('.');
