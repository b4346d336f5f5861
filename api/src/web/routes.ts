import { Router } from 'express';
import type { Services } from '../services';
import { submitFeedback } from './handlers/feedback';
import { liveness, readiness } from './handlers/health';
import { listActivePixels, trackPageView } from './handlers/tracking';

/** Every route, one line each. */
export function routes(services: Services): Router {
  const r = Router();
  r.get('/healthz', liveness());
  r.get('/readyz', readiness(services));
  r.get('/api/tracking-pixels/active', listActivePixels(services));
  r.post('/api/track/pageview', trackPageView(services));
  r.post('/api/feedback', submitFeedback(services));
  return r;
}
