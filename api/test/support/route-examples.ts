import { randomUUID } from 'node:crypto';
import { routeTable, type RouteDef } from '../../src/web/routes';

/** Seeded records the examples point at (api/src/db/seeds). */
export const SEEDED_EBOOK_ID = '10000000-0000-4000-8000-000000000001';

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
};

export const routeKey = (route: RouteDef) => `${route.method} ${route.path}`;

export function exampleFor(route: RouteDef) {
  const example = examples[routeKey(route)];
  if (!example) throw new Error(`No example request for ${routeKey(route)} in route-examples.ts`);
  return example;
}

/** The table each write route appends to, and whether it has the lead forms' honeypot. */
export const writeTables: Record<string, { table: string; honeypot: boolean }> = {
  '/api/track/pageview': { table: 'page_views', honeypot: false },
  '/api/track/download': { table: 'downloads', honeypot: false },
  '/api/consent': { table: 'consent_log', honeypot: false },
  '/api/email/capture': { table: 'email_captures', honeypot: true },
  '/api/payment-leads': { table: 'payment_leads', honeypot: true },
  '/api/feedback': { table: 'customer_feedback', honeypot: true },
};

export const postRoutes = routeTable.filter((route) => route.method === 'post');
export const getRoutes = routeTable.filter((route) => route.method === 'get');

export function writeTableOf(route: RouteDef) {
  const target = writeTables[route.path];
  if (!target) throw new Error(`No table for ${route.path} in route-examples.ts`);
  return target;
}
