import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RequestHandler } from 'express';
import {
  erasureInputSchema,
  leadExportQuerySchema,
  leadListQuerySchema,
  paymentLeadStatusInputSchema,
  type SalesLeadType,
} from 'contracts';
import type { Services } from '../../../services';
import { parseWith } from '../../validate';
import { leadCsvChunks } from '../csv';
import { actorOf } from '../guards';

export const listLeads =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.json(
      await admin.leadDesk.list(actorOf(req, res), parseWith(leadListQuerySchema, req.query)),
    );
  };

/** Streams the CSV as it reads: the next batch is read only when the client has taken the last. */
export const exportLeads =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const query = parseWith(leadExportQuerySchema, req.query);
    const actor = actorOf(req, res);
    const batches = await admin.leadDesk.export(actor, query);
    const day = admin.clock().toISOString().slice(0, 10);
    res.status(200).set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
    });
    await pipeline(Readable.from(leadCsvChunks(actor.user.language, batches)), res);
  };

/** A pre-registration's or contact request's status and note. */
export const setSalesLeadStatus =
  (type: SalesLeadType) =>
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(paymentLeadStatusInputSchema, req.body);
    res.json(
      await admin.leadDesk.setSalesStatus(actorOf(req, res), type, String(req.params.id), input),
    );
  };

export const eraseEmail =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const { email } = parseWith(erasureInputSchema, req.body);
    res.json(await admin.erasure.erase(actorOf(req, res), email));
  };
