import { readdirSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { consentCookie } from './support/consent';
import { nginxBinary, startEdge, takePort } from './support/edge';
import { E2E_PORT } from './support/env';
import { gotoHydrated } from './support/navigation';
import { startShellServer } from './support/shellServer';

/**
 * Issue 16, the shell's half: hostile requests as curl sends them (any Host,
 * any bytes in a cookie or path) never make a page 5xx or leak into what the
 * site writes, and the server itself sends the protections the edge used to.
 */

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET exactly as given: fetch and Playwright refuse or rewrite a forged Host. */
function rawGet(
  pathAndQuery: string,
  headers: Record<string, string> = {},
  port = E2E_PORT,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: pathAndQuery, method: 'GET', headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A new visitor id as the shell issues them (crypto.randomUUID). */
const NEW_VISITOR_ID =
  /^visitor_id=[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12};/;
const setCookies = (answer: RawAnswer) => [answer.headers['set-cookie'] ?? []].flat();
const CONFIGURED = [`http://localhost:${E2E_PORT}`, `http://127.0.0.1:${E2E_PORT}`];

test.describe('hostile requests', () => {
  // The visitor_id cookie exists only with Statistik consent (issue 17).
  test('an undecodable visitor_id cookie is ignored and replaced by a new id', async ({
    request,
  }) => {
    const consent = await consentCookie(request, 's');
    const answer = await rawGet('/de_DE/roadmap', { Cookie: `visitor_id=%; ${consent}` });
    expect(answer.status).toBe(200);
    expect(setCookies(answer).filter((cookie) => NEW_VISITOR_ID.test(cookie))).toHaveLength(1);
  });

  test('a visitor_id the API would refuse (not an RFC UUID) is replaced too', async ({
    request,
  }) => {
    const answer = await rawGet('/de_DE/roadmap', {
      Cookie: `visitor_id=3f1c2a9e-8d4b-0c6a-7e2f-1a2b3c4d5e6f; ${await consentCookie(request, 's')}`,
    });
    expect(answer.status).toBe(200);
    expect(setCookies(answer).filter((cookie) => NEW_VISITOR_ID.test(cookie))).toHaveLength(1);
  });

  test('a visitor_id without Statistik consent is deleted; a forged consent cookie is none', async ({
    request,
  }) => {
    const deleted = 'visitor_id=; Max-Age=0; Path=/; SameSite=Lax';
    for (const consent of [
      '',
      await consentCookie(request, 'm'),
      'hello_consent=%',
      'hello_consent=3f1c2a9e-8d4b-4c6a-9e2f-1a2b3c4d5e6f.0123456789abcdef.1.sm',
    ]) {
      const answer = await rawGet('/de_DE/roadmap', {
        Cookie: `visitor_id=3f1c2a9e-8d4b-4c6a-9e2f-1a2b3c4d5e6f; ${consent}`,
      });
      expect(answer.status).toBe(200);
      expect(setCookies(answer)).toContain(deleted);
    }
  });

  test('an undecodable pref_country cookie is ignored and deleted', async () => {
    const answer = await rawGet('/', { Cookie: 'pref_country=%; pref_language=%E0%A4%A' });
    // The bare address still redirects (to the browser's locale), it does not fail.
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/de_DE');
    expect(setCookies(answer)).toEqual(
      expect.arrayContaining([
        'pref_country=; Max-Age=0; Path=/; SameSite=Lax',
        'pref_language=; Max-Age=0; Path=/; SameSite=Lax',
      ]),
    );
    expect((await rawGet('/de_DE/roadmap', { Cookie: 'pref_country=%' })).status).toBe(200);
  });

  test('a forged or invalid Host is never written: pages, sitemaps and robots.txt use the configured origins', async () => {
    const page = await rawGet('/de_DE/roadmap', { Host: 'evil.example:99999' });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('evil.example');
    expect(page.body).toContain(`<link rel="canonical" href="${CONFIGURED[0]}/de_DE/roadmap">`);

    const injected = 'x"/><injected>pwn</injected><x a="';
    for (const file of ['/sitemap.xml', '/sitemaps/shell.xml', '/robots.txt']) {
      const answer = await rawGet(file, { Host: injected });
      expect(answer.status, file).toBe(200);
      expect(answer.body, file).not.toContain('injected');
      expect(answer.body, file).toContain(`${CONFIGURED[0]}/`);
    }
    // A configured origin is kept as asked for (the e2e suite's own address).
    const own = await rawGet('/robots.txt', { Host: `127.0.0.1:${E2E_PORT}` });
    expect(own.body).toContain(`Sitemap: ${CONFIGURED[1]}/sitemap.xml`);
  });

  for (const probe of ['/de_DE/a%0Ab', '/de_DE/a%', '/de_DE/roadmap%00', '/de_DE/%E0%A4%A']) {
    test(`the unreadable path ${probe} gets the site's own 404 page`, async () => {
      const answer = await rawGet(probe);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain('404 Page Not Found');
      expect(answer.body).not.toContain('Unexpected Application Error');
    });
  }

  test('malformed percent-encoding in a query is not an error', async () => {
    for (const query of ['?x=%', '?country=%0A', '?lang=%E0%A4%A&country=%']) {
      expect((await rawGet(`/de_DE/roadmap${query}`)).status, query).toBe(200);
    }
  });

  test("locale redirects and pages say which of the visitor's headers chose their locale", async () => {
    const varyOf = (answer: RawAnswer) =>
      String(answer.headers.vary ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase());
    // The same address, three visitors, three answers: each one private and saying why.
    const byLanguage = await rawGet('/', { 'Accept-Language': 'fr-FR,fr;q=0.9' });
    const byCookie = await rawGet('/', { 'Accept-Language': 'fr', Cookie: 'pref_country=ES' });
    const byDefault = await rawGet('/product/hellocash');
    expect([byLanguage, byCookie, byDefault].map((answer) => answer.headers.location)).toEqual([
      '/fr_FR',
      '/es_ES',
      '/de_DE/product/hellocash',
    ]);
    for (const answer of [byLanguage, byCookie, byDefault]) {
      expect(answer.status).toBe(302);
      expect(varyOf(answer)).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
      expect(answer.headers['cache-control']).toBe('private, no-cache');
    }
    // A 404 page without a locale is in the visitor's language: the same applies.
    const unknown = await rawGet('/no-such-page', { 'Accept-Language': 'es' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('<html lang="es"');
    expect(varyOf(unknown)).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
    expect(unknown.headers['cache-control']).toBe('private, no-cache');
    // The URL alone decides (a locale in the query or the path): nothing to vary on.
    for (const decided of [
      await rawGet('/?lang=es&country=ES', { 'Accept-Language': 'fr' }),
      await rawGet('/?country=FR', { 'Accept-Language': 'de' }),
      await rawGet('/de_DE/roadmap', { 'Accept-Language': 'fr' }),
    ]) {
      expect(varyOf(decided)).not.toContain('accept-language');
      expect(decided.headers['cache-control'] ?? '').not.toContain('public');
    }
  });

  test('server bundles and source maps are not served to the public', async () => {
    const map = readdirSync(path.resolve(__dirname, '../shell/dist/client')).find((file) =>
      file.endsWith('.js.map'),
    );
    expect(map).toBeDefined();
    for (const file of [
      '/remotes/feedback/server/remoteEntry.js',
      '/remotes/ebooks/server/remoteEntry.js',
      `/static/${map}`,
      // Spelled as the file server still reads them: percent-encoded, another case.
      '/remotes/feedback/%73erver/remoteEntry.js',
      '/Remotes/feedback/server/remoteEntry.js',
      '/remotes/feedback/remoteEntry.js.ma%70',
      `/STATIC/${map}`,
    ]) {
      expect((await rawGet(file)).status, file).toBe(404);
    }
    // What browsers need is still there, and the server still renders every section.
    expect((await rawGet('/remotes/feedback/remoteEntry.js')).status).toBe(200);
    expect((await rawGet('/de_DE/roadmap')).body).toContain('Ausblick');
  });
});

/**
 * The attributes of every script tag the browser would run: inline ones and
 * the deferred entry scripts alike (JSON-LD data blocks are not run).
 */
const executableScripts = (html: string) =>
  [...html.matchAll(/<script([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !attributes.includes('application/ld+json'));

test.describe('security headers from the shell server itself', () => {
  test('a CSP with a fresh nonce per response that every inline script carries', async () => {
    const answers = [await rawGet('/de_DE/roadmap'), await rawGet('/de_DE/roadmap')];
    const nonces = answers.map((answer) => {
      const csp = String(answer.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src'))!;
      expect(scriptSrc).toContain("'strict-dynamic'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toMatch(/\shttps?:(\s|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      expect(nonce).toBeTruthy();
      const scripts = executableScripts(answer.body);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) expect(attributes).toContain(` nonce="${nonce}"`);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    // React's own scripts (revealing Suspense boundaries, as on the e-book list) carry it too.
    const list = await rawGet('/de_DE/social-media-tipps-und-tricks');
    const listNonce = /'nonce-([^']+)'/.exec(String(list.headers['content-security-policy']))?.[1];
    const listScripts = executableScripts(list.body);
    expect(listScripts.length).toBeGreaterThan(0);
    for (const attributes of listScripts) expect(attributes).toContain(` nonce="${listNonce}"`);
    const headers = answers[0]!.headers;
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-content-type-options']).toBe('nosniff');
    // Plain http, and nobody's X-Forwarded-Proto is trusted by default: no HSTS.
    const spoofed = await rawGet('/de_DE/roadmap', { 'X-Forwarded-Proto': 'https' });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  test('HSTS when a trusted proxy says the visitor came over TLS', async () => {
    const server = await startShellServer({ TRUST_PROXY: 'loopback' });
    try {
      const port = Number(new URL(server.baseURL).port);
      const tls = await rawGet('/healthz', { 'X-Forwarded-Proto': 'https' }, port);
      expect(tls.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      const plain = await rawGet('/healthz', {}, port);
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await server.stop();
    }
  });
});

/** Every CSP violation the page reports, from its first script on. */
async function watchCspViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('the CSP in the browser', () => {
  for (const pagePath of [
    '/de_DE',
    '/de_DE/about',
    '/de_DE/roadmap',
    '/de_DE/feedback',
    '/de_DE/social-media-tipps-und-tricks',
    '/de_DE/hellocash',
    '/de_DE/hellocash/hellopayment',
    '/es_ES/hellocash/verifactu',
    '/de_DE/nope',
  ]) {
    test(`${pagePath} hydrates with its remotes and reports no CSP violation`, async ({ page }) => {
      const violations = await watchCspViolations(page);
      await gotoHydrated(page, pagePath);
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }

  test('navigating to another section loads its remote under the CSP', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await gotoHydrated(page, '/de_DE/about');
    await page.getByRole('link', { name: 'E-Books' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Social Media Tipps & Tricks' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('a script injected into the markup without the nonce does not run', async ({ page }) => {
    const violations = await watchCspViolations(page);
    // What a stored XSS would leave in the HTML: an inline script and an inline handler, no nonce.
    await page.route('**/de_DE/about', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</body>',
        '<script>window.__xss = 1</script><img src="data:," onload="window.__xss = 2"></body>',
      );
      await route.fulfill({ response, body: html });
    });
    await gotoHydrated(page, '/de_DE/about');
    await expect.poll(() => violations.length, { timeout: 15_000 }).toBeGreaterThan(1);
    expect(await page.evaluate(() => '__xss' in window)).toBe(false);
  });
});

test.describe('through the edge (nginx)', () => {
  test.skip(!nginxBinary, 'nginx is not installed: apt-get install nginx (.ci/run installs it)');

  /** nginx with the production templates in front of the suite's site, for one test; its port. */
  async function throughEdge(run: (port: number) => Promise<void>) {
    const edge = await startEdge({
      port: takePort(),
      shellUpstream: `127.0.0.1:${E2E_PORT}`,
      apiUpstream: `127.0.0.1:${E2E_PORT + 1}`,
    });
    try {
      await run(Number(new URL(edge.baseURL).port));
    } finally {
      await edge.stop();
    }
  }

  test("adds its headers only where the server sent none, never replacing the page's CSP; hides maps and server bundles", async () => {
    await throughEdge(async (port) => {
      const page = await rawGet('/de_DE/roadmap', {}, port);
      expect(page.status).toBe(200);
      // One policy, the server's: its nonce matches the page's scripts.
      const csp = page.headers['content-security-policy'];
      expect(typeof csp).toBe('string');
      const nonce = /'nonce-([^']+)'/.exec(String(csp))?.[1];
      expect(page.body).toContain(`<script nonce="${nonce}">`);
      expect(page.headers['x-frame-options']).toBe('DENY');

      // Files from disk: the edge's own policy, without 'unsafe-inline' or https: for scripts.
      const entry = await rawGet('/remotes/feedback/remoteEntry.js', {}, port);
      expect(entry.status).toBe(200);
      expect(entry.headers['content-security-policy']).toContain("script-src 'self';");
      expect(entry.headers['content-security-policy']).toContain("frame-ancestors 'none'");

      const map = readdirSync(path.resolve(__dirname, '../shell/dist/client')).find((file) =>
        file.endsWith('.js.map'),
      );
      for (const file of [
        '/remotes/feedback/server/remoteEntry.js',
        `/static/${map}`,
        '/remotes/feedback/remoteEntry.js.map',
      ])
        expect((await rawGet(file, {}, port)).status, file).toBe(404);

      const injected = await rawGet('/sitemap.xml', { Host: 'x"/><injected>pwn</injected>' }, port);
      expect(injected.body).not.toContain('injected');
    });
  });

  test('keeps its connections to the Node services open between requests', async () => {
    // Stand-ins for the shell's server and the API that count the connections nginx opens.
    const opened = { shell: 0, api: 0 };
    const services = await Promise.all(
      (['shell', 'api'] as const).map(async (name) => {
        const server = createServer((_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.end('{"ok":true}');
        }).on('connection', () => opened[name]++);
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        return server;
      }),
    );
    const [shell, api] = services.map(
      (server) => `127.0.0.1:${(server.address() as AddressInfo).port}`,
    );
    const edge = await startEdge({ port: takePort(), shellUpstream: shell!, apiUpstream: api! });
    const port = Number(new URL(edge.baseURL).port);
    try {
      for (let i = 0; i < 20; i++) {
        expect((await rawGet('/api/ebooks', {}, port)).status).toBe(200);
        expect((await rawGet('/de_DE/roadmap', {}, port)).status).toBe(200);
      }
    } finally {
      await edge.stop();
      for (const server of services) server.close();
    }
    // One request at a time: each nginx worker (one per online CPU) needs one connection per
    // service, not one per request.
    expect(opened.api).toBeGreaterThan(0);
    expect(opened.api).toBeLessThanOrEqual(cpus().length);
    expect(opened.shell).toBeGreaterThan(0);
    expect(opened.shell).toBeLessThanOrEqual(cpus().length);
  });

  test("sends a script as the build's own gzip copy, and as it is to a client without gzip", async () => {
    await throughEdge(async (port) => {
      const client = path.resolve(__dirname, '../shell/dist/client');
      const entry = readdirSync(client).find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file))!;
      const gzipped = await rawGet(`/static/${entry}`, { 'Accept-Encoding': 'gzip' }, port);
      expect(gzipped.status).toBe(200);
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      // The copy from disk (level 9), not one nginx compressed on the way.
      expect(Number(gzipped.headers['content-length'])).toBe(
        statSync(path.join(client, `${entry}.gz`)).size,
      );
      const plain = await rawGet(`/static/${entry}`, {}, port);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(statSync(path.join(client, entry)).size);
    });
  });
});
