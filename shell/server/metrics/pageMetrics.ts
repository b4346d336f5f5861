import type { Response } from 'express';
import { Histogram } from 'prom-client';
import type { StaticHandlerContext } from 'react-router-dom';

/** Where a page's route is kept for the request metrics (requestRoute.ts). */
const ROUTE_KEY = 'metricsRoute';

const renderDuration = new Histogram({
  name: 'shell_page_render_duration_seconds',
  help: "Server-side render time of a page (its route's loaders, React, the document), by page id.",
  labelNames: ['page_id'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/**
 * The page a request rendered, from React Router's matches: its id (the
 * deepest route's, `verifactu.faq`, `not-found`) and its route template
 * (`/:locale/hellocash/verifactu/faq`) — what the site declared, never the
 * path asked for.
 */
export function pageRouteOf(matches: StaticHandlerContext['matches']) {
  const segments = matches.flatMap(({ route }) =>
    route.path ? [route.path.replace(/^\/+/, '')] : [],
  );
  return { id: matches.at(-1)?.route.id ?? 'unmatched', template: `/${segments.join('/')}` };
}

/** The route template the request is labelled with; a page from the page cache is labelled by it too. */
export const noteRoute = (res: Response, template: string | undefined) => {
  res.locals[ROUTE_KEY] = template;
};

export const notedRoute = (res: Response): string | undefined =>
  res.locals?.[ROUTE_KEY] as string | undefined;

/** A page rendered on the server, `startedAt` (performance.now()) being when its request reached the renderer. */
export function observeRender(pageId: string, startedAt: number): void {
  renderDuration.observe({ page_id: pageId }, (performance.now() - startedAt) / 1000);
}
