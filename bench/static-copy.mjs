// The "physical limit": each measured page as the server renders it, minus its
// scripts, served by the bench with the same compression middleware the shell
// uses. Same markup and inline styles, no JS: what LCP could be at best.
// Anything else the copy asks for (images, fonts) is proxied to the real site,
// so the copy pays for the same assets.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express from 'express';

/** `<script>` elements, inline or not. */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
/** Script preloads would still download the JS the copy is meant to be without. */
const SCRIPT_PRELOAD =
  /<link\b[^>]*\brel=["']?(?:modulepreload|preload)["']?[^>]*\bas=["']?script[^>]*>|<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi;

/** @param {string} html */
export function stripScripts(html) {
  return html.replace(SCRIPT, '').replace(SCRIPT_PRELOAD, '');
}

/**
 * Starts the copy server on a free port.
 * @param {string} siteOrigin where everything but the copied pages comes from
 * @param {string} dir where the copies are also written as files, to inspect them
 * @returns {Promise<{ origin: string, copy: (path: string) => Promise<{ file: string, bytes: number, removedScripts: number }>, close: () => Promise<void> }>}
 */
export async function startStaticCopyServer(siteOrigin, dir) {
  mkdirSync(dir, { recursive: true });
  /** @type {Map<string, string>} */
  const pages = new Map();
  const site = new URL(siteOrigin);
  const app = express();
  app.disable('x-powered-by');
  app.use(compression()); // the shell's own settings: defaults
  app.use((req, res) => {
    const html = req.method === 'GET' ? pages.get(req.path) : undefined;
    if (html !== undefined) {
      res.setHeader('Cache-Control', 'no-cache'); // as the shell serves pages
      res.type('html').send(html);
      return;
    }
    const upstream = http.request(
      {
        host: site.hostname,
        port: site.port,
        path: req.originalUrl,
        method: req.method,
        headers: { ...req.headers, host: site.host },
      },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
      },
    );
    upstream.on('error', () => res.status(502).end());
    req.pipe(upstream);
  });

  const server = await new Promise((resolve) => {
    const listening = http.createServer(app).listen(0, '127.0.0.1', () => resolve(listening));
  });
  const origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;

  return {
    origin,
    /** Fetches `pagePath` from the site, strips its scripts and serves it at the same path. */
    async copy(pagePath) {
      const response = await fetch(siteOrigin + pagePath);
      if (!response.ok) throw new Error(`${siteOrigin + pagePath} answered ${response.status}`);
      const html = await response.text();
      const stripped = stripScripts(html);
      pages.set(pagePath, stripped);
      const file = path.join(dir, `${pagePath.replace(/^\//, '').replaceAll('/', '_')}.html`);
      writeFileSync(file, stripped);
      return {
        file,
        bytes: Buffer.byteLength(stripped),
        removedScripts: (html.match(SCRIPT) ?? []).length,
      };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
