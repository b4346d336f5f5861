import { z } from 'zod';
import { adminMessages } from './admin/messages';
import { pageCursorSchema } from './admin/paging';
import { recordIdSchema, requestBody } from './common';
import { LANGUAGES } from './localeCodes';
import { ROADMAP_KEY_PATTERN } from './roadmapFields';
import { caseInsensitiveCode } from './textField';
import { VISITOR_ID_PATTERN } from './visitorId';
import {
  BOARD_PAGE_DEFAULT,
  BOARD_PAGE_MAX,
  BOARD_SORTS,
  BOARD_STATUSES,
  BOARD_VOTER_COOKIE,
  VOTER_KEY_HEADER,
  boardMessages,
  type BoardSort,
} from './boardFields';

/**
 * The voting board (issue 21): published feedback, one vote per visitor and
 * entry. The visitor is known only by a voter key, a random UUID the API
 * keeps in a functional cookie (BOARD_VOTER_COOKIE) it sets with the
 * visitor's first vote; API clients may name the key themselves.
 */
export * from './boardFields';

export const boardStatusSchema = z.enum(BOARD_STATUSES, { error: boardMessages.statusInvalid });
/** The form of a roadmap item's key; whether the item exists the API checks against its table. */
export const roadmapItemKeySchema = z
  .string({ error: adminMessages.roadmapItemUnknown })
  .regex(ROADMAP_KEY_PATTERN, { error: adminMessages.roadmapItemUnknown });

/** The voter key: a UUID as the visitor id is (isVisitorId checks a cookie with the same rule). */
export const voterKeySchema = z
  .string({ error: boardMessages.voterKeyInvalid })
  .regex(VISITOR_ID_PATTERN, boardMessages.voterKeyInvalid)
  .meta({ format: 'uuid' });

/**
 * GET /api/feedback/board: headers. Without the key the voter cookie names
 * the voter; without either every entry answers `voted: false`.
 */
export const boardVoterHeadersSchema = z.object({
  [VOTER_KEY_HEADER]: voterKeySchema
    .optional()
    .describe(
      `Abstimmungsschlüssel des Besuchers: füllt \`voted\` (ohne Header: aus dem Cookie ${BOARD_VOTER_COOKIE})`,
    ),
});

/**
 * The voter cookie the API reads when the caller names no key (a browser's
 * own calls, the site's server passing the visitor's cookie on). A malformed
 * one counts as none and the next vote replaces it: for the document.
 */
export const boardVoterCookieSchema = z.object({
  [BOARD_VOTER_COOKIE]: voterKeySchema
    .optional()
    .describe(
      'Abstimmungsschlüssel, von der API mit der ersten Stimme gesetzt (HttpOnly, SameSite=Lax)',
    ),
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
  /** Whether the voter (X-Voter-Key, or the voter cookie) has voted for it. */
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
 * Without `voterKey` the voter cookie names the voter; a vote without either
 * makes a new key and sets the cookie (a browser never handles the key).
 */
export const voteInputSchema = requestBody({
  entryId: recordIdSchema(boardMessages.entryIdInvalid),
  voterKey: voterKeySchema
    .optional()
    .describe(`Ohne: aus dem Cookie ${BOARD_VOTER_COOKIE}; eine Stimme ohne beides setzt ihn neu`),
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
