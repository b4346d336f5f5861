import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RequestHandler } from 'express';
import { campaignExportQuerySchema, campaignReportQuerySchema } from 'contracts';
import type { Services } from '../../../services';
import { parseWith } from '../../validate';
import { campaignCsvChunks } from '../csv';
import { actorOf } from '../guards';

export const campaignReport =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await admin.campaigns.report(parseWith(campaignReportQuerySchema, req.query)));
  };

/** The report's rows as CSV, like the leads desk's export (one row per campaign: no paging needed). */
export const exportCampaigns =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const rows = await admin.campaigns.rows(parseWith(campaignExportQuerySchema, req.query));
    const day = admin.clock().toISOString().slice(0, 10);
    res.status(200).set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="kampagnen-${day}.csv"`,
    });
    await pipeline(Readable.from(campaignCsvChunks(actorOf(req, res).user.language, rows)), res);
  };
