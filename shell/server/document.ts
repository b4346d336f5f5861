import type { Language } from 'shared-ui';
import {
  HYDRATION_GLOBAL,
  serializeForScript,
  type ShellHydrationState,
} from '../src/app/hydrationState';
import { themeInitScript } from '../src/features/theme/themeRule';

export interface DocumentOptions {
  language: Language;
  title: string;
  /** Extra tags for <head>: meta, links, the styles of the rendered page. */
  head: string;
  /** The server-rendered app. */
  body: string;
  scripts: string[];
  /** Files the page will need one or two round trips later: fetched at once instead. */
  preload: { scripts: string[]; fetches: string[] };
  routerData: unknown;
  state: ShellHydrationState;
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export interface PageAssets {
  /** The shell's entry scripts, executed in order. */
  entry: string[];
  /** Scripts the entry will ask for (shell chunks, the route's remote). */
  preload: string[];
  /** JSON the runtime will fetch (the route's remote manifest). */
  fetch: string[];
}

/**
 * Runs in the page (serialized with toString, so self-contained): once the
 * server-rendered content has painted, it requests every file the page needs
 * in one wave — the entry in order, the rest as preloads the federation
 * runtime then finds in the cache. No script competes with the first paint,
 * and nothing is discovered a round trip late.
 */
export function loadAfterFirstPaint(assets: PageAssets): void {
  const add = (tag: string, attributes: Record<string, string | boolean>) => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) {
      if (typeof value === 'boolean') (element as unknown as Record<string, boolean>)[name] = value;
      else element.setAttribute(name, value);
    }
    document.head.appendChild(element);
  };
  const load = () => {
    for (const href of assets.preload) add('link', { rel: 'preload', as: 'script', href });
    for (const href of assets.fetch)
      add('link', { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href });
    for (const src of assets.entry) add('script', { src, async: false });
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    setTimeout(load, 0);
  };
  // Hidden tabs never paint: load at once.
  if (document.visibilityState === 'hidden') return start();
  // Once the browser reports the largest paint so far (the content), or after
  // two frames where it cannot report paints.
  const canObserve = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (canObserve) {
    new PerformanceObserver(start).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(start, 2000);
  } else {
    requestAnimationFrame(() => requestAnimationFrame(start));
  }
}

/** The HTML document; the theme is applied in <head> before first paint. */
export function renderDocument({
  language,
  title,
  head,
  body,
  scripts,
  preload,
  routerData,
  state,
}: DocumentOptions): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%23047857'/%3E%3Ctext x='16' y='22' font-size='18' text-anchor='middle' fill='white' font-family='sans-serif'%3Eh%3C/text%3E%3C/svg%3E">
<script>${themeInitScript}</script>
${head}
</head>
<body>
<div id="root">${body}</div>
<script>window.__staticRouterHydrationData=${serializeForScript(routerData)};window.${HYDRATION_GLOBAL}=${serializeForScript(state)};</script>
<script>(${loadAfterFirstPaint.toString()})(${serializeForScript({ entry: scripts, preload: preload.scripts, fetch: preload.fetches })});</script>
</body>
</html>`;
}
