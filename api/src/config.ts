/** Everything the server reads from the environment, in one place. */
export interface ServerConfig {
  port: number;
  host: string;
  trustProxy: boolean | number | string;
  rateLimit: { limit: number; windowMs: number };
  /** Redis for the rate limiter's counts when several API instances run; unset: in memory. */
  rateLimitRedisUrl: string | undefined;
  /** Browser origins allowed to call the API (CORS); empty: same origin only. */
  corsOrigins: string[];
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

/** A whole number >= `min` from the environment, or the default; anything else stops the start. */
export function intFromEnv(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min = 1,
): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number >= ${min} (got '${raw}')`);
  }
  return value;
}

export function serverConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: intFromEnv(env, 'PORT', 3001, 0),
    host: env.HOST ?? '127.0.0.1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // Per client IP. Behind a reverse proxy set TRUST_PROXY, or every visitor shares one IP.
    rateLimit: {
      limit: intFromEnv(env, 'RATE_LIMIT_MAX', 600),
      windowMs: intFromEnv(env, 'RATE_LIMIT_WINDOW_MS', 15 * 60 * 1000),
    },
    rateLimitRedisUrl: env.RATE_LIMIT_REDIS_URL?.trim() || undefined,
    // CORS_ORIGINS: comma-separated, e.g. 'https://www.example.de,https://example.es'.
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    responseCacheTtlSeconds: intFromEnv(env, 'RESPONSE_CACHE_TTL_SECONDS', 60, 0),
  };
}
