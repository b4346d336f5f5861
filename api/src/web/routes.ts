import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import {
  activeTrackingPixelSchema,
  boardListQuerySchema,
  boardPageSchema,
  boardVoterCookieSchema,
  boardVoterHeadersSchema,
  brandParamSchema,
  consentConfigQuerySchema,
  consentConfigSchema,
  consentInputSchema,
  consentRecordSchema,
  contactRequestInputSchema,
  contactRequestRecordSchema,
  contentLanguageQuerySchema,
  contentListQuerySchema,
  downloadInputSchema,
  downloadRecordSchema,
  downloadStatsQuerySchema,
  downloadStatsSchema,
  ebookCoverQuerySchema,
  ebookDetailSchema,
  ebookPreviewQuerySchema,
  ebookListItemSchema,
  emailCaptureInputSchema,
  emailCaptureRecordSchema,
  faqPreviewQuerySchema,
  faqQuerySchema,
  faqSchema,
  featuredEbooksQuerySchema,
  feedbackInputSchema,
  feedbackSchema,
  glossaryEntrySchema,
  glossaryPreviewQuerySchema,
  glossaryQuerySchema,
  healthStatusSchema,
  newsletterConfirmedSchema,
  newsletterConfirmInputSchema,
  newsletterUnsubscribedSchema,
  newsletterUnsubscribeInputSchema,
  numericIdParamSchema,
  PAGE_VIEW_BEACON_PATH,
  pageViewBeaconQuerySchema,
  pageViewInputSchema,
  pageViewRecordSchema,
  paymentLeadInputSchema,
  paymentLeadRecordSchema,
  previewQuerySchema,
  productSchema,
  roadmapItemSchema,
  roadmapVotesSchema,
  slugParamSchema,
  testimonialPreviewQuerySchema,
  testimonialSchema,
  uuidParamSchema,
  voteInputSchema,
  voteResultSchema,
  WEB_VITALS_BEACON_PATH,
  webVitalsBeaconSchema,
  searchMissInputSchema,
} from 'contracts';
import type { Services } from '../services';
import { adminRouteTable } from './admin/routes';
import { listBoard, roadmapVotes, voteOnBoard, withdrawVote } from './handlers/board';
import {
  downloadStats,
  getEbookById,
  getEbookPreview,
  getEbookByNumericId,
  getProductBySlug,
  getProductPreview,
  listEbooks,
  listFaqs,
  listFaqsPreview,
  listFeaturedEbooks,
  listGlossary,
  listGlossaryPreview,
  listProductsByBrand,
  listRoadmap,
  listRoadmapPreview,
  listTestimonials,
  listTestimonialsPreview,
} from './handlers/content';
import { consentConfig, recordConsent } from './handlers/consent';
import { ebookCover } from './handlers/covers';
import { submitFeedback } from './handlers/feedback';
import { liveness, readiness } from './handlers/health';
import { captureEmail, registerPaymentLead, requestContact } from './handlers/leads';
import { confirmNewsletter, unsubscribeNewsletter } from './handlers/newsletter';
import {
  countSearchMiss,
  listActivePixels,
  trackDownload,
  trackPageView,
  trackPageViewBeacon,
  trackWebVitals,
} from './handlers/tracking';
import { methodNotAllowed } from './middleware/method-not-allowed';
import { buildOpenApiDocument } from './openapi';
import type { CachePolicy, ResponseCache } from './response-cache';
import type { RouteDef } from './route-def';

export type { RouteDef } from './route-def';
import { openApiDocumentSchema } from './openapi-document-schema';

const list = <T extends z.ZodType>(item: T) => z.array(item);

/**
 * Content (e-books, products, stories, FAQs, glossary, roadmap) changes
 * through the console, whose writes drop it (`invalidates: 'content'`, on
 * every instance through REDIS_URL). Browsers may keep it for the TTL
 * (max-age 60), on purpose: pages are rendered by the shell's server, which
 * asks the API on every render (Node's fetch keeps no HTTP cache) and keeps a
 * page a second at most, so the page itself is fresh within 2 s; only a
 * browser that fetched the same answer itself (a client-side navigation) may
 * show it up to a minute later, which is acceptable for public content and
 * spares the API a request per navigation.
 */
const contentCache: CachePolicy = { tag: 'content', browser: 'ttl' };
/** Counts change with every tracked download, which drops them at once; browsers revalidate. */
const downloadCountsCache: CachePolicy = { tag: 'downloads', browser: 'revalidate' };
/** Ranked by downloads: dropped with the counts, and with the console's content changes (an e-book switched on or off). */
const featuredEbooksCache: CachePolicy = { tag: ['downloads', 'content'], browser: 'revalidate' };
/**
 * What the console's pixel changes alter (the pixels, the consent services
 * and revision): dropped by every such change, and revalidated by browsers,
 * so a switched-off pixel is gone on the next page view.
 */
const pixelsCache: CachePolicy = { tag: 'pixels', browser: 'revalidate' };

/** Every route, one line each (kept that way: a route is read as a row). */
// prettier-ignore
export const routeTable: readonly RouteDef[] = [
  { method: 'get', path: '/healthz', summary: 'Liveness', handler: liveness, responses: { 200: healthStatusSchema }, usesDatabase: false },
  { method: 'get', path: '/readyz', summary: 'Readiness (Datenbank erreichbar)', handler: readiness, responses: { 200: healthStatusSchema } },
  { method: 'get', path: '/api/openapi.json', summary: 'Dieses OpenAPI-3.1-Dokument', handler: () => openApiHandler, responses: { 200: openApiDocumentSchema }, usesDatabase: false },
  { method: 'get', path: '/api/tracking-pixels/active', summary: 'Aktive Tracking-Pixel', handler: listActivePixels, responses: { 200: list(activeTrackingPixelSchema) }, cache: pixelsCache },
  { method: 'post', path: '/api/track/pageview', summary: 'Seitenaufruf erfassen', handler: trackPageView, request: { body: pageViewInputSchema }, responses: { 201: pageViewRecordSchema } },
  { method: 'get', path: PAGE_VIEW_BEACON_PATH, summary: 'Seitenaufruf ohne JavaScript erfassen (<noscript>-Bild, GIF 1×1; Kampagne aus dem Referer)', handler: trackPageViewBeacon, request: { query: pageViewBeaconQuerySchema }, responses: { 200: z.string() }, errors: [400], produces: 'image/gif' },
  { method: 'post', path: WEB_VITALS_BEACON_PATH, summary: 'Web Vitals einer Seitenansicht (Beacon, ohne Kennung): nur Histogramme je Tag, Seite, Sprache und Geräteklasse', handler: trackWebVitals, request: { body: webVitalsBeaconSchema }, responses: { 204: z.undefined() } },
  { method: 'post', path: '/api/search/misses', summary: 'Suche ohne Treffer zählen (ohne Cookie und Kennung: nur der Suchbegriff, normalisiert und gekürzt, Sprache und Tag)', handler: countSearchMiss, request: { body: searchMissInputSchema }, responses: { 204: z.undefined() } },
  { method: 'get', path: '/api/consent/config', summary: 'Consent-Konfiguration: Kategorien, Dienste, Revision', handler: consentConfig, request: { query: consentConfigQuerySchema }, responses: { 200: consentConfigSchema }, cache: pixelsCache },
  { method: 'post', path: '/api/consent', summary: 'Einwilligung nachweisen (Wahl, Änderung, Widerruf)', handler: recordConsent, request: { body: consentInputSchema }, responses: { 201: consentRecordSchema } },
  { method: 'post', path: '/api/track/download', summary: 'Download erfassen', handler: trackDownload, request: { body: downloadInputSchema }, responses: { 201: downloadRecordSchema }, invalidates: 'downloads' },
  { method: 'get', path: '/api/testimonials', summary: 'Kundenstimmen (?country= Land der Unternehmen, ?language= Sprache der Texte)', handler: listTestimonials, request: { query: contentListQuerySchema }, responses: { 200: list(testimonialSchema) }, cache: contentCache },
  { method: 'get', path: '/api/testimonials/preview', summary: 'Vorschau: Kundenstimmen wie /api/testimonials, dazu die (auch inaktive) Kundenstimme des Tokens aus der Konsole, markiert (nie gecacht)', handler: listTestimonialsPreview, request: { query: testimonialPreviewQuerySchema }, responses: { 200: list(testimonialSchema) }, errors: [400, 404] },
  { method: 'get', path: '/api/ebooks', summary: 'E-Books (?language=: Texte in der Sprache, sonst in der eigenen)', handler: listEbooks, request: { query: contentListQuerySchema }, responses: { 200: list(ebookListItemSchema) }, cache: contentCache },
  { method: 'get', path: '/api/ebooks/featured', summary: 'Meistgeladene E-Books eines Landes (Startseite; bei Gleichstand die neuesten)', handler: listFeaturedEbooks, request: { query: featuredEbooksQuerySchema }, responses: { 200: list(ebookListItemSchema) }, cache: featuredEbooksCache },
  { method: 'get', path: '/api/ebooks/preview', summary: 'Vorschau eines (auch inaktiven) E-Books mit Token aus der Konsole (nie gecacht)', handler: getEbookPreview, request: { query: ebookPreviewQuerySchema }, responses: { 200: ebookDetailSchema }, errors: [400, 404] },
  { method: 'get', path: '/api/ebooks/numeric/:numericId', summary: 'E-Book nach numerischer ID', handler: getEbookByNumericId, request: { params: { numericId: numericIdParamSchema }, query: contentLanguageQuerySchema }, responses: { 200: ebookDetailSchema }, errors: [400, 404], cache: contentCache },
  { method: 'get', path: '/api/ebooks/:id', summary: 'E-Book nach UUID', handler: getEbookById, request: { params: { id: uuidParamSchema }, query: contentLanguageQuerySchema }, responses: { 200: ebookDetailSchema }, errors: [400, 404], cache: contentCache },
  { method: 'get', path: '/api/ebooks/:id/cover.svg', summary: 'E-Book-Cover als Buch (SVG, ?language=, ?v= für ein Jahr cachebar)', handler: ebookCover('svg'), request: { params: { id: uuidParamSchema }, query: ebookCoverQuerySchema }, responses: { 200: z.string() }, errors: [400, 404], produces: 'image/svg+xml' },
  { method: 'get', path: '/api/ebooks/:id/cover.png', summary: 'E-Book-Vorschaubild 1200×630 (PNG, og:image)', handler: ebookCover('png'), request: { params: { id: uuidParamSchema }, query: ebookCoverQuerySchema }, responses: { 200: z.string() }, errors: [400, 404], produces: 'image/png' },
  { method: 'get', path: '/api/stats/downloads', summary: 'Downloads je Kategorie', handler: downloadStats, request: { query: downloadStatsQuerySchema }, responses: { 200: downloadStatsSchema }, cache: downloadCountsCache },
  { method: 'post', path: '/api/email/capture', summary: 'E-Mail erfassen (E-Book-Dialog; newsletterOptIn: Bestätigungs-Mail, Double-Opt-in)', handler: captureEmail, request: { body: emailCaptureInputSchema }, responses: { 201: emailCaptureRecordSchema } },
  { method: 'post', path: '/api/newsletter/confirm', summary: 'Newsletter: Adresse bestätigen (Link der Bestätigungs-Mail, 48 h)', handler: confirmNewsletter, request: { body: newsletterConfirmInputSchema }, responses: { 200: newsletterConfirmedSchema }, errors: [404, 409, 410] },
  { method: 'post', path: '/api/newsletter/unsubscribe', summary: 'Newsletter: abmelden (Link jeder Newsletter-Mail)', handler: unsubscribeNewsletter, request: { body: newsletterUnsubscribeInputSchema }, responses: { 200: newsletterUnsubscribedSchema }, errors: [404] },
  { method: 'get', path: '/api/products/brand/:brand', summary: 'Aktive Produkte einer Marke', handler: listProductsByBrand, request: { params: { brand: brandParamSchema }, query: contentListQuerySchema }, responses: { 200: list(productSchema) }, errors: [404], cache: contentCache },
  { method: 'get', path: '/api/products/:slug', summary: 'Aktives Produkt nach Slug', handler: getProductBySlug, request: { params: { slug: slugParamSchema }, query: contentLanguageQuerySchema }, responses: { 200: productSchema }, errors: [404], cache: contentCache },
  { method: 'get', path: '/api/products/:slug/preview', summary: 'Vorschau eines (auch inaktiven) Produkts mit Token aus der Konsole (nie gecacht)', handler: getProductPreview, request: { params: { slug: slugParamSchema }, query: previewQuerySchema }, responses: { 200: productSchema }, errors: [400, 404] },
  { method: 'get', path: '/api/faqs', summary: 'FAQs', handler: listFaqs, request: { query: faqQuerySchema }, responses: { 200: list(faqSchema) }, cache: contentCache },
  { method: 'get', path: '/api/faqs/preview', summary: 'Vorschau: FAQs wie /api/faqs, dazu die (auch inaktive) FAQ des Tokens aus der Konsole, markiert (nie gecacht)', handler: listFaqsPreview, request: { query: faqPreviewQuerySchema }, responses: { 200: list(faqSchema) }, errors: [400, 404] },
  { method: 'get', path: '/api/glossary', summary: 'Glossar', handler: listGlossary, request: { query: glossaryQuerySchema }, responses: { 200: list(glossaryEntrySchema) }, cache: contentCache },
  { method: 'get', path: '/api/glossary/preview', summary: 'Vorschau: Glossar wie /api/glossary, dazu der (auch inaktive) Eintrag des Tokens aus der Konsole, markiert (nie gecacht)', handler: listGlossaryPreview, request: { query: glossaryPreviewQuerySchema }, responses: { 200: list(glossaryEntrySchema) }, errors: [400, 404] },
  { method: 'get', path: '/api/roadmap', summary: 'Ausblick: aktive Roadmap-Einträge in Reihenfolge (?language=; sonst Deutsch), aktuelle markiert', handler: listRoadmap, request: { query: contentLanguageQuerySchema }, responses: { 200: list(roadmapItemSchema) }, cache: contentCache },
  { method: 'get', path: '/api/roadmap/preview', summary: 'Vorschau: Ausblick wie /api/roadmap, dazu der (auch ausgeblendete) Eintrag des Tokens aus der Konsole, markiert (nie gecacht)', handler: listRoadmapPreview, request: { query: previewQuerySchema }, responses: { 200: list(roadmapItemSchema) }, errors: [400, 404] },
  { method: 'post', path: '/api/payment-leads', summary: 'Zahlungs-Vorregistrierung', handler: registerPaymentLead, request: { body: paymentLeadInputSchema }, responses: { 201: paymentLeadRecordSchema } },
  { method: 'post', path: '/api/contact-requests', summary: 'Beratung anfragen (Produktseite)', handler: requestContact, request: { body: contactRequestInputSchema }, responses: { 201: contactRequestRecordSchema }, errors: [404] },
  { method: 'post', path: '/api/feedback', summary: 'Feedback senden', handler: submitFeedback, request: { body: feedbackInputSchema }, responses: { 201: feedbackSchema } },
  { method: 'get', path: '/api/feedback/board', summary: 'Ideen-Board: veröffentlichte Einträge', handler: listBoard, request: { query: boardListQuerySchema, headers: boardVoterHeadersSchema, cookies: boardVoterCookieSchema }, responses: { 200: boardPageSchema } },
  { method: 'get', path: '/api/feedback/board/roadmap', summary: 'Ideen-Board: Stimmen je Roadmap-Eintrag', handler: roadmapVotes, responses: { 200: roadmapVotesSchema } },
  { method: 'post', path: '/api/feedback/board/votes', summary: 'Ideen-Board: abstimmen (doppelt zählt einmal)', handler: voteOnBoard, request: { body: voteInputSchema, cookies: boardVoterCookieSchema }, responses: { 201: voteResultSchema }, errors: [403, 404, 429] },
  { method: 'post', path: '/api/feedback/board/votes/withdraw', summary: 'Ideen-Board: Stimme zurücknehmen', handler: withdrawVote, request: { body: voteInputSchema, cookies: boardVoterCookieSchema }, responses: { 200: voteResultSchema }, errors: [403, 404] },
];

let openApiDocument: Record<string, unknown> | undefined;

/** Built once, on first request: the tables do not change at runtime. */
const openApiHandler: RequestHandler = (_req, res) => {
  openApiDocument ??= buildOpenApiDocument([...routeTable, ...adminRouteTable]);
  res.json(openApiDocument);
};

export interface RouterOptions {
  cache: ResponseCache;
  /** Run before every write (rate limit, body parsing); reads, the hot path, skip them. */
  writeGuards: RequestHandler[];
}

/** The Express router of the route table; other methods on its paths get 405. */
export function routes(services: Services, { cache, writeGuards }: RouterOptions): Router {
  const r = Router();
  const methodsByPath = new Map<string, RouteDef['method'][]>();
  for (const route of routeTable) {
    const chain: RequestHandler[] = route.method === 'post' ? [...writeGuards] : [];
    if (route.cache) chain.push(cache.serve(route.cache));
    if (route.invalidates) chain.push(cache.invalidateOnSuccess(route.invalidates));
    r[route.method](route.path, ...chain, route.handler(services));
    methodsByPath.set(route.path, [...(methodsByPath.get(route.path) ?? []), route.method]);
  }
  // After every route: `/api/ebooks/numeric/1` must reach its GET before `/api/ebooks/:id`'s 405.
  for (const [path, methods] of methodsByPath) r.all(path, methodNotAllowed(methods));
  return r;
}
