import { z } from 'zod';
import { pageCursorSchema } from './admin/paging';
import { recordIdSchema, requestBody } from './common';
import { LANGUAGES } from './localeCodes';
import { caseInsensitiveCode } from './textField';
import { VISITOR_ID_PATTERN } from './visitorId';

/**
 * The voting board (issue 21): published feedback, one vote per visitor and
 * entry. The visitor is known only by a voter key, a random UUID the site
 * keeps in a functional cookie it sets when the visitor first votes.
 */

/** Public status of a published entry: offen, geplant, in Arbeit, erledigt, abgelehnt. */
export const BOARD_STATUSES = ['open', 'planned', 'in_progress', 'done', 'declined'] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

/** Statuses under which an entry may be linked to a roadmap item. */
export const ROADMAP_LINKABLE_STATUSES = ['planned', 'in_progress'] as const;

/**
 * The roadmap's items (SPEC §3: six static items; their texts live in the
 * feedback section's catalogs under these keys). An entry links to one by key.
 */
export const ROADMAP_ITEM_KEYS = [
  'ebooks',
  'stories',
  'verifactu',
  'payment',
  'posts',
  'websites',
] as const;
export type RoadmapItemKey = (typeof ROADMAP_ITEM_KEYS)[number];

export const BOARD_SORTS = ['votes', 'newest'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];

/** A suggestion for the cookie holding the voter key (functional: set only when the visitor votes). */
export const BOARD_VOTER_COOKIE = 'board_voter';

/** Most entries on one page of the public board. */
export const BOARD_PAGE_MAX = 50;
export const BOARD_PAGE_DEFAULT = 20;

/** The board's messages (German, like every API answer); front ends map them to their catalogs by key. */
export const boardMessages = {
  entryIdInvalid: 'Ungültige Eintrags-ID (erwartet eine UUID)',
  voterKeyInvalid: 'Ungültiger Abstimmungsschlüssel (erwartet eine UUID)',
  entryNotFound: 'Eintrag nicht gefunden',
  dailyCapReached:
    'Aus diesem Netz wurde heute schon oft genug für diesen Eintrag abgestimmt, bitte morgen wieder',
  statusInvalid: "Status muss 'open', 'planned', 'in_progress', 'done' oder 'declined' sein",
  sortInvalid: "Sortierung muss 'votes' oder 'newest' sein",
  languageInvalid: "Sprache muss 'de', 'es' oder 'fr' sein",
  limitInvalid: `limit muss eine Zahl von 1 bis ${BOARD_PAGE_MAX} sein`,
  cursorInvalid: 'Ungültiger Cursor',
} as const;
export type BoardMessageKey = keyof typeof boardMessages;

export const boardStatusSchema = z.enum(BOARD_STATUSES, { error: boardMessages.statusInvalid });
export const roadmapItemKeySchema = z.enum(ROADMAP_ITEM_KEYS, {
  error: `Roadmap-Eintrag muss ${ROADMAP_ITEM_KEYS.join(', ')} sein`,
});

/** The voter key: a UUID as the visitor id is (the shell can check its cookie with isVisitorId). */
export const voterKeySchema = z
  .string({ error: boardMessages.voterKeyInvalid })
  .regex(VISITOR_ID_PATTERN, boardMessages.voterKeyInvalid)
  .meta({ format: 'uuid' });

/** The header that names the voter on reads (a GET has no body; a URL would land in logs). */
export const VOTER_KEY_HEADER = 'x-voter-key';

/** GET /api/feedback/board: headers. Without the key every entry answers `voted: false`. */
export const boardVoterHeadersSchema = z.object({
  [VOTER_KEY_HEADER]: voterKeySchema
    .optional()
    .describe('Abstimmungsschlüssel des Besuchers (aus seinem Cookie): füllt `voted`'),
});

/**
 * ?limit=: entries per page, 1 to 50 (empty or absent: 20). A pattern, not a
 * coerced number, so the document says exactly what is accepted (no ' 5', '1e1', '0x10').
 */
const boardLimitSchema = z
  .string({ error: boardMessages.limitInvalid })
  .regex(/^(?:[1-9]|[1-4][0-9]|50)?$/, boardMessages.limitInvalid)
  .meta({ description: `1 bis ${BOARD_PAGE_MAX}; leer = ${BOARD_PAGE_DEFAULT}.` })
  .optional()
  .transform((value) => (value ? Number(value) : BOARD_PAGE_DEFAULT));

/** GET /api/feedback/board: published entries, sorted, filtered, keyset-paged. */
export const boardListQuerySchema = z.object({
  /** votes (default): most votes first, then newest; newest: newest first. */
  sort: caseInsensitiveCode(BOARD_SORTS, boardMessages.sortInvalid).transform(
    (value): BoardSort => value ?? 'votes',
  ),
  status: caseInsensitiveCode(BOARD_STATUSES, boardMessages.statusInvalid),
  /** The language entries were written in; empty: all. */
  language: caseInsensitiveCode(LANGUAGES, boardMessages.languageInvalid),
  limit: boardLimitSchema,
  /** `nextCursor` of the previous page (same sort and filters). */
  cursor: pageCursorSchema,
});
export type BoardListQuery = z.infer<typeof boardListQuerySchema>;

/** One published entry as visitors see it. */
export const boardEntrySchema = z.object({
  id: z.string(),
  /** The editor's short title; null: none (show the text alone). */
  title: z.string().nullable(),
  /** The visitor's text as written, or as the editor redacted it. */
  text: z.string(),
  status: boardStatusSchema,
  votes: z.number().int().nonnegative(),
  /** Whether the voter named by X-Voter-Key has voted for it. */
  voted: z.boolean(),
  createdAt: z.string(),
  /** The language it was written in (null: sent before languages were recorded). */
  language: z.string().nullable(),
  roadmapItem: roadmapItemKeySchema.nullable(),
});
export type BoardEntry = z.infer<typeof boardEntrySchema>;

/** 200 of GET /api/feedback/board. */
export const boardPageSchema = z.object({
  items: z.array(boardEntrySchema),
  /** Published entries matching the filters, all pages together. */
  total: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
});
export type BoardPage = z.infer<typeof boardPageSchema>;

/**
 * POST /api/feedback/board/votes (vote) and …/votes/withdraw (take it back).
 * Both are idempotent: a second vote counts once, a second withdrawal does
 * nothing. A filled honeypot (`website`) is answered as usual and not counted.
 */
export const voteInputSchema = requestBody({
  entryId: recordIdSchema(boardMessages.entryIdInvalid),
  voterKey: voterKeySchema,
});
export type VoteInput = z.infer<typeof voteInputSchema>;

/** The entry's count after the change, and the voter's vote. A merged entry answers for the one it went into. */
export const voteResultSchema = z.object({
  entryId: z.string(),
  votes: z.number().int().nonnegative(),
  voted: z.boolean(),
});
export type VoteResult = z.infer<typeof voteResultSchema>;

/** GET /api/feedback/board/roadmap: per roadmap item, the votes of the published entries linked to it. */
export const roadmapVotesSchema = z.array(
  z.object({
    roadmapItem: roadmapItemKeySchema,
    votes: z.number().int().nonnegative(),
    /** Published entries linked to the item. */
    entries: z.number().int().nonnegative(),
  }),
);
export type RoadmapVotes = z.infer<typeof roadmapVotesSchema>;
