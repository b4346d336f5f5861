import type { BoardEntry, BoardPage, RoadmapVotes, VoteResult } from 'contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from 'shared-ui';

export const BOARD_PATH = '/api/feedback/board';
export const VOTES_PATH = `${BOARD_PATH}/votes`;
export const WITHDRAW_PATH = `${BOARD_PATH}/votes/withdraw`;
export const ROADMAP_VOTES_PATH = `${BOARD_PATH}/roadmap`;

/**
 * One page of published entries. `headers`: on the server, the visitor's
 * voter cookie (voterCookie.ts); the key leaves it out, so the browser
 * hydrates the server's answer and sends its own cookie itself.
 */
export const boardPageQuery = (params: Record<string, string>, headers?: Record<string, string>) =>
  apiQuery<BoardPage>({
    path: BOARD_PATH,
    params,
    failure: 'Failed to fetch the voting board',
    headers,
  });

/** The votes of the entries linked to each roadmap item. */
export const roadmapVotesQuery = () =>
  apiQuery<RoadmapVotes>({ path: ROADMAP_VOTES_PATH, failure: 'Failed to fetch roadmap votes' });

/**
 * A vote's answer into every loaded page showing the entry (the posted id,
 * or the original it was merged into), so the list shows the server's count
 * without loading again; the roadmap's sums are loaded afresh when shown.
 */
export function storeVoteResult(queryClient: QueryClient, postedId: string, result: VoteResult) {
  const settle = (entry: BoardEntry): BoardEntry =>
    entry.id === postedId || entry.id === result.entryId
      ? { ...entry, votes: result.votes, voted: result.voted }
      : entry;
  queryClient.setQueriesData<BoardPage>({ queryKey: [BOARD_PATH] }, (page) =>
    page ? { ...page, items: page.items.map(settle) } : page,
  );
  void queryClient.invalidateQueries({ queryKey: [ROADMAP_VOTES_PATH] });
}
