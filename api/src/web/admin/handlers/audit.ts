import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RequestHandler } from 'express';
import { auditExportQuerySchema, auditQuerySchema } from 'contracts';
import type { Services } from '../../../services';
import { parseWith } from '../../validate';
import { auditCsvChunks } from '../audit-csv';
import { actorOf } from '../guards';

export const listAudit =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await admin.audit.list(parseWith(auditQuerySchema, req.query)));
  };

/** Every entry under the page's filters as CSV (headers in the member's language), newest first. */
export const exportAudit =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const query = parseWith(auditExportQuerySchema, req.query);
    const actor = actorOf(req, res);
    const entries = await admin.audit.export(actor, query);
    const day = admin.clock().toISOString().slice(0, 10);
    res.status(200).set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="audit-log-${day}.csv"`,
    });
    const chunks = auditCsvChunks(actor.user.language, entries);
    await pipeline(Readable.from(chunks), res);
  };
