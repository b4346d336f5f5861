import express, { type Request, type RequestHandler, type Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { parseLocale } from 'shared-ui';
import {
  boundedQuery,
  pageNumber,
  PAGE_PARAM,
  QUERY_PARAM,
  SEARCH_PATH,
} from '../../src/features/search/searchAnswer';
import type { SearchFn, SearchInput } from '../../src/features/search/searchQuery';
import type { SiteSearch } from './siteSearch';

/**
 * Searches a visitor may ask for per minute (SEARCH_RATE_LIMIT): a search
 * costs the server work no cache saves (every query its own URL), so it is
 * limited per address like the API's writes; a person typing never gets
 * close. The page and the JSON answers count together.
 */
export function searchRateLimit(limit: number): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // The header's empty field and the page without a query cost nothing.
    skip: (req) => !boundedQuery(queryOf(req)),
    handler: (_req, res) => {
      res.status(429).type('text/plain').send('Zu viele Suchanfragen. Bitte warte kurz.');
    },
  });
}

const queryOf = (req: Request) => {
  const value = req.query[QUERY_PARAM];
  return typeof value === 'string' ? value : undefined;
};

export interface SearchRoutesOptions {
  search: SiteSearch;
  /** Counts a query without results (cookieless, see searchMisses.ts). */
  countMiss: (req: Request, input: SearchInput) => void;
  rateLimit: number;
}

/**
 * The search for the server's pages (`searchFor`: counting queries without
 * results), and the same answers as JSON for the browser: the search page
 * on a client-side navigation, and the header's suggestions (`vorschlag=1`:
 * not counted, typing is no search). The search page itself is limited here.
 */
export function searchRoutes({ search, countMiss, rateLimit: limit }: SearchRoutesOptions) {
  const limited = searchRateLimit(limit);
  const searchFor =
    (req: Request): SearchFn =>
    async (input) => {
      const answer = await search.search(input);
      if (answer.total === 0 && answer.query) countMiss(req, input);
      return answer;
    };
  const router: Router = express.Router();
  router.get(`/:locale/${SEARCH_PATH}`, limited);
  router.get(`/:locale/${SEARCH_PATH}.json`, limited, async (req, res, next) => {
    const locale = parseLocale(String(req.params.locale));
    if (!locale) return next();
    const input = {
      ...locale,
      query: boundedQuery(queryOf(req)),
      page: pageNumber(typeof req.query[PAGE_PARAM] === 'string' ? req.query[PAGE_PARAM] : ''),
    };
    try {
      const answer =
        req.query.vorschlag === '1' ? await search.search(input) : await searchFor(req)(input);
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('X-Robots-Tag', 'noindex');
      res.json(answer);
    } catch (error) {
      next(error);
    }
  });
  return { router, searchFor };
}
