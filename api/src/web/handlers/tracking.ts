import type { Request, RequestHandler } from 'express';
import { downloadInputSchema, pageViewInputSchema } from 'contracts';
import type { Services } from '../../services';
import type { Client } from '../../services/cookieless-visitors';
import { parseWith } from '../validate';

export const listActivePixels =
  ({ tracking }: Services): RequestHandler =>
  async (_req, res) => {
    res.json(await tracking.activePixels());
  };

/**
 * The sender as the cookieless key needs it: the client IP as `trust proxy`
 * resolves it (TRUST_PROXY, so behind the shell's proxy it is the visitor's),
 * and the browser's own User-Agent header, not a body field it could vary.
 */
const clientOf = (req: Request): Client => ({
  ip: req.ip ?? '',
  userAgent: req.get('user-agent') ?? '',
});

export const trackPageView =
  ({ tracking }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(pageViewInputSchema, req.body);
    res.status(201).json(await tracking.recordPageView(input, clientOf(req)));
  };

export const trackDownload =
  ({ tracking }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(downloadInputSchema, req.body);
    res.status(201).json(await tracking.recordDownload(input, clientOf(req)));
  };
