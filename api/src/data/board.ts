import type { Knex } from 'knex';
import {
  type BoardEntry,
  type BoardListQuery,
  type BoardPage,
  type BoardStatus,
  type ModeratedEntry,
  type ModerationState,
  type RoadmapItemKey,
} from 'contracts';
import { isMysql, type Db } from '../db/connection';
import {
  cursorValueForTime,
  decodeCursor,
  encodeCursor,
  whereAfter,
  type SortDirection,
} from './keyset';
import { toDbTimestamp, toIsoTimestamp } from './rows';

/**
 * The voting board's data: feedback rows with their moderation and board
 * fields (migration 0009), and their votes. `vote_count` always equals the
 * entry's rows in feedback_votes: every change of votes adjusts it in the
 * same transaction, with the entry's row locked (lockEntry).
 */
const ENTRIES = 'customer_feedback';
const VOTES = 'feedback_votes';

export interface EntryRow {
  id: string;
  feedback_text: string;
  created_at: unknown;
  country: string | null;
  language: string | null;
  moderation: ModerationState;
  reject_reason: string | null;
  merged_into_id: string | null;
  title: string | null;
  redacted_text: string | null;
  board_status: BoardStatus;
  roadmap_item: RoadmapItemKey | null;
  vote_count: number | string;
}

/** The columns moderation may change. */
export type EntryChange = Partial<
  Pick<
    EntryRow,
    | 'moderation'
    | 'reject_reason'
    | 'merged_into_id'
    | 'title'
    | 'redacted_text'
    | 'board_status'
    | 'roadmap_item'
  >
>;

/** Every column an entry is read with (a plain list: knex types a readonly tuple as a row tuple). */
const COLUMNS: string[] = [
  'id',
  'feedback_text',
  'created_at',
  'country',
  'language',
  'moderation',
  'reject_reason',
  'merged_into_id',
  'title',
  'redacted_text',
  'board_status',
  'roadmap_item',
  'vote_count',
];

/** What the board shows: the redacted text where an editor made one. */
export const shownText = (row: EntryRow): string => row.redacted_text ?? row.feedback_text;

function toBoardEntry(row: EntryRow, voted: boolean): BoardEntry {
  return {
    id: row.id,
    title: row.title,
    text: shownText(row),
    status: row.board_status,
    votes: Number(row.vote_count),
    voted,
    createdAt: toIsoTimestamp(row.created_at),
    language: row.language,
    roadmapItem: row.roadmap_item,
  };
}

export function toModeratedEntry(row: EntryRow): ModeratedEntry {
  return {
    id: row.id,
    state: row.moderation,
    title: row.title,
    originalText: row.feedback_text,
    redactedText: row.redacted_text,
    status: row.board_status,
    votes: Number(row.vote_count),
    roadmapItem: row.roadmap_item,
    rejectReason: row.reject_reason,
    mergedIntoId: row.merged_into_id,
    createdAt: toIsoTimestamp(row.created_at),
    country: row.country,
    language: row.language,
  };
}

// --- the public board -------------------------------------------------------

/** The votes sort's cursor value: the count and the instant, `12|2026-03-10T09:00:00.000Z`. */
const votesCursorValue = (row: EntryRow) =>
  `${Number(row.vote_count)}|${toIsoTimestamp(row.created_at)}`;

function parseVotesCursorValue(value: string): { votes: number; createdAt: string } | undefined {
  const [votes, createdAt] = value.split('|');
  if (!votes || !/^\d{1,10}$/.test(votes) || !createdAt || Number.isNaN(Date.parse(createdAt)))
    return undefined;
  return { votes: Number(votes), createdAt: cursorValueForTime(createdAt) };
}

/**
 * Most votes first, then newest: rows after (votes, created_at, id) of the
 * last row. `vote_count <= v` is the range the index serves; the OR decides ties.
 */
function whereAfterVotes(
  query: Knex.QueryBuilder,
  after: { votes: number; createdAt: string },
  id: string,
): void {
  const { votes, createdAt } = after;
  query.where('vote_count', '<=', votes).andWhere((q) =>
    q
      .where('vote_count', '<', votes)
      .orWhere('created_at', '<', createdAt)
      .orWhere((tie) => tie.where('created_at', createdAt).andWhere('id', '<', id)),
  );
}

function publishedMatching(db: Db, query: BoardListQuery): Knex.QueryBuilder {
  const q = db(ENTRIES).where('moderation', 'published');
  if (query.status) q.where('board_status', query.status);
  if (query.language) q.where('language', query.language);
  return q;
}

/** Published entries of the filter, one page; `voted` for the given voter key. */
export async function listPublished(
  db: Db,
  query: BoardListQuery,
  voterKey: string | undefined,
): Promise<BoardPage> {
  const q = publishedMatching(db, query).select(COLUMNS);
  const cursor = decodeCursor(query.cursor);
  if (query.sort === 'votes') {
    const after = cursor && parseVotesCursorValue(cursor.value);
    if (cursor && after) whereAfterVotes(q, after, cursor.id);
    q.orderBy([
      { column: 'vote_count', order: 'desc' },
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  } else {
    // An instant only: a votes cursor (`5|…`) is not read as one.
    if (cursor && !Number.isNaN(Date.parse(cursor.value)) && !cursor.value.includes('|')) {
      whereAfter(q, { column: 'created_at' }, 'id', 'desc', {
        value: cursorValueForTime(cursor.value),
        id: cursor.id,
      });
    }
    q.orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  }
  const [rows, total]: [EntryRow[], number] = await Promise.all([
    q.limit(query.limit + 1),
    countRows(publishedMatching(db, query)),
  ]);
  const page = rows.slice(0, query.limit);
  const voted = voterKey
    ? await votedAmong(
        db,
        voterKey,
        page.map((row) => row.id),
      )
    : new Set();
  const last = page[page.length - 1];
  return {
    items: page.map((row) => toBoardEntry(row, voted.has(row.id))),
    total,
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({
            value:
              query.sort === 'votes' ? votesCursorValue(last) : toIsoTimestamp(last.created_at),
            id: last.id,
          })
        : null,
  };
}

async function countRows(query: Knex.QueryBuilder): Promise<number> {
  const [row] = await query.count({ n: '*' });
  return Number((row as { n: number | string } | undefined)?.n ?? 0);
}

/** Which of the entries the voter has voted for. */
async function votedAmong(db: Db, voterKey: string, entryIds: string[]): Promise<Set<string>> {
  if (entryIds.length === 0) return new Set();
  const rows: { feedback_id: string }[] = await db(VOTES)
    .where('voter_key', voterKey)
    .whereIn('feedback_id', entryIds)
    .select('feedback_id');
  return new Set(rows.map((row) => row.feedback_id));
}

/** Per roadmap item: the votes and the number of the published entries linked to it. */
export async function roadmapVoteTotals(
  db: Db,
): Promise<Map<string, { votes: number; entries: number }>> {
  const rows: { roadmap_item: string; votes: number | string | null; entries: number | string }[] =
    await db(ENTRIES)
      .where('moderation', 'published')
      .whereNotNull('roadmap_item')
      .groupBy('roadmap_item')
      .select('roadmap_item')
      .sum({ votes: 'vote_count' })
      .count({ entries: '*' });
  return new Map(
    rows.map((row) => [
      row.roadmap_item,
      { votes: Number(row.votes ?? 0), entries: Number(row.entries) },
    ]),
  );
}

// --- one entry, inside a transaction ----------------------------------------

/**
 * The entry's row, locked until the transaction ends (MariaDB; SQLite writes
 * one transaction at a time anyway): votes, withdrawals and merges of one
 * entry take turns, so the count and the daily cap stay exact.
 */
export async function lockEntry(trx: Db, id: string): Promise<EntryRow | undefined> {
  return trx(ENTRIES).where({ id }).first(COLUMNS).forUpdate();
}

export async function findEntry(db: Db, id: string): Promise<EntryRow | undefined> {
  return db(ENTRIES).where({ id }).first(COLUMNS);
}

export async function updateEntry(trx: Db, id: string, change: EntryChange): Promise<void> {
  await trx(ENTRIES).where({ id }).update(change);
}

export async function hasVoted(trx: Db, entryId: string, voterKey: string): Promise<boolean> {
  const row = await trx(VOTES)
    .where({ feedback_id: entryId, voter_key: voterKey })
    .first('voter_key');
  return row !== undefined;
}

/** Today's votes for the entry from one network (its keyed hash). */
export async function networkVotesToday(
  trx: Db,
  entryId: string,
  network: { day: string; key: string },
): Promise<number> {
  return countRows(
    trx(VOTES).where({ feedback_id: entryId, voted_day: network.day, network_key: network.key }),
  );
}

export async function insertVote(
  trx: Db,
  vote: { entryId: string; voterKey: string; network: { day: string; key: string }; at: Date },
): Promise<void> {
  await trx(VOTES).insert({
    feedback_id: vote.entryId,
    voter_key: vote.voterKey,
    created_at: toDbTimestamp(vote.at),
    voted_day: vote.network.day,
    network_key: vote.network.key,
  });
  await trx(ENTRIES).where({ id: vote.entryId }).increment('vote_count', 1);
}

/** Deletes the voter's vote; true if there was one. */
export async function deleteVote(trx: Db, entryId: string, voterKey: string): Promise<boolean> {
  const deleted = await trx(VOTES).where({ feedback_id: entryId, voter_key: voterKey }).delete();
  if (deleted > 0) await trx(ENTRIES).where({ id: entryId }).decrement('vote_count', deleted);
  return deleted > 0;
}

/**
 * Moves the duplicate's votes to the original: a voter who voted for both
 * keeps the original's vote only (the update skips keys the original has,
 * the delete drops those left behind). Both counts are recounted. Both rows
 * must be locked by the caller.
 */
export async function moveVotes(trx: Db, fromId: string, intoId: string): Promise<void> {
  const ignore = isMysql(trx) ? 'update ignore' : 'update or ignore';
  await trx.raw(`${ignore} ?? set ?? = ? where ?? = ?`, [
    VOTES,
    'feedback_id',
    intoId,
    'feedback_id',
    fromId,
  ]);
  await trx(VOTES).where({ feedback_id: fromId }).delete();
  const votes = await countRows(trx(VOTES).where({ feedback_id: intoId }));
  await trx(ENTRIES).where({ id: intoId }).update({ vote_count: votes });
  await trx(ENTRIES).where({ id: fromId }).update({ vote_count: 0 });
}

/** Entries merged into `fromId` earlier now point at `intoId`: a merge is never a chain. */
export async function repointMerged(trx: Db, fromId: string, intoId: string): Promise<void> {
  await trx(ENTRIES).where({ merged_into_id: fromId }).update({ merged_into_id: intoId });
}

// --- the console's list -----------------------------------------------------

/** Entries in one moderation state (and board status, if given), by date either way, keyset-paged. */
export async function listByState(
  db: Db,
  query: {
    state: ModerationState;
    status?: BoardStatus;
    order: SortDirection;
    limit: number;
    cursor?: string;
  },
): Promise<{ items: ModeratedEntry[]; total: number; nextCursor: string | null }> {
  const matching = () => {
    const q = db(ENTRIES).where('moderation', query.state);
    if (query.status) q.where('board_status', query.status);
    return q;
  };
  const q = matching().select(COLUMNS);
  const cursor = decodeCursor(query.cursor);
  if (cursor) {
    whereAfter(q, { column: 'created_at' }, 'id', query.order, {
      value: cursorValueForTime(cursor.value),
      id: cursor.id,
    });
  }
  const [rows, total]: [EntryRow[], number] = await Promise.all([
    q
      .orderBy([
        { column: 'created_at', order: query.order },
        { column: 'id', order: query.order },
      ])
      .limit(query.limit + 1),
    countRows(matching()),
  ]);
  const items = rows.slice(0, query.limit).map(toModeratedEntry);
  const last = items[items.length - 1];
  return {
    items,
    total,
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ value: last.createdAt, id: last.id })
        : null,
  };
}

// --- retention and erasure --------------------------------------------------

/** The votes of entries about to be deleted (retention, erasure) go first. */
export async function deleteVotesOfEntries(db: Db, entries: Knex.QueryBuilder): Promise<number> {
  return db(VOTES).whereIn('feedback_id', entries.select('id')).delete();
}
