import { ALL_LOCALES, parseLocale, type Country, type Locale, type PageMeta } from 'shared-ui';
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

/** The locales a page is offered in: every language of its countries (default: all). */
export function localesOf(countries: readonly Country[] | undefined): Locale[] {
  return ALL_LOCALES.filter((locale) => {
    const country = parseLocale(locale)?.country;
    return !countries || (country !== undefined && countries.includes(country));
  });
}

export interface HeadOptions {
  meta: PageMeta;
  title: string;
  origin: string;
  pathname: string;
  locale: Locale;
  siteName: string;
  notFound: boolean;
  /** The countries the page is offered in: alternates name only their locales. */
  countries?: readonly Country[];
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
  countries,
}: HeadOptions): string {
  const description = escapeHtml(meta.description);
  if (notFound)
    return `<meta name="description" content="${description}">\n<meta name="robots" content="noindex">`;
  const rest = pathWithoutLocale(pathname);
  const url = (target: Locale) => escapeHtml(`${origin}/${target}${rest}`);
  const locales = localesOf(countries);
  const fallback = locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : (locales[0] ?? locale);
  return [
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${url(locale)}">`,
    ...locales.map(
      (target) => `<link rel="alternate" hreflang="${hreflang(target)}" href="${url(target)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${url(fallback)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url(locale)}">`,
    `<meta property="og:locale" content="${locale}">`,
  ].join('\n');
}
