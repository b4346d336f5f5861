import type { RequestHandler } from 'express';
import { newsletterConfirmInputSchema, newsletterUnsubscribeInputSchema } from 'contracts';
import type { Services } from '../../services';
import { parseWith } from '../validate';

/** The confirmation page's button: double opt-in, step two. */
export const confirmNewsletter =
  ({ newsletter }: Services): RequestHandler =>
  async (req, res) => {
    const { token } = parseWith(newsletterConfirmInputSchema, req.body);
    res.json(await newsletter.confirm(token));
  };

/** The unsubscribe page's button (and a mail program's RFC 8058 one-click POST, via the page). */
export const unsubscribeNewsletter =
  ({ newsletter }: Services): RequestHandler =>
  async (req, res) => {
    const { token } = parseWith(newsletterUnsubscribeInputSchema, req.body);
    res.json(await newsletter.unsubscribe(token));
  };
