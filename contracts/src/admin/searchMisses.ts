import { z } from 'zod';
import { languageSchema } from '../locale';

/** How many queries the report lists at most (the most counted first). */
export const SEARCH_MISSES_REPORT_LIMIT = 200;

/**
 * 200 of GET /api/admin/stats/search-misses?days=: the queries without
 * results of the period, per language, the most counted first (then the
 * most recent), with the last day each was counted.
 */
export const searchMissesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  misses: z.array(
    z.object({
      query: z.string(),
      language: languageSchema,
      count: z.number().int(),
      lastDay: z.string(),
    }),
  ),
});
export type SearchMissesReport = z.infer<typeof searchMissesReportSchema>;
