import { SEARCH_MISSES_REPORT_LIMIT, type SearchMissesReport, type StatsQuery } from 'contracts';
import type { Db } from '../../db/connection';
import { searchMissCounts } from '../../data/search-misses';
import type { Clock } from './clock';
import { isoDay, periodStart } from './dashboard';

export interface SearchMissesService {
  report(query: StatsQuery): Promise<SearchMissesReport>;
}

/** The console's 'Suchbegriffe ohne Treffer' (admin, editor): the period's queries that found nothing. */
export function searchMissesService(db: Db, clock: Clock): SearchMissesService {
  return {
    report: async ({ days }) => {
      const now = clock();
      const range = { from: isoDay(periodStart(now, days)), to: isoDay(now) };
      const misses = await searchMissCounts(db, range, SEARCH_MISSES_REPORT_LIMIT);
      return { ...range, misses: misses as SearchMissesReport['misses'] };
    },
  };
}
