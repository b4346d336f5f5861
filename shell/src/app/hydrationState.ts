import type { DehydratedState } from '@tanstack/react-query';
import type { ConsentState } from '../features/consent/consentCookie';
import type { ServerErrorReference } from '../features/errors/ErrorReference';
import type { RemotesConfig } from '../features/sections/remotesConfig';
import type { SiteSnapshot } from '../features/sections/siteTable';

/** What the server hands to the browser besides the router's own hydration data. */
export interface ShellHydrationState {
  /** react-query's dehydrated cache: the data the server fetched for the page. */
  queries: DehydratedState;
  /** The remotes.json the page was rendered with: the browser needs no request for it. */
  remotes: RemotesConfig;
  /** The site table of that remotes.json: every section's routes and menu entries. */
  site: SiteSnapshot;
  /** The sections whose pages the server rendered: loaded before hydrating. */
  rendered: string[];
  /** The visitor's consent the page was rendered with (banner or not) and the revision it asks on. */
  consent: ConsentState & { revision: string | undefined };
  /** RUM_SAMPLE_RATE (0 to 1): the share of page loads whose Web Vitals the beacon sends. */
  rumSampleRate: number;
  /** A section failed on the server (503): the reference its fallback shows, on this page only. */
  errorReference?: ServerErrorReference;
}

export const HYDRATION_GLOBAL = '__SHELL_STATE__';

/** JSON safe inside a <script> element. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
