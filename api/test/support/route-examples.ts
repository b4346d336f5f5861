import { createHash, randomUUID } from 'node:crypto';
import { WEB_VITAL_METRICS } from 'contracts';
import type { Db } from '../../src/db/connection';
import { toDbTimestamp } from '../../src/data/rows';
import { lazyServerKeys } from '../../src/services/console/server-keys';
import { tokenHash } from '../../src/services/newsletter';
import type { RouteDef } from '../../src/web/route-def';
import { routeTable } from '../../src/web/routes';
import { propertyRuns } from './property-runs';

/** Seeded records the examples point at (api/src/db/seeds). */
export const SEEDED_EBOOK_ID = '10000000-0000-4000-8000-000000000001';

/** A published board entry the vote examples point at (no seed has feedback: setupExampleRecords). */
export const BOARD_ENTRY_ID = '20000000-0000-4000-8000-000000000001';

/** A subscription the unsubscribe example leaves (again and again: unsubscribing is idempotent). */
export const NEWSLETTER_SUBSCRIPTION_ID = '40000000-0000-4000-8000-000000000001';

/**
 * A confirmation link can confirm once: every confirm example spends a token
 * of a pool of pending subscriptions made for the file (enough for the
 * property runs of the suites that walk every route).
 */
const CONFIRM_POOL_SIZE = propertyRuns() * 4 + 100;
const poolToken = (i: number) =>
  createHash('sha256').update(`example-confirmation-${i}`).digest('base64url');
let confirmExamples = 0;
const unsubscribeExample = { token: '' };
/** A preview token of the seeded e-book, signed with the file's database key. */
const previewExample = { token: '', productToken: '' };
/**
 * The list previews' URLs: a seeded record of each kind where its list shows
 * it, with its token (setupExampleRecords). Without that set-up, the path with
 * an empty token, as the e-book's preview has: enough for a test of the path
 * itself (a wrong method's 405).
 */
const listPreviewExamples = {
  testimonials: '/api/testimonials/preview?token=',
  faqs: '/api/faqs/preview?token=',
  glossary: '/api/glossary/preview?token=',
  roadmap: '/api/roadmap/preview?token=',
};

async function insertNewsletterExamples(db: Db): Promise<void> {
  const now = Date.now();
  const at = toDbTimestamp(new Date(now));
  const expires = toDbTimestamp(new Date(now + 48 * 3600_000));
  const rows = Array.from({ length: CONFIRM_POOL_SIZE }, (_, i) => ({
    id: randomUUID(),
    email: `pool-${i}@example.de`,
    status: 'pending',
    confirm_token_hash: tokenHash(poolToken(i)),
    confirm_token_expires_at: expires,
    confirmation_sent_at: at,
    created_at: at,
  }));
  rows.push({
    ...rows[0]!,
    id: NEWSLETTER_SUBSCRIPTION_ID,
    email: 'abonnentin@example.de',
    status: 'confirmed',
    confirm_token_hash: tokenHash('spent-example-token'),
  });
  await db.batchInsert('newsletter_subscriptions', rows, 200);
  unsubscribeExample.token = (await lazyServerKeys(db)()).unsubscribeToken(
    NEWSLETTER_SUBSCRIPTION_ID,
  );
  const keys = await lazyServerKeys(db)();
  previewExample.token = keys.previewToken('ebook', SEEDED_EBOOK_ID, Date.now() + 24 * 3600_000);
  const product = await db('products').where({ slug: 'pos-system' }).first('id');
  previewExample.productToken = keys.previewToken(
    'product',
    String((product as { id: string }).id),
    Date.now() + 24 * 3600_000,
  );
  const tokenOf = (kind: string, row: { id: string }) =>
    encodeURIComponent(keys.previewToken(kind, row.id, Date.now() + 24 * 3600_000));
  const story = await db('testimonials').orderBy('id').first('id', 'country');
  listPreviewExamples.testimonials = `/api/testimonials/preview?token=${tokenOf('testimonial', story)}&country=${story.country}&language=es`;
  const faq = await db('faqs').orderBy('id').first('id', 'country', 'category', 'language');
  listPreviewExamples.faqs = `/api/faqs/preview?token=${tokenOf('faq', faq)}&country=${faq.country}&category=${faq.category}&language=${faq.language ?? 'es'}`;
  const term = await db('glossary').orderBy('id').first('id', 'country', 'context', 'language');
  listPreviewExamples.glossary = `/api/glossary/preview?token=${tokenOf('glossary', term)}&country=${term.country}&context=${term.context}&language=${term.language ?? 'de'}`;
  const item = await db('roadmap_items').orderBy('id').first('id');
  listPreviewExamples.roadmap = `/api/roadmap/preview?token=${tokenOf('roadmap', item)}&language=fr`;
}

/**
 * Inserts the records the examples need beyond the seeds, once per test
 * file's database: `setupExampleRecords(ctx)` right after `setupTestApp()`.
 */
export function setupExampleRecords(ctx: { db: Db }): void {
  beforeAll(async () => {
    await insertNewsletterExamples(ctx.db);
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
  'get /api/track/pageview.gif': {
    url: '/api/track/pageview.gif?url=%2Febooks&country=DE&language=de',
  },
  'post /api/track/vitals': {
    url: '/api/track/vitals',
    body: () => ({
      pageId: 'verifactu.hub',
      language: 'de',
      country: 'DE',
      deviceType: 'mobile',
      connection: '4g',
      metrics: { LCP: 1234.5 },
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
  'get /api/testimonials': { url: '/api/testimonials?country=ES&language=de' },
  'get /api/ebooks': { url: '/api/ebooks?country=DE&language=es' },
  'get /api/ebooks/featured': { url: '/api/ebooks/featured?country=FR&language=fr&limit=3' },
  'get /api/ebooks/preview': {
    get url() {
      return `/api/ebooks/preview?token=${encodeURIComponent(previewExample.token)}&language=es`;
    },
  },
  'get /api/ebooks/numeric/:numericId': { url: '/api/ebooks/numeric/1?language=fr' },
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
  'get /api/products/:slug': { url: '/api/products/pos-system?language=es' },
  'get /api/products/:slug/preview': {
    get url() {
      return `/api/products/pos-system/preview?token=${encodeURIComponent(previewExample.productToken)}&language=es`;
    },
  },
  'get /api/roadmap': { url: '/api/roadmap?language=es' },
  'get /api/faqs': { url: '/api/faqs?country=ES&category=verifactu' },
  'get /api/glossary': { url: '/api/glossary?country=ES&context=verifactu&language=de' },
  'get /api/testimonials/preview': {
    get url() {
      return listPreviewExamples.testimonials;
    },
  },
  'get /api/faqs/preview': {
    get url() {
      return listPreviewExamples.faqs;
    },
  },
  'get /api/glossary/preview': {
    get url() {
      return listPreviewExamples.glossary;
    },
  },
  'get /api/roadmap/preview': {
    get url() {
      return listPreviewExamples.roadmap;
    },
  },
  'post /api/payment-leads': {
    url: '/api/payment-leads',
    body: () => ({
      email: `laden-${randomUUID().slice(0, 8)}@example.es`,
      provider: 'adyen',
      interestLevel: 'medium',
      visitorId: randomUUID(),
    }),
  },
  'post /api/contact-requests': {
    url: '/api/contact-requests',
    body: () => ({
      name: 'Carmen Ruiz',
      email: `carmen-${randomUUID().slice(0, 8)}@example.es`,
      phone: '+34 612 345 678',
      business: 'Peluquería Carmen',
      message: 'Me gustaría una web con reservas online para mi peluquería.',
      productSlug: 'website-loesung',
      visitorId: randomUUID(),
      country: 'ES',
      language: 'es',
    }),
  },
  'post /api/newsletter/confirm': {
    url: '/api/newsletter/confirm',
    body: () => ({ token: poolToken(confirmExamples++) }),
  },
  'post /api/newsletter/unsubscribe': {
    url: '/api/newsletter/unsubscribe',
    body: () => ({ token: unsubscribeExample.token }),
  },
  'post /api/feedback': {
    url: '/api/feedback',
    body: () => ({ feedbackText: 'Die Seite lädt schnell, danke!', visitorId: randomUUID() }),
  },
  'post /api/search/misses': {
    url: '/api/search/misses',
    body: () => ({ query: 'Kasse für Friseur', language: 'de' }),
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
  /**
   * Aggregates (the Web Vitals histograms): a write adds to this column's
   * sum, one per metric the body carries, instead of adding rows.
   */
  sums?: { column: string; perWrite: (body: unknown) => number };
}

/** What a write route has stored so far: its rows, or the sum of an aggregate's counts. */
export async function storedIn(db: Db, { table, sums }: WriteTarget): Promise<number> {
  const [row] = await (sums ? db(table).sum({ n: sums.column }) : db(table).count({ n: '*' }));
  return Number(row?.n ?? 0);
}

/** What an accepted write of `body` adds to `storedIn` (a filled honeypot: nothing). */
export const storedPerWrite = (target: WriteTarget, body: unknown): number =>
  target.sums?.perWrite(body) ?? target.rowsPerWrite;

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
  '/api/track/vitals': {
    table: 'web_vitals',
    honeypot: false,
    rowsPerWrite: 1,
    answersRow: false,
    sums: {
      column: 'samples',
      // One per metric the contract knows (others are dropped by the schema).
      perWrite: (body) => {
        const { metrics } = body as { metrics: Record<string, unknown> };
        return WEB_VITAL_METRICS.filter((metric) => metrics[metric] !== undefined).length;
      },
    },
  },
  '/api/consent': record('consent_log', false),
  // One count per query, language and day: a miss adds one to `searches`.
  '/api/search/misses': {
    table: 'search_misses',
    honeypot: false,
    rowsPerWrite: 1,
    answersRow: false,
    sums: { column: 'searches', perWrite: () => 1 },
  },
  '/api/email/capture': record('email_captures', true),
  '/api/payment-leads': record('payment_leads', true),
  '/api/contact-requests': record('contact_requests', true),
  // Both change a subscription's state, neither adds a row.
  '/api/newsletter/confirm': {
    table: 'newsletter_subscriptions',
    honeypot: false,
    rowsPerWrite: 0,
    answersRow: false,
  },
  '/api/newsletter/unsubscribe': {
    table: 'newsletter_subscriptions',
    honeypot: false,
    rowsPerWrite: 0,
    answersRow: false,
  },
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
