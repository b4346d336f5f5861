import type { RequestHandler } from 'express';
import { consentConfigQuerySchema, consentInputSchema } from 'contracts';
import type { Services } from '../../services';
import { parseWith } from '../validate';

export const consentConfig =
  ({ consent }: Services): RequestHandler =>
  async (req, res) => {
    const { language } = parseWith(consentConfigQuerySchema, req.query);
    res.json(await consent.config(language ?? 'de'));
  };

export const recordConsent =
  ({ consent }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(consentInputSchema, req.body);
    res.status(201).json(await consent.record(input));
  };
