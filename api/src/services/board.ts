import {
  boardMessages,
  type BoardListQuery,
  type BoardPage,
  type RoadmapVotes,
  type VoteResult,
} from 'contracts';
import type { Db } from '../db/connection';
import {
  deleteVote,
  hasVoted,
  insertVote,
  listPublished,
  lockEntry,
  networkVotesToday,
  roadmapVoteTotals,
  type EntryRow,
} from '../data/board';
import { listActiveRoadmapKeys } from '../data/roadmap';
import { NotFoundError, TooManyRequestsError } from '../errors';
import { msUntilNextUtcDay } from '../jobs/daily';
import type { Clock } from './console/clock';
import type { CookielessVisitors } from './cookieless-visitors';

/** Votes one network address may give one entry per UTC day (an office shares an address). */
export const DEFAULT_DAILY_VOTE_CAP = 20;

export interface BoardOptions {
  /** Votes per entry, network address and UTC day; `false` switches the cap off (tests). */
  dailyVoteCap?: number | false;
}

export interface VoteOptions {
  /** A bot filled the honeypot: answer as if, change nothing. */
  discard?: boolean;
}

/** A vote's entry and voter (the handler resolved the key: the caller's, or the voter cookie's). */
export interface Ballot {
  entryId: string;
  voterKey: string;
}

export interface BoardService {
  list(query: BoardListQuery, voterKey: string | undefined): Promise<BoardPage>;
  vote(ballot: Ballot, ip: string, options?: VoteOptions): Promise<VoteResult>;
  /** Without a voter key there is no vote to take back: the entry's count, not voted. */
  withdraw(
    ballot: Pick<Ballot, 'entryId'> & { voterKey: string | undefined },
    options?: VoteOptions,
  ): Promise<VoteResult>;
  roadmapVotes(): Promise<RoadmapVotes>;
}

/**
 * The published entry a vote is for, locked. A duplicate merged since the
 * visitor loaded the page counts for its original: the vote is not lost.
 */
async function votableEntry(trx: Db, id: string): Promise<EntryRow> {
  let entry = await lockEntry(trx, id);
  if (entry?.moderation === 'merged' && entry.merged_into_id)
    entry = await lockEntry(trx, entry.merged_into_id);
  if (entry?.moderation !== 'published') throw new NotFoundError(boardMessages.entryNotFound);
  return entry;
}

const result = (entry: EntryRow, votes: number, voted: boolean): VoteResult => ({
  entryId: entry.id,
  votes,
  voted,
});

export function boardService(
  db: Db,
  clock: Clock,
  visitors: CookielessVisitors,
  { dailyVoteCap = DEFAULT_DAILY_VOTE_CAP }: BoardOptions = {},
): BoardService {
  return {
    list: (query, voterKey) => listPublished(db, query, voterKey),

    vote: async ({ entryId, voterKey }, ip, { discard = false } = {}) => {
      // Derived before the transaction: making the day's salt is a write of its own.
      const network = await visitors.networkOfToday(ip);
      return db.transaction(async (trx) => {
        const entry = await votableEntry(trx, entryId);
        const votes = Number(entry.vote_count);
        if (await hasVoted(trx, entry.id, voterKey)) return result(entry, votes, true);
        if (discard) return result(entry, votes + 1, true);
        if (
          dailyVoteCap !== false &&
          (await networkVotesToday(trx, entry.id, network)) >= dailyVoteCap
        )
          throw new TooManyRequestsError(
            boardMessages.dailyCapReached,
            Math.ceil(msUntilNextUtcDay(clock()) / 1000),
          );
        await insertVote(trx, { entryId: entry.id, voterKey, network, at: clock() });
        return result(entry, votes + 1, true);
      });
    },

    withdraw: ({ entryId, voterKey }, { discard = false } = {}) =>
      db.transaction(async (trx) => {
        const entry = await votableEntry(trx, entryId);
        const votes = Number(entry.vote_count);
        if (!voterKey || !(await hasVoted(trx, entry.id, voterKey)))
          return result(entry, votes, false);
        if (!discard) await deleteVote(trx, entry.id, voterKey);
        return result(entry, votes - 1, false);
      }),

    roadmapVotes: async () => {
      // The roadmap's active items (rows since issue 20), each with its linked entries' votes.
      const [keys, totals] = await Promise.all([listActiveRoadmapKeys(db), roadmapVoteTotals(db)]);
      return keys.map((roadmapItem) => ({
        roadmapItem,
        votes: totals.get(roadmapItem)?.votes ?? 0,
        entries: totals.get(roadmapItem)?.entries ?? 0,
      }));
    },
  };
}
