import { ALL_LOCALES, type Locale, type PageMeta } from 'shared-ui';
import { escapeHtml } from './document';

/** `/de_DE/roadmap` → `/roadmap`: the part of a path that is the same in every locale. */
export function pathWithoutLocale(pathname: string): string {
  const rest = pathname.split('/').slice(2).join('/');
  return rest ? `/${rest}` : '';
}

/** hreflang for a locale: `de_ES` → `de-ES`. */
export const hreflang = (locale: Locale) => locale.replace('_', '-');

/** The default version of a page for search engines: German for Germany. */
export const DEFAULT_LOCALE: Locale = 'de_DE';

export interface HeadOptions {
  meta: PageMeta;
  title: string;
  origin: string;
  pathname: string;
  locale: Locale;
  siteName: string;
  notFound: boolean;
}

/** Description, canonical URL, hreflang alternates (every locale + x-default) and Open Graph. */
export function headTags({
  meta,
  title,
  origin,
  pathname,
  locale,
  siteName,
  notFound,
}: HeadOptions): string {
  const description = escapeHtml(meta.description);
  if (notFound)
    return `<meta name="description" content="${description}">\n<meta name="robots" content="noindex">`;
  const rest = pathWithoutLocale(pathname);
  const url = (target: Locale) => escapeHtml(`${origin}/${target}${rest}`);
  return [
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${url(locale)}">`,
    ...ALL_LOCALES.map(
      (target) => `<link rel="alternate" hreflang="${hreflang(target)}" href="${url(target)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LOCALE)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url(locale)}">`,
    `<meta property="og:locale" content="${locale}">`,
  ].join('\n');
}
