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
 * `defer` runs them in order once the document is parsed and never delays
 * its first paint; the preloads fetch every other file the page needs in the
 * same wave (the federation runtime then finds them in the cache), so
 * nothing is discovered a round trip late and hydration starts as soon as
 * the bytes are in.
 */
export function scriptTags(assets: PageAssets): string {
  const nonce = `nonce="${escapeHtml(assets.nonce)}"`;
  return [
    ...assets.entry.map((src) => `<script defer ${nonce} src="${escapeHtml(src)}"></script>`),
    ...assets.preload.map(
      (href) => `<link rel="preload" as="script" ${nonce} href="${escapeHtml(href)}">`,
    ),
    ...assets.fetch.map(
      (href) =>
        `<link rel="preload" as="fetch" crossorigin="anonymous" ${nonce} href="${escapeHtml(href)}">`,
    ),
  ].join('\n');
}

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
${script}window.__staticRouterHydrationData=${serializeForScript(routerData)};window.${HYDRATION_GLOBAL}=${serializeForScript(state)};</script>${pixels.body ? `\n${pixels.body}` : ''}
</body>
</html>`;
}
