import type { RequestHandler } from 'express';
import { statsQuerySchema, webVitalsStatsQuerySchema } from 'contracts';
import type { Services } from '../../../services';
import type { DashboardService } from '../../../services/console/dashboard';
import { parseWith } from '../../validate';

/** One handler per figure, each `?days=` of the same periods. */
const figure =
  (name: keyof DashboardService) =>
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const { days } = parseWith(statsQuerySchema, req.query);
    res.json(await admin.dashboard[name](days));
  };

export const visitsStats = figure('visits');
export const downloadsStats = figure('downloads');
export const leadsPerWeekStats = figure('leadsPerWeek');
export const preRegistrationStats = figure('preRegistrations');

/** The console's 'Suchbegriffe ohne Treffer': the period's queries that found nothing. */
export const searchMissesReport =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await admin.searchMisses.report(parseWith(statsQuerySchema, req.query)));
  };

/** The console's 'Web Vitals': p75 per page and language, ratings and a metric's trend. */
export const webVitalsStats =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await admin.webVitals.stats(parseWith(webVitalsStatsQuerySchema, req.query)));
  };
