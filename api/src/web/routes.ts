import { Router } from 'express';
import type { Services } from '../services';
import {
  downloadStats,
  getEbookById,
  getEbookByNumericId,
  getProductBySlug,
  listEbooks,
  listFaqs,
  listGlossary,
  listProductsByBrand,
  listTestimonials,
} from './handlers/content';
import { submitFeedback } from './handlers/feedback';
import { liveness, readiness } from './handlers/health';
import { captureEmail, registerPaymentLead } from './handlers/leads';
import { listActivePixels, trackDownload, trackPageView } from './handlers/tracking';

/** Every route, one line each. */
export function routes(services: Services): Router {
  const r = Router();
  r.get('/healthz', liveness());
  r.get('/readyz', readiness(services));
  r.get('/api/tracking-pixels/active', listActivePixels(services));
  r.post('/api/track/pageview', trackPageView(services));
  r.post('/api/track/download', trackDownload(services));
  r.get('/api/testimonials', listTestimonials(services));
  r.get('/api/ebooks', listEbooks(services));
  r.get('/api/ebooks/numeric/:numericId', getEbookByNumericId(services));
  r.get('/api/ebooks/:id', getEbookById(services));
  r.get('/api/stats/downloads', downloadStats(services));
  r.post('/api/email/capture', captureEmail(services));
  r.get('/api/products/brand/:brand', listProductsByBrand(services));
  r.get('/api/products/:slug', getProductBySlug(services));
  r.get('/api/faqs', listFaqs(services));
  r.get('/api/glossary', listGlossary(services));
  r.post('/api/payment-leads', registerPaymentLead(services));
  r.post('/api/feedback', submitFeedback(services));
  return r;
}
