import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/connection';
import { toDbTimestamp } from '../../src/data/rows';
import { routeTable, type RouteDef } from '../../src/web/routes';

/** Seeded records the examples point at (api/src/db/seeds). */
export const SEEDED_EBOOK_ID = '10000000-0000-4000-8000-000000000001';

/** A published board entry the vote examples point at (no seed has feedback: setupExampleRecords). */
export const BOARD_ENTRY_ID = '20000000-0000-4000-8000-000000000001';

/**
 * Inserts the records the examples need beyond the seeds, once per test
 * file's database: `setupExampleRecords(ctx)` right after `setupTestApp()`.
 */
export function setupExampleRecords(ctx: { db: Db }): void {
  beforeAll(async () => {
    await ctx
      .db('customer_feedback')
      .insert({
        id: BOARD_ENTRY_ID,
        feedback_text: 'Eine Terminbuchung direkt auf der Website wäre super.',
        created_at: toDbTimestamp(),
        language: 'de',
        country: 'DE',
        moderation: 'published',
      })
      .onConflict('id')
      .ignore();
  });
}

/**
 * One valid request per route of the route table, keyed `method path`. Tests
 * that walk every route (response contracts, rate limits, hostile input)
 * start from these; a new route without an example fails `exampleFor`.
 */
const examples: Record<string, { url: string; body?: () => Record<string, unknown> }> = {
  'get /healthz': { url: '/healthz' },
  'get /readyz': { url: '/readyz' },
  'get /api/openapi.json': { url: '/api/openapi.json' },
  'get /api/tracking-pixels/active': { url: '/api/tracking-pixels/active' },
  'post /api/track/pageview': {
    url: '/api/track/pageview',
    body: () => ({
      visitorId: randomUUID(),
      url: '/de_DE/ebooks',
      deviceType: 'mobile',
      userAgent: 'Mozilla/5.0 (iPhone)',
    }),
  },
  'get /api/consent/config': { url: '/api/consent/config?language=es' },
  'post /api/consent': {
    url: '/api/consent',
    body: () => ({
      consentId: randomUUID(),
      categories: { statistics: true, marketing: false },
      revision: '0123456789abcdef',
      action: 'save-selection',
      language: 'de',
      country: 'DE',
    }),
  },
  'post /api/track/download': {
    url: '/api/track/download',
    body: () => ({
      visitorId: randomUUID(),
      ebookCategory: 'Facebook',
      ebookId: SEEDED_EBOOK_ID,
      deviceType: 'desktop',
    }),
  },
  'get /api/testimonials': { url: '/api/testimonials' },
  'get /api/ebooks': { url: '/api/ebooks?country=DE' },
  'get /api/ebooks/numeric/:numericId': { url: '/api/ebooks/numeric/1' },
  'get /api/ebooks/:id': { url: `/api/ebooks/${SEEDED_EBOOK_ID}` },
  'get /api/ebooks/:id/cover.svg': { url: `/api/ebooks/${SEEDED_EBOOK_ID}/cover.svg?language=es` },
  'get /api/ebooks/:id/cover.png': { url: `/api/ebooks/${SEEDED_EBOOK_ID}/cover.png?language=fr` },
  'get /api/stats/downloads': { url: '/api/stats/downloads?category=Facebook' },
  'post /api/email/capture': {
    url: '/api/email/capture',
    body: () => ({
      visitorId: randomUUID(),
      email: `leser-${randomUUID().slice(0, 8)}@example.de`,
      newsletterOptIn: false,
      ebookCategory: 'Facebook',
      ebookId: SEEDED_EBOOK_ID,
    }),
  },
  'get /api/products/brand/:brand': { url: '/api/products/brand/hellocash?country=DE' },
  'get /api/products/:slug': { url: '/api/products/pos-system' },
  'get /api/faqs': { url: '/api/faqs?country=ES&category=verifactu' },
  'get /api/glossary': { url: '/api/glossary?country=ES&context=verifactu&language=de' },
  'post /api/payment-leads': {
    url: '/api/payment-leads',
    body: () => ({
      email: `laden-${randomUUID().slice(0, 8)}@example.es`,
      provider: 'adyen',
      interestLevel: 'medium',
      visitorId: randomUUID(),
    }),
  },
  'post /api/feedback': {
    url: '/api/feedback',
    body: () => ({ feedbackText: 'Die Seite lädt schnell, danke!', visitorId: randomUUID() }),
  },
  'get /api/feedback/board': { url: '/api/feedback/board?sort=newest&status=open&limit=5' },
  'get /api/feedback/board/roadmap': { url: '/api/feedback/board/roadmap' },
  // Each call another visitor: every accepted vote is a new row.
  'post /api/feedback/board/votes': {
    url: '/api/feedback/board/votes',
    body: () => ({ entryId: BOARD_ENTRY_ID, voterKey: randomUUID() }),
  },
  'post /api/feedback/board/votes/withdraw': {
    url: '/api/feedback/board/votes/withdraw',
    body: () => ({ entryId: BOARD_ENTRY_ID, voterKey: randomUUID() }),
  },
};

export const routeKey = (route: RouteDef) => `${route.method} ${route.path}`;

export function exampleFor(route: RouteDef) {
  const example = examples[routeKey(route)];
  if (!example) throw new Error(`No example request for ${routeKey(route)} in route-examples.ts`);
  return example;
}

/** What a write route does to its table. */
export interface WriteTarget {
  table: string;
  /** Whether it has the lead forms' honeypot (a filled one stores nothing). */
  honeypot: boolean;
  /** Rows an accepted write of the example adds: one record; none for taking back a vote nobody gave. */
  rowsPerWrite: 0 | 1;
  /** The answer is the stored row (its `id`); a vote answers the entry's count instead. */
  answersRow: boolean;
}

const record = (table: string, honeypot: boolean): WriteTarget => ({
  table,
  honeypot,
  rowsPerWrite: 1,
  answersRow: true,
});

/** The table each write route writes to. */
export const writeTables: Record<string, WriteTarget> = {
  '/api/track/pageview': record('page_views', false),
  '/api/track/download': record('downloads', false),
  '/api/consent': record('consent_log', false),
  '/api/email/capture': record('email_captures', true),
  '/api/payment-leads': record('payment_leads', true),
  '/api/feedback': record('customer_feedback', true),
  '/api/feedback/board/votes': {
    table: 'feedback_votes',
    honeypot: true,
    rowsPerWrite: 1,
    answersRow: false,
  },
  '/api/feedback/board/votes/withdraw': {
    table: 'feedback_votes',
    honeypot: true,
    rowsPerWrite: 0,
    answersRow: false,
  },
};

/** The status of the route's success answer (its first documented response). */
export const successStatus = (route: RouteDef): number => Number(Object.keys(route.responses)[0]);

export const postRoutes = routeTable.filter((route) => route.method === 'post');
export const getRoutes = routeTable.filter((route) => route.method === 'get');

export function writeTableOf(route: RouteDef) {
  const target = writeTables[route.path];
  if (!target) throw new Error(`No table for ${route.path} in route-examples.ts`);
  return target;
}
