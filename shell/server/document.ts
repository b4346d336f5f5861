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
${scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`).join('\n')}
${preload.scripts.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`).join('\n')}
${preload.fetches.map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}">`).join('\n')}
</head>
<body>
<div id="root">${body}</div>
<script>window.__staticRouterHydrationData=${serializeForScript(routerData)};window.${HYDRATION_GLOBAL}=${serializeForScript(state)};</script>
</body>
</html>`;
}
