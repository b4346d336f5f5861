/**
 * The origins the site is published under: every absolute URL it writes
 * (canonical, hreflang, og:url, sitemaps, robots.txt) starts with one of
 * them, never with what a request's Host header claims — a forged Host would
 * otherwise end up in pages and in the cached sitemap.
 */
export interface PublicOrigins {
  /** The configured origins, the canonical one first. */
  all: string[];
  /** The origin for a request's Host: the configured one with that host, else the canonical one. */
  forHost: (host: string | undefined) => string;
  /** Whether a Host header names one of the configured origins. */
  isKnownHost: (host: string | undefined) => boolean;
}

/**
 * `PUBLIC_ORIGIN` (comma-separated, the canonical origin first) — required in
 * production; elsewhere the server's own address on localhost and 127.0.0.1.
 * A value that is not a bare http(s) origin stops the server at start.
 */
export function parsePublicOrigins(
  value: string | undefined,
  { production, port }: { production: boolean; port: number },
): string[] {
  const listed = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (listed.length === 0) {
    if (production)
      throw new Error(
        'PUBLIC_ORIGIN is required in production: the origin(s) the site is published under, e.g. https://www.example.de',
      );
    return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  }
  return listed.map((origin) => {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new Error(`PUBLIC_ORIGIN: "${origin}" is not a URL (e.g. https://www.example.de)`);
    }
    if (!/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, ''))
      throw new Error(
        `PUBLIC_ORIGIN: "${origin}" must be a bare http(s) origin (scheme, host, optional port; no path)`,
      );
    return url.origin;
  });
}

export function publicOrigins(all: string[]): PublicOrigins {
  const byHost = new Map(all.map((origin) => [new URL(origin).host, origin]));
  const lookup = (host: string | undefined) =>
    host === undefined ? undefined : byHost.get(host.toLowerCase());
  return {
    all,
    forHost: (host) => lookup(host) ?? all[0]!,
    isKnownHost: (host) => lookup(host) !== undefined,
  };
}
