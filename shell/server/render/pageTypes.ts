// The types a page's render and its answer (renderPage.tsx, pageDocument.ts)
// both speak of, in a file of their own so neither imports the other.
import type { Request as ExpressRequest } from 'express';
import type { serverThemeMode } from '../../src/features/theme/themeRule';
import type { resolveLocale } from '../../src/features/locale/resolveLocale';
import type { pageConsentOf } from '../consent/pageConsent';
import type { SearchFn } from '../../src/features/search/searchQuery';
import type { RemoteManifest } from './remoteManifests';
import type { SiteRoutes } from './siteRoutes';

/** `entry-assets.json` of the shell's browser build. */
export interface EntryAssets {
  js: string[];
  preload: string[];
  /** Each module the code loads on demand, by key: its files (preloaded by pages that use them). */
  lazyModules?: Record<string, string[]>;
}

export interface PageRendererOptions {
  /** The route table of the current remotes.json. */
  site: () => Promise<SiteRoutes>;
  /** The public origin, for canonical and alternate URLs. */
  origin: (req: ExpressRequest) => string;
  /** The shell's scripts (from its build). */
  shellAssets: () => EntryAssets;
  /** Reads a remote's browser manifest (for preload hints). */
  manifests: (url: string) => Promise<RemoteManifest>;
  /** Origin of the manifest paths in remotes.json, as the server reaches them. */
  remotesOrigin: string;
  /** RUM_SAMPLE_RATE, handed to the browser with the page (the Web Vitals beacon's sampling). */
  rumSampleRate: number;
  /** The site search for a request (the search page's loader runs it; a query without results is counted). */
  search?: (req: ExpressRequest) => SearchFn;
}

/** Who asks for which page: the page's URL, and the locale, theme and consent it is rendered in. */
export interface Visit {
  url: URL;
  /** No locale in the path (nor a country in the query): the visitor's headers chose it. */
  chosenByHeaders: boolean;
  theme: ReturnType<typeof serverThemeMode>;
  locale: ReturnType<typeof resolveLocale>;
  consent: ReturnType<typeof pageConsentOf>;
  visitorId: string | undefined;
}
