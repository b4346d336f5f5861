import type { RequestHandler } from 'express';

/**
 * CORS, closed by default: the site calls the API on its own origin (the
 * shell proxies /api), so browsers on other origins get no CORS headers and
 * are refused. Origins in the allowlist (CORS_ORIGINS) may call it with
 * credentials, as the front ends do (SPEC §6: every request includes them).
 */
export function corsAllowlist(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins.map((origin) => origin.replace(/\/+$/, '')));
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (allowed.size === 0 || !origin) return next();
    res.vary('Origin');
    if (!allowed.has(origin)) return next();
    res.set({
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Credentials': 'true',
    });
    if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return next();
    res.set({
      'Access-Control-Allow-Methods': 'GET, POST',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': '600',
    });
    res.status(204).end();
  };
}
