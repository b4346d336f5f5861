import { escapeHtml } from 'server-kit';
import type { Language, ThemeMode } from 'shared-ui';
import {
  HYDRATION_GLOBAL,
  serializeForScript,
  type ShellHydrationState,
} from '../src/app/hydrationState';
import type { ConsentState } from '../src/features/consent/consentCookie';
import { consentModeScript } from '../src/features/consent/consentMode';
import { themeInitScript } from '../src/features/theme/themeRule';

export interface DocumentOptions {
  language: Language;
  /** The stored theme (cookie), so the page is right without JavaScript; the head script may correct it. */
  theme: ThemeMode;
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
  /** This response's CSP nonce: every inline script carries it, or the browser refuses it. */
  nonce: string;
  /** The visitor's consent: Google Consent Mode's defaults and, once known, the choice. */
  consent: ConsentState;
  /** The granted tracking pixels' script tags (pixelTags.ts), at the end of head and body. */
  pixels: { head: string; body: string };
}

/** What the page's app needs, started together once the page has been painted (`appStarter`). */
export interface AppFiles {
  /** The shell's entry scripts, executed in order. */
  entry: string[];
  /** Scripts the entry will ask for (shell chunks, the route's remote). */
  preload: string[];
  /** JSON the runtime will fetch (the route's remote manifest). */
  fetch: string[];
}

/**
 * Starts the app once the server's HTML has been painted: every file it
 * needs is requested in one wave of a few short tasks (the entry scripts,
 * run in order, and preloads of the chunks and the remote's manifest the
 * federation runtime then finds in the cache, so nothing is discovered a
 * round trip late).
 *
 * Not from <head>: the page is complete without its scripts, and requested
 * while the HTML is still arriving they share the line with it — on a slow
 * phone the heading paints later, and Lighthouse counts every byte
 * requested before the largest paint into its simulated LCP. Not `defer`
 * either: with the bytes already there (a fast line, a warm cache) the
 * browser would run the whole app before showing a page that was complete.
 * The input a visitor gives before the app has started is not lost: forms
 * and disclosures work without it.
 *
 * A hidden tab paints nothing and starts at once; a browser that does not
 * report paints starts after a frame. Its source is inlined into the page:
 * it uses nothing from this module. Scripts added by a nonced script are
 * trusted through 'strict-dynamic'.
 */
function startAfterFirstPaint(files: AppFiles): void {
  const REQUESTS_PER_TASK = 5;
  const nonce = document.currentScript?.nonce;
  let started = false;
  const add = (element: HTMLScriptElement | HTMLLinkElement) => {
    if (nonce) element.nonce = nonce;
    document.head.appendChild(element);
  };
  const preload = (href: string, as: 'script' | 'fetch') => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    link.href = href;
    add(link);
  };
  const entry = (src: string) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = false; // in order, like defer scripts
    add(script);
  };
  const start = () => {
    if (started) return;
    started = true;
    const requests = [
      ...files.entry.map((src) => () => entry(src)),
      ...files.preload.map((href) => () => preload(href, 'script')),
      ...files.fetch.map((href) => () => preload(href, 'fetch')),
    ];
    // Each element starts its request inside the task that adds it, a
    // millisecond or two on a slow phone: a few per task, so twenty of them
    // never keep the page from answering input for long (TBT).
    const addSome = () => {
      requests.splice(0, REQUESTS_PER_TASK).forEach((request) => request());
      if (requests.length > 0) setTimeout(addSome, 0);
    };
    addSome();
  };
  if (document.visibilityState !== 'visible') return start();
  const reportsPaints =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.indexOf('paint') !== -1;
  if (!reportsPaints) return void requestAnimationFrame(() => setTimeout(start, 0));
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) start();
  }).observe({ type: 'paint', buffered: true });
  // A page that never reports its paint (an empty viewport) still starts.
  setTimeout(start, 3000);
}

export const appStarter = (files: AppFiles) =>
  `(${startAfterFirstPaint.toString()})(${serializeForScript(files)});`;

/**
 * The HTML document; the theme is applied in <head> before first paint, and
 * Google Consent Mode is set before any tag (the granted pixels come last).
 */
export function renderDocument({
  language,
  theme,
  title,
  head,
  body,
  scripts,
  preload,
  routerData,
  state,
  nonce,
  consent,
  pixels,
}: DocumentOptions): string {
  const script = `<script nonce="${escapeHtml(nonce)}">`;
  return `<!doctype html>
<html lang="${language}"${theme === 'dark' ? ' class="dark"' : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%2032%2032'%3E%3Crect%20width='32'%20height='32'%20rx='8'%20fill='%23047857'/%3E%3Ctext%20x='16'%20y='22'%20font-size='18'%20text-anchor='middle'%20fill='white'%20font-family='sans-serif'%3Eh%3C/text%3E%3C/svg%3E">
${script}${themeInitScript}</script>
${script}${consentModeScript(consent)}</script>
${head}
${pixels.head ?? ''}
</head>
<body>
<div id="root">${body}</div>
${script}window.__staticRouterHydrationData=${serializeForScript(routerData)};window.${HYDRATION_GLOBAL}=${serializeForScript(state)};</script>
${script}${appStarter({ entry: scripts, preload: preload.scripts, fetch: preload.fetches })}</script>${pixels.body ? `\n${pixels.body}` : ''}
</body>
</html>`;
}
