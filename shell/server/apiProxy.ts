import { Agent } from 'node:http';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

/** Writes change what pages show: the caller forgets what it rendered from the old data. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `/api` to the API service (in production nginx routes it; locally we do).
 * Connections to the API are kept open and reused: opening one per request
 * caps the proxy at a fraction of the API's own throughput.
 */
export function apiProxy(apiUrl: string, onWrite: () => void): RequestHandler {
  return createProxyMiddleware({
    target: apiUrl,
    pathFilter: '/api',
    xfwd: true,
    agent: new Agent({ keepAlive: true, maxSockets: 64 }),
    on: {
      proxyRes: (_proxyRes, req) => {
        if (!READS.has(req.method ?? 'GET')) onWrite();
      },
      error: (_error, _req, res) => {
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ message: 'API nicht erreichbar' }));
        }
      },
    },
  });
}
