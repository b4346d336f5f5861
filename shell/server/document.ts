import type { Language } from 'shared-ui';
import { themeInitScript } from '../src/features/theme/themeRule';

export interface DocumentOptions {
  language: Language;
  title: string;
  scripts: string[];
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The HTML document; the theme is applied in <head> before first paint. */
export function renderDocument({ language, title, scripts }: DocumentOptions): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<script>${themeInitScript}</script>
${scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`).join('\n')}
</head>
<body>
<div id="root"></div>
</body>
</html>`;
}
