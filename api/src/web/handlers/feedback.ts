import type { RequestHandler } from 'express';
import { feedbackInputSchema } from 'contracts';
import type { Services } from '../../services';
import { honeypotFilled } from '../honeypot';
import { parseWith } from '../validate';

export const submitFeedback =
  ({ feedback }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(feedbackInputSchema, req.body);
    res.status(201).json(await feedback.submit(input, { discard: honeypotFilled(req.body) }));
  };
