import type { QueryClient } from '@tanstack/react-query';
import type { I18n } from '../i18n/createI18n';
import type { ComponentType } from 'react';
import type { Country, Language, Locale } from '../locale/locale';
import type { SearchContext, SearchDocument, SitemapContext } from './search';

/**
 * The contract between the shell and a section. A section's remote exposes
 * one module, `<name>/section`, whose `section` declares everything the site
 * needs from it: its pages (paths, data, head, page module), the menu entries
 * it contributes, its sitemap entries and the countries of each. The shell
 * reads the declarations at run time, so a team adds a page, a menu entry or
 * a country by releasing its section; the platform's remotes.json only grants
 * each section the path prefixes it may use.
 */
export interface SectionDeclaration {
  routes: SectionRoute[];
  /**
   * Files the section makes from its own content when asked (a PDF guide):
   * the shell's server answers a GET of `/{locale}/{path}` with what the
   * file's `respond` returns. Pages link them with a plain `<a href>`.
   */
  files?: SectionFile[];
  menu?: MenuEntry[];
  /**
   * Pages that come from data (every e-book, every product), for the sitemap.
   * Static routes (no `:param`) are listed without being named here.
   */
  sitemap?: (context: SitemapContext) => Promise<SitemapEntry[]>;
  /**
   * What the site search finds in the section, in the context's language:
   * its records that are public (from the API, as its pages show them) and
   * its static pages (from its catalog). The shell indexes them; a section
   * without it is not searched.
   */
  search?: (context: SearchContext) => Promise<SearchDocument[]>;
}

export interface SectionLoaderArgs {
  params: Record<string, string | undefined>;
  request: Request;
  queryClient: QueryClient;
  locale: { locale: Locale; language: Language; country: Country };
}

/**
 * What a page's `action` gets: the loader's arguments, the posted form, the
 * visitor's id (the `visitor_id` cookie's, only with Statistik consent: send
 * it to the API only when present) and `api`, the API client to use for the
 * visitor. The action is the same function in the browser and on the
 * shell's server, so `api` behaves the same in both: in the browser the
 * browser carries cookies both ways; on the server the shell forwards the
 * visitor's address (the API's rate limits count the visitor, not the
 * shell), cookies, protocol and fetch metadata (Origin, Sec-Fetch-Site: the
 * console's CSRF check judges the visitor's own post), and the cookies the
 * API sets reach the visitor with the page's answer (a staff sign-in works
 * without script). An action never sets cookies of its own.
 */
export interface SectionActionArgs extends SectionLoaderArgs {
  formData: FormData;
  visitorId: string | undefined;
  /**
   * false when the shell's server runs the action for a plain HTML form post
   * (no script yet, or none at all); true when the browser's router runs it
   * after hydration. An action may answer each its own way: a download
   * redirects a page without script to the slides, a hydrated page opens
   * them in a new tab.
   */
  hydrated: boolean;
  api: (method: string, path: string, body?: unknown) => Promise<Response>;
}

/** What a page tells search engines and link previews (title without the site name). */
export interface PageMeta {
  title: string;
  description: string;
  /**
   * The page's own link-preview image (og:image), e.g. an e-book's cover; a
   * path on the site (absolute URLs are made from the site's origin). None:
   * the image of the page's type.
   */
  image?: PageImage;
}

/** A raster image social networks accept (PNG or JPEG), with its size. */
export interface PageImage {
  path: string;
  type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  /** What the image shows, for those who cannot see it (og:image:alt). */
  alt: string;
}

/**
 * What a page's loader may answer besides nothing: `{ status: 404 }` when the
 * requested record does not exist (the page still renders its own not-found
 * state; the server answers HTTP 404). To send the visitor elsewhere (a
 * canonical URL, the other brand's path), throw React Router's `redirect()`.
 */
export interface SectionLoaderResult {
  status: 404;
}

export interface PageMetaContext {
  params: Record<string, string | undefined>;
  queryClient: QueryClient;
}

/** One schema.org item as JSON-LD, without `@context` (the shell adds it). */
export type JsonLd = { '@type': string } & Record<string, unknown>;

export interface StructuredDataContext extends PageMetaContext {
  /** The absolute URL of a path below the page's locale prefix (`''` is home). */
  url: (path: string) => string;
  /** The page's country (an offer's price and currency are the country's). */
  country: Country;
  /** The organisation running the site, as its home page declares it: `{ '@id' }` to name as publisher. */
  organization: { '@id': string };
}

/**
 * A function that loads one module on demand. The build
 * (build/lazy-modules.mjs) notes on it which module it loads, so a server can
 * preload that module's files with the HTML of a page that will load it.
 */
export type LazyModuleLoader<T> = (() => Promise<T>) & {
  /** Set by the build: the module's key (`src/features/faq/FaqPage`). */
  readonly lazyModule?: string;
};

/**
 * A page's module, loaded with the page's data (on the server, on client
 * navigation and before hydrating), so a visit runs only the page it shows:
 * `page: () => import('./features/roadmap/RoadmapPage').then((m) => m.RoadmapPage)`.
 */
export type PageModuleLoader = LazyModuleLoader<ComponentType> & {
  /** What sections built before 2026-11-29 call `lazyModule` (the request as written). */
  readonly pageModule?: string;
};

export interface SectionRoute {
  /** Unique on the site: `<section>.<page>`, e.g. `verifactu.faq`. */
  id: string;
  /** Relative to the locale prefix (`hellocash/verifactu/faq`, `:slug` for a parameter). */
  path: string;
  page: PageModuleLoader;
  /**
   * The countries whose visitors are offered the page (default: all). Under
   * another country's locale it is the not-found page and not in the sitemap.
   */
  countries?: readonly Country[];
  /** false: a static path kept out of the sitemap (an alias of another page). */
  sitemap?: boolean;
  /**
   * A page for the provider's staff (the console), not for visitors: never
   * cached (`no-store`), `noindex`, out of the sitemap, disallowed in
   * robots.txt, and no page view or tracking pixel is recorded on it.
   */
  staffOnly?: boolean;
  /**
   * Cookies of the visitor's own that the page's data depends on (the
   * board's voter cookie, which its loader passes to the API). A request
   * carrying one gets a page rendered for it alone: `Cache-Control:
   * private`, never served from or kept in the shell's page cache. Requests
   * without them share the page as usual.
   */
  personalCookies?: readonly string[];
  /**
   * The page's title and description in the i18n instance's language (server
   * head, browser title). `page` gives the route params and the query cache
   * the loader filled, so a detail page can name its record.
   */
  meta?: (i18n: I18n, page: PageMetaContext) => PageMeta;
  /**
   * The page's schema.org structured data (FAQPage, Product, BreadcrumbList…),
   * in the i18n instance's language, from the same query cache as `meta`. The
   * shell writes it into the head as JSON-LD; nothing when the record is missing.
   */
  structuredData?: (i18n: I18n, page: StructuredDataContext) => JsonLd[];
  /**
   * Fetches the page's data into the query client before it renders, on the
   * server and on client navigation. API failures must not throw: the page
   * renders its error or empty state from the query's state instead.
   */
  loader?: (args: SectionLoaderArgs) => Promise<SectionLoaderResult | void>;
  /**
   * Handles the page's form (a POST to the page's path), the same function on
   * the server (a form sent without script) and in the browser (the form sent
   * through React Router's fetcher). The one convention, see
   * `shared-ui/src/forms/leadForm.ts`: on success throw or return React
   * Router's `redirect()` (post/redirect/get: a reload never posts twice), or
   * `leadFormDone()`; on failure return `leadFormFailure()` — the API's
   * readable message, the values sent back so nothing typed is lost, and a
   * status (400, 429, 503) that becomes the page's HTTP status. Pages read
   * the answer with `useLeadForm()`.
   */
  action?: (args: SectionActionArgs) => Promise<unknown>;
}

/**
 * A file a section answers itself, on the shell's server only (its code, and
 * whatever library it needs, never runs in the browser): written like a
 * route, accepted like one (id, prefixes, no collisions).
 */
export interface SectionFile {
  /** Unique on the site: `<section>.<file>`, e.g. `verifactu.guide`. */
  id: string;
  /** Relative to the locale prefix, with its extension: `hellocash/verifactu/leitfaden.pdf`. */
  path: string;
  /** The countries whose visitors may fetch it (default: all); elsewhere it does not exist. */
  countries?: readonly Country[];
  /**
   * The answer, with its own headers (Content-Type, Content-Disposition,
   * Cache-Control, ETag: a matching If-None-Match is answered 304 by the
   * shell). The locale says which language to write it in; `queryClient`
   * loads API data as the section's pages do. A failure is answered 503.
   */
  respond: (args: SectionLoaderArgs) => Promise<Response>;
}

/**
 * The site's menus a section can add entries to: the header's links, its two
 * product dropdowns (helloMarketing, helloCASH) and the footer's "next steps".
 * The mobile sheet shows the header's entries.
 */
export const MENUS = ['top', 'marketing', 'pos', 'footer'] as const;
export type MenuName = (typeof MENUS)[number];

export interface MenuEntry {
  menu: MenuName;
  /** The entry's text in every language of the site. */
  label: Record<Language, string>;
  /** Where it leads, relative to the locale prefix; one of the section's own pages. */
  path: string;
  /** Position among all entries of the menu, ascending (the shell's own use 10, 20, 30…). */
  order: number;
  /** Shown only to visitors of these countries (default: all). */
  countries?: readonly Country[];
}

export type { SitemapContext };

/** One page that comes from data, offered in every language of `countries` (default: all). */
export interface SitemapEntry {
  path: string;
  countries?: readonly Country[];
}

/** Gives a declaration its type where it is written: `export const section = defineSection({ … })`. */
export function defineSection(declaration: SectionDeclaration): SectionDeclaration {
  return declaration;
}

export function isSectionDeclaration(value: unknown): value is SectionDeclaration {
  if (!value || typeof value !== 'object' || !('routes' in value)) return false;
  return Array.isArray((value as { routes: unknown }).routes);
}
