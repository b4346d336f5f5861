import type { ComponentType } from 'react';
import type { PageModuleLoader, SectionRoute } from 'shared-ui';

// Keyed by the declaration's page function: a released section brings new
// functions, so its pages are loaded afresh and the old ones can be collected.
const loadedPages = new WeakMap<PageModuleLoader, ComponentType>();
const attempts = new WeakMap<PageModuleLoader, { page: Promise<ComponentType>; failed: boolean }>();

function attempt({ page }: SectionRoute, { retryFailed }: { retryFailed: boolean }) {
  const last = attempts.get(page);
  if (last && !(retryFailed && last.failed)) return last.page;
  const next = {
    failed: false,
    page: page().then((Page) => {
      loadedPages.set(page, Page);
      return Page;
    }),
  };
  next.page.catch(() => {
    next.failed = true;
  });
  attempts.set(page, next);
  return next.page;
}

/**
 * Loads a route's page module (route loaders and the browser's start). One
 * request at a time per page; a failed load is tried again on the next call —
 * the section fallback's retry.
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

/** The route's page if it can render now (loaded by loadSectionPage). */
export function sectionPage(route: SectionRoute | undefined): ComponentType | undefined {
  return route && loadedPages.get(route.page);
}
