import path from 'node:path';
import { metricsAddressFromEnv, type MetricsAddress } from 'server-kit/metrics';
import type { RemotesFiles } from './remotes';
import { parsePublicOrigins, publicOrigins, type PublicOrigins } from './security/publicOrigins';

/** Where the repository is, seen from the bundle (shell/dist/server). */
const repoRoot = path.resolve(__dirname, '../../..');

export interface ShellServerConfig {
  port: number;
  host: string;
  /** The API's origin; `/api` is proxied there. */
  apiUrl: string;
  /**
   * The API's Unix socket on this host (API_SOCKET): the `/api` proxy
   * connects there instead of to `apiUrl`'s port, cheaper per request.
   */
  apiSocket: string | undefined;
  /** The shell's browser build. */
  clientDir: string;
  /**
   * The remotes.json in force: REMOTES_FILE alone, else the repository's own
   * (local builds) with `<releasesDir>/remotes.json` (local releases) over it.
   */
  remotesFile: RemotesFiles;
  /** Where `/remotes/<name>/` is served from locally: `<dir>/mfe-<name>/dist`. */
  remotesRoot: string;
  /** Versioned section releases, served under /releases/ (`<dir>/<remote>/<version>/`). */
  releasesDir: string;
  /**
   * Origin for manifest paths in remotes.json when the server loads remotes
   * (REMOTES_ORIGIN: a private origin, never the public CDN, which serves no
   * Node builds; default: its own internal listener, see main.ts).
   */
  remotesOrigin: string;
  /** How long the server trusts a read remotes.json before reading it again. */
  remotesMaxAgeMs: number;
  /**
   * How long the consent configuration (its revision) is used before it is
   * fetched again (CONSENT_CONFIG_MAX_AGE_MS): a new pixel or text reaches
   * the banner within it. One second by default: a pixel switched on or off
   * in the console is on the site within 2 s (the API drops its own cached
   * answer at once; the page cache lives a second too).
   */
  consentConfigMaxAgeMs: number;
  /**
   * How long a rendered page is served again to other visitors (PAGE_CACHE_TTL_MS; 0: off),
   * and the pages' loaders share the API's anonymous answers (render/apiAnswers.ts):
   * both expire at the end of the same window, so a page is never older than it.
   * A write through this server's /api proxy empties both; other shell instances
   * never hear of it, so this TTL is how late they show a console change (the
   * API's own caches drop it at once on every instance): keep it at most 1 s
   * for the promise "on the site within 2 s".
   */
  pageCacheTtlMs: number;
  /**
   * How long the site search trusts the documents it indexed before reading
   * them again (SEARCH_MAX_AGE_MS): another shell instance's writes reach
   * this one's search within it (this instance's own at once).
   */
  searchMaxAgeMs: number;
  /** Searches per visitor address and minute (SEARCH_RATE_LIMIT), page and suggestions together. */
  searchRateLimit: number;
  production: boolean;
  /** The origins absolute URLs are written with (PUBLIC_ORIGIN), never the request's Host. */
  origins: PublicOrigins;
  /** Express `trust proxy` (TRUST_PROXY): whose X-Forwarded-Proto says the visitor came over TLS. */
  trustProxy: boolean | number | string;
  /**
   * SHELL_METRICS_PORT (and METRICS_HOST, default 127.0.0.1): Prometheus
   * metrics on a listener of their own, never the public port. Unset: none.
   */
  metrics: MetricsAddress | undefined;
  /**
   * RUM_SAMPLE_RATE (0 to 1, default 1): the share of page loads whose Web
   * Vitals the browser sends (issue 39 §3). Written into each page's state
   * (`__SHELL_STATE__.rumSampleRate`); each page load draws its own lot.
   */
  rumSampleRate: number;
}

/** RUM_SAMPLE_RATE: a number from 0 to 1; anything else stops the start. */
export function parseSampleRate(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1)
    throw new Error(`RUM_SAMPLE_RATE must be a number from 0 to 1 (got '${value}')`);
  return rate;
}

/** TRUST_PROXY as the API reads it: unset/false trusts nobody, `true`, a hop count, or subnets. */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ShellServerConfig {
  const port = Number(env.PORT ?? 3000);
  const production = env.NODE_ENV !== 'development';
  const releasesDir = env.RELEASES_DIR ?? path.join(repoRoot, '.releases');
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    apiUrl: env.API_URL ?? `http://127.0.0.1:${env.API_PORT ?? port + 1}`,
    apiSocket: env.API_SOCKET?.trim() || undefined,
    clientDir: env.SHELL_CLIENT_DIR ?? path.join(repoRoot, 'shell/dist/client'),
    // The release tool's defaults are the same (scripts/release.mjs): both agree without configuration.
    remotesFile: env.REMOTES_FILE
      ? { file: env.REMOTES_FILE }
      : {
          file: path.join(repoRoot, 'remotes.json'),
          releases: path.join(releasesDir, 'remotes.json'),
        },
    remotesRoot: env.REMOTES_ROOT ?? repoRoot,
    releasesDir,
    remotesOrigin: env.REMOTES_ORIGIN ?? '',
    remotesMaxAgeMs: Number(env.REMOTES_MAX_AGE_MS ?? 5000),
    pageCacheTtlMs: Number(env.PAGE_CACHE_TTL_MS ?? 1000),
    searchMaxAgeMs: Number(env.SEARCH_MAX_AGE_MS ?? 2000),
    searchRateLimit: Number(env.SEARCH_RATE_LIMIT ?? 120),
    consentConfigMaxAgeMs: Number(env.CONSENT_CONFIG_MAX_AGE_MS ?? 1000),
    production,
    origins: publicOrigins(
      parsePublicOrigins(env.PUBLIC_ORIGIN, { production: env.NODE_ENV === 'production', port }),
    ),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metrics: metricsAddressFromEnv(env, 'SHELL_METRICS_PORT'),
    rumSampleRate: parseSampleRate(env.RUM_SAMPLE_RATE),
  };
}
