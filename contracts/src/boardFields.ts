// The voting board's fixed values, without zod: the board page and the
// roadmap import these with their page and never load the schemas.

/** Public status of a published entry: offen, geplant, in Arbeit, erledigt, abgelehnt. */
export const BOARD_STATUSES = ['open', 'planned', 'in_progress', 'done', 'declined'] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

/** Statuses under which an entry may be linked to a roadmap item. */
export const ROADMAP_LINKABLE_STATUSES = ['planned', 'in_progress'] as const;

/**
 * The key of the roadmap item a board entry links to: a row of the table
 * roadmap_items (issue 20: the items are content, edited in the console),
 * so the API checks it against the table, not against a list here.
 */
export type RoadmapItemKey = string;

export const BOARD_SORTS = ['votes', 'newest'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];

/**
 * The functional cookie naming the voter (a random UUID): set by the API
 * with the visitor's first vote (the function they asked for), HttpOnly,
 * SameSite=Lax. A browser's calls carry it by themselves; the site's server
 * passes it on for the visitor (the board page's loader, the vote form's
 * action without script).
 */
export const BOARD_VOTER_COOKIE = 'board_voter';
/** How long the voter cookie lives after the latest vote: a year, then the votes stay but are no longer shown as the visitor's. */
export const BOARD_VOTER_COOKIE_DAYS = 365;

/** The header that names the voter on reads by API clients (a GET has no body; a URL would land in logs). */
export const VOTER_KEY_HEADER = 'x-voter-key';

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
  foreignSite: 'Abstimmen geht nur auf dieser Website',
} as const;
export type BoardMessageKey = keyof typeof boardMessages;

/** The key of a board message, so a page can say it in the visitor's language. */
export function boardMessageKey(message: string | undefined): BoardMessageKey | undefined {
  if (!message) return undefined;
  const entry = Object.entries(boardMessages).find(([, text]) => text === message);
  return entry?.[0] as BoardMessageKey | undefined;
}
