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
  /** This response's CSP nonce ('strict-dynamic' trusts only tags that carry it). */
  nonce: string;
}

/**
 * The page's scripts, requested from <head> while the HTML is still arriving:
 * the preloads fetch every file the page needs in one wave (the federation
 * runtime then finds them in the cache), so nothing is discovered a round
 * trip late. At low priority: the page is complete without them, so on a
 * slow line the rest of the document comes first. The entry itself is only
 * preloaded here; `entryStarter` runs it.
 */
export function scriptTags(assets: PageAssets): string {
  const nonce = `nonce="${escapeHtml(assets.nonce)}"`;
  return [
    ...[...assets.entry, ...assets.preload].map(
      (href) =>
        `<link rel="preload" as="script" fetchpriority="low" ${nonce} href="${escapeHtml(href)}">`,
    ),
    ...assets.fetch.map(
      (href) =>
        `<link rel="preload" as="fetch" crossorigin="anonymous" ${nonce} href="${escapeHtml(href)}">`,
    ),
  ].join('\n');
}

/**
 * Starts the entry scripts, in order, once the server's HTML has been painted.
 * A `defer` script runs as soon as the document is parsed; when its bytes are
 * already there (a fast line, a warm cache) the browser runs the whole app
 * before it shows anything, and the visitor waits on JavaScript for a page
 * that was complete. So the app starts when the browser reports the first
 * contentful paint; the downloads are not delayed, they were preloaded from
 * <head>. A hidden tab paints nothing and starts at once; a browser that
 * does not report paints starts after a frame. Its source is inlined into
 * the page: it uses nothing from this module. Scripts added by a nonced
 * script are trusted through 'strict-dynamic'.
 */
function startAfterFirstPaint(entry: string[]): void {
  const nonce = document.currentScript?.nonce;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    entry.forEach((src) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = false; // in order, like the defer scripts they replace
      if (nonce) script.nonce = nonce;
      document.head.appendChild(script);
    });
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

export const entryStarter = (entry: string[]) =>
  `(${startAfterFirstPaint.toString()})(${serializeForScript(entry)});`;

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
<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%23047857'/%3E%3Ctext x='16' y='22' font-size='18' text-anchor='middle' fill='white' font-family='sans-serif'%3Eh%3C/text%3E%3C/svg%3E">
${script}${themeInitScript}</script>
${script}${consentModeScript(consent)}</script>
${head}
${scriptTags({ entry: scripts, preload: preload.scripts, fetch: preload.fetches, nonce })}${pixels.head ? `\n${pixels.head}` : ''}
</head>
<body>
<div id="root">${body}</div>
${script}window.__staticRouterHydrationData=${serializeForScript(routerData)};window.${HYDRATION_GLOBAL}=${serializeForScript(state)};</script>
${script}${entryStarter(scripts)}</script>${pixels.body ? `\n${pixels.body}` : ''}
</body>
</html>`;
}
