import { QUERY_PARAM, SEARCH_PATH } from '../src/features/search/searchAnswer';
import {
  ALL_LOCALES,
  localePath,
  parseLocale,
  type Country,
  type JsonLd,
  type Locale,
  type PageMeta,
} from 'shared-ui';
import type { QueryClient } from '@tanstack/react-query';
import { escapeHtml } from 'server-kit';
import type { I18n } from 'shared-ui';
import { serializeForScript } from '../src/app/hydrationState';
import { siteConfig } from '../src/app/siteConfig';
import type { ShellRouteHandle } from '../src/features/sections/sectionRoutes';

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
  /** A staff page (the console): noindex like the 404 page, no canonical or alternates. */
  staffOnly?: boolean;
  /** A page of results (the search): `noindex, follow`, no canonical or alternates. */
  noindexFollow?: boolean;
  /** The countries the page is offered in: alternates name only their locales. */
  countries?: readonly Country[];
  /** The page's schema.org items (the shell's or its section's), written as JSON-LD. */
  structuredData?: JsonLd[];
  /** Whose page it is (`shell` or a section's name): picks the link-preview image. */
  pageType?: string;
}

/**
 * The link-preview images, one per page type (1200×630, drawn by
 * scripts/og-images.mjs into shell/public/og/, served from the shell's build);
 * a section without its own gets the site's.
 */
export const OG_IMAGE_TYPES = [
  'shell',
  'ebooks',
  'products',
  'hellopayment',
  'verifactu',
  'feedback',
];
export const OG_IMAGE_SIZE = { width: 1200, height: 630 };
export const ogImagePath = (pageType = 'shell') =>
  `/static/og/${OG_IMAGE_TYPES.includes(pageType) ? pageType : 'shell'}.png`;

/**
 * The Organization's logo: square (search engines show it so; the 1200×630
 * link preview is not one), drawn by scripts/og-images.mjs.
 */
const LOGO_PATH = '/static/brand/logo.png';

/** One id for the organisation on every locale's home, so they describe one entity. */
const organizationId = (origin: string) => `${origin}/#organization`;

/** The page's own image (PageMeta.image, an e-book's cover), else its page type's. */
function ogImageTags(origin: string, meta: PageMeta, pageType: string | undefined): string[] {
  const image = meta.image ?? { path: ogImagePath(pageType), type: 'image/png', ...OG_IMAGE_SIZE };
  return [
    `<meta property="og:image" content="${escapeHtml(`${origin}${image.path}`)}">`,
    `<meta property="og:image:type" content="${escapeHtml(image.type)}">`,
    `<meta property="og:image:width" content="${image.width}">`,
    `<meta property="og:image:height" content="${image.height}">`,
    ...(meta.image
      ? [`<meta property="og:image:alt" content="${escapeHtml(meta.image.alt)}">`]
      : []),
  ];
}

/**
 * JSON-LD script elements, one per item. The JSON is escaped for a script
 * element (`<` as \u003c), so no text from the API can close it.
 */
export function structuredDataTags(items: readonly JsonLd[]): string[] {
  return items.map(
    (item) =>
      `<script type="application/ld+json">${serializeForScript({ '@context': 'https://schema.org', ...item })}</script>`,
  );
}

/** The home page's items: who runs the site, and the site itself in this language. */
export function homeStructuredData({
  siteName,
  description,
  url,
  locale,
  origin,
  sameAs,
}: {
  siteName: string;
  description: string;
  url: string;
  locale: Locale;
  origin: string;
  /** The brand's profiles elsewhere (siteConfig); left out when there are none. */
  sameAs: readonly string[];
}): JsonLd[] {
  const id = organizationId(origin);
  return [
    {
      '@type': 'Organization',
      '@id': id,
      name: siteName,
      url,
      logo: `${origin}${LOGO_PATH}`,
      ...(sameAs.length > 0 ? { sameAs: [...sameAs] } : {}),
    },
    {
      '@type': 'WebSite',
      name: siteName,
      url,
      description,
      inLanguage: hreflang(locale),
      publisher: { '@id': id },
      // The site search (Google's sitelinks search box reads it): the search page of this locale.
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${url}/${SEARCH_PATH}?${QUERY_PARAM}={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/** An absolute URL below a locale prefix, for a page's structured data (`''` is home). */
export const localeUrl = (origin: string, locale: Locale) => (path: string) =>
  `${origin}${localePath(locale, path)}`;

/** Description, canonical URL, hreflang alternates (every locale + x-default) and Open Graph. */
export function headTags({
  meta,
  title,
  origin,
  pathname,
  locale,
  siteName,
  notFound,
  staffOnly,
  noindexFollow,
  countries,
  structuredData = [],
  pageType,
}: HeadOptions): string {
  const description = escapeHtml(meta.description);
  if (notFound || staffOnly)
    return `<meta name="description" content="${description}">\n<meta name="robots" content="noindex">`;
  if (noindexFollow)
    return `<meta name="description" content="${description}">\n<meta name="robots" content="noindex, follow">`;
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
    ...ogImageTags(origin, meta, pageType),
    `<meta name="twitter:card" content="summary_large_image">`,
    ...structuredDataTags(structuredData),
  ].join('\n');
}

interface PageMatch {
  params: Record<string, string | undefined>;
  route: { handle?: unknown };
}

export interface PageStructuredDataOptions {
  matches: readonly PageMatch[];
  i18n: I18n;
  queryClient: QueryClient;
  origin: string;
  locale: Locale;
  notFound: boolean;
}

/**
 * Whose page was rendered and its structured data: the shell's home page
 * names the organisation and the site; a section's page says what its
 * declaration's `structuredData` says. A section whose function throws
 * costs the page its structured data, never the page.
 */
export function pageStructuredData({
  matches,
  i18n,
  queryClient,
  origin,
  locale,
  notFound,
}: PageStructuredDataOptions): { pageType: string; structuredData: JsonLd[] } {
  const handle = matches
    .map((match) => ({ match, handle: match.route.handle as ShellRouteHandle | undefined }))
    .findLast(({ handle }) => handle?.kind === 'shell' || handle?.kind === 'section');
  const url = localeUrl(origin, locale);
  if (notFound || !handle?.handle) return { pageType: 'shell', structuredData: [] };
  if (handle.handle.kind === 'shell') {
    if (handle.handle.metaKey !== 'home') return { pageType: 'shell', structuredData: [] };
    const t = i18n.getFixedT(i18n.language, 'shell');
    return {
      pageType: 'shell',
      structuredData: homeStructuredData({
        siteName: t('meta.siteName'),
        description: t('meta.homeDescription'),
        url: url(''),
        locale,
        origin,
        sameAs: siteConfig.brand.sameAs,
      }),
    };
  }
  const { section, route } = handle.handle;
  try {
    const structuredData =
      route.structuredData?.(i18n, {
        params: handle.match.params,
        queryClient,
        url,
        country: parseLocale(locale)!.country,
        organization: { '@id': organizationId(origin) },
      }) ?? [];
    return { pageType: section, structuredData };
  } catch (error) {
    console.error(`[sections] structured data of ${route.id} failed:`, error);
    return { pageType: section, structuredData: [] };
  }
}
