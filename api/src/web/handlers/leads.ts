import type { RequestHandler } from 'express';
import {
  contactRequestInputSchema,
  emailCaptureInputSchema,
  paymentLeadInputSchema,
} from 'contracts';
import type { Services } from '../../services';
import { honeypotFilled } from '../honeypot';
import { parseWith } from '../validate';

export const captureEmail =
  ({ leads }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(emailCaptureInputSchema, req.body);
    const discard = honeypotFilled(req.body);
    res.status(201).json(await leads.captureEmail(input, { discard }));
  };

export const registerPaymentLead =
  ({ leads }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(paymentLeadInputSchema, req.body);
    const discard = honeypotFilled(req.body);
    res.status(201).json(await leads.registerPaymentLead(input, { discard }));
  };

export const requestContact =
  ({ leads }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(contactRequestInputSchema, req.body);
    const discard = honeypotFilled(req.body);
    res.status(201).json(await leads.requestContact(input, { discard }));
  };
