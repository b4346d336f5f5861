import type { Request, RequestHandler } from 'express';
import {
  VOTER_KEY_HEADER,
  boardMessages,
  boardListQuerySchema,
  boardVoterHeadersSchema,
  voteInputSchema,
} from 'contracts';
import { ForbiddenError } from '../../errors';
import type { Services } from '../../services';
import { honeypotFilled } from '../honeypot';
import { parseWith } from '../validate';
import { rememberVoter, voterKeyForVote, voterKeyFromCookie } from '../voterCookie';

/*
 * The voter is named by the caller (X-Voter-Key, `voterKey`) or, from a
 * browser, by the voter cookie the API set with their first vote.
 */

/**
 * A vote another site's page made the visitor's browser send (a form posted
 * to the board from elsewhere: a vote they did not give, a voter cookie
 * replaced) is refused. Browsers say so in Sec-Fetch-Site, which pages
 * cannot forge and the shell passes on for a form posted without script;
 * API clients send none.
 */
function refuseForeignSite(req: Request): void {
  if (req.get('sec-fetch-site') === 'cross-site')
    throw new ForbiddenError(boardMessages.foreignSite);
}

export const listBoard =
  ({ board }: Services): RequestHandler =>
  async (req, res) => {
    const query = parseWith(boardListQuerySchema, req.query);
    const headers = parseWith(boardVoterHeadersSchema, {
      [VOTER_KEY_HEADER]: req.get(VOTER_KEY_HEADER),
    });
    // The answer is the voter's own: no shared cache may keep it.
    res.set('Cache-Control', 'private, no-cache');
    res.json(await board.list(query, headers[VOTER_KEY_HEADER] ?? voterKeyFromCookie(req)));
  };

export const voteOnBoard =
  ({ board }: Services): RequestHandler =>
  async (req, res) => {
    refuseForeignSite(req);
    const { entryId, voterKey } = parseWith(voteInputSchema, req.body);
    const key = voterKey ?? voterKeyForVote(req);
    // req.ip is the visitor's address as TRUST_PROXY resolves it; only its daily hash is kept.
    const result = await board.vote({ entryId, voterKey: key }, req.ip ?? '', {
      discard: honeypotFilled(req.body),
    });
    // A key the caller named is theirs to keep; the browser's goes into the cookie.
    if (!voterKey) rememberVoter(req, res, key);
    res.status(201).json(result);
  };

export const withdrawVote =
  ({ board }: Services): RequestHandler =>
  async (req, res) => {
    refuseForeignSite(req);
    const { entryId, voterKey } = parseWith(voteInputSchema, req.body);
    // Taking back sets no cookie: without one there is no vote to take back.
    res.json(
      await board.withdraw(
        { entryId, voterKey: voterKey ?? voterKeyFromCookie(req) },
        { discard: honeypotFilled(req.body) },
      ),
    );
  };

export const roadmapVotes =
  ({ board }: Services): RequestHandler =>
  async (_req, res) => {
    res.json(await board.roadmapVotes());
  };
