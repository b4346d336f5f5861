/** Everything the server reads from the environment, in one place. */
export interface ServerConfig {
  port: number;
  host: string;
  trustProxy: boolean | number | string;
  rateLimit: { limit: number; windowMs: number };
  /** Seconds GET answers are served from memory; 0 switches the cache off. */
  responseCacheTtlSeconds: number;
}

/** TRUST_PROXY: 'true'/'false', a hop count, or Express's subnet syntax ('loopback', '10.0.0.0/8'). */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export function serverConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3001),
    host: env.HOST ?? '127.0.0.1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // Per client IP. Behind a reverse proxy set TRUST_PROXY, or every visitor shares one IP.
    rateLimit: {
      limit: Number(env.RATE_LIMIT_MAX ?? 600),
      windowMs: Number(env.RATE_LIMIT_WINDOW_MS ?? 15 * 60 * 1000),
    },
    responseCacheTtlSeconds: Number(env.RESPONSE_CACHE_TTL_SECONDS ?? 60),
  };
}
