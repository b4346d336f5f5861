import type { RequestHandler } from 'express';
import { downloadInputSchema, pageViewInputSchema } from 'contracts';
import type { Services } from '../../services';
import { parseWith } from '../validate';

export const listActivePixels =
  ({ tracking }: Services): RequestHandler =>
  async (_req, res) => {
    res.json(await tracking.activePixels());
  };

export const trackPageView =
  ({ tracking }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(pageViewInputSchema, req.body);
    res.status(201).json(await tracking.recordPageView(input));
  };

export const trackDownload =
  ({ tracking }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(downloadInputSchema, req.body);
    res.status(201).json(await tracking.recordDownload(input));
  };
