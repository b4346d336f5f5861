import type { ComponentType } from 'react';
import type { SectionRoute } from 'shared-ui';

// Keyed by the route object: a redeployed remote brings new route objects,
// so its pages are loaded afresh and the old ones can be collected.
const loadedPages = new WeakMap<SectionRoute, ComponentType>();
const attempts = new WeakMap<SectionRoute, { page: Promise<ComponentType>; failed: boolean }>();

function attempt(route: SectionRoute, { retryFailed }: { retryFailed: boolean }) {
  if (route.Component) return Promise.resolve(route.Component);
  const last = attempts.get(route);
  if (last && !(retryFailed && last.failed)) return last.page;
  const next = {
    failed: false,
    page: route.loadComponent().then((Page) => {
      loadedPages.set(route, Page);
      return Page;
    }),
  };
  next.page.catch(() => {
    next.failed = true;
  });
  attempts.set(route, next);
  return next.page;
}

/**
 * Loads a route's page if it lives in a chunk of its own (route loaders and
 * the browser's start). One request at a time per route object; a failed
 * load is tried again on the next call — the section fallback's retry.
 */
export function loadSectionPage(route: SectionRoute): Promise<ComponentType> {
  return attempt(route, { retryFailed: true });
}

/**
 * The same load for rendering with React's `use`: always the same promise for
 * a route, so a failure is thrown to the error boundary instead of
 * suspending on a new attempt with every render.
 */
export function sectionPagePromise(route: SectionRoute): Promise<ComponentType> {
  return attempt(route, { retryFailed: false });
}

/** The route's page if it can render now (bundled, or loaded by loadSectionPage). */
export function sectionPage(route: SectionRoute | undefined): ComponentType | undefined {
  if (!route) return undefined;
  return route.Component ?? loadedPages.get(route);
}
