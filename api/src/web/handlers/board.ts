import type { RequestHandler } from 'express';
import {
  VOTER_KEY_HEADER,
  boardListQuerySchema,
  boardVoterHeadersSchema,
  voteInputSchema,
} from 'contracts';
import type { Services } from '../../services';
import { honeypotFilled } from '../honeypot';
import { parseWith } from '../validate';

export const listBoard =
  ({ board }: Services): RequestHandler =>
  async (req, res) => {
    const query = parseWith(boardListQuerySchema, req.query);
    const headers = parseWith(boardVoterHeadersSchema, {
      [VOTER_KEY_HEADER]: req.get(VOTER_KEY_HEADER),
    });
    res.json(await board.list(query, headers[VOTER_KEY_HEADER]));
  };

export const voteOnBoard =
  ({ board }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(voteInputSchema, req.body);
    // req.ip is the visitor's address as TRUST_PROXY resolves it; only its daily hash is kept.
    const result = await board.vote(input, req.ip ?? '', { discard: honeypotFilled(req.body) });
    res.status(201).json(result);
  };

export const withdrawVote =
  ({ board }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(voteInputSchema, req.body);
    res.json(await board.withdraw(input, { discard: honeypotFilled(req.body) }));
  };

export const roadmapVotes =
  ({ board }: Services): RequestHandler =>
  async (_req, res) => {
    res.json(await board.roadmapVotes());
  };
