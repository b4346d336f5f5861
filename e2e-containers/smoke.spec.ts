import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  EDGE_URL,
  isAlive,
  isHealthy,
  memoryUsedMb,
  memorySettings,
  queryDatabase,
  restartCount,
  runReleaseTool,
  startService,
  stopService,
} from './support/composition';

/**
 * The production composition as podman runs it (edge nginx → shell server
 * and API → MariaDB, migrations, the releases volume), through the edge's
 * published port. Each test leaves every service running.
 */
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

test('pages are server-rendered through the edge, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const pages: [string, string][] = [
    ['/de_DE', 'Aufmerksamkeit, die zu zahlenden Kunden wird.'],
    ['/de_DE/social-media-tipps-und-tricks', 'Social Media Tipps & Tricks'],
    ['/de_DE/feedback', 'Was willst DU eigentlich?'],
  ];
  for (const [path, heading] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['content-security-policy'], path).toContain(
      "frame-ancestors 'none'",
    );
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(mainNav(page), path).toBeVisible();
  }
  // The seeded e-books come from the containerised database.
  await page.goto('/de_DE/social-media-tipps-und-tricks');
  await expect(
    page
      .getByRole('main')
      .getByText(/heruntergeladen$|^Neu$/)
      .first(),
  ).toBeVisible();
  await context.close();
});

test('a lead sent through the edge is stored in the containerised database', async ({
  request,
}) => {
  const email = `smoke.${Date.now()}@beispiel.de`;
  const response = await request.post('/api/email/capture', {
    data: {
      visitorId: randomUUID(),
      email,
      ebookCategory: 'Facebook',
      country: 'DE',
      language: 'de',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  expect(
    queryDatabase(`select email, newsletter_opt_in from email_captures where email = '${email}'`),
  ).toEqual([[email, '0']]);
});

test('a section is released and rolled back with the release tool service, without a shell restart', async ({
  request,
}) => {
  const version = `smoke-${Date.now()}`;
  const manifestOf = async () =>
    ((await (await request.get('/remotes.json')).json()) as Record<string, { manifest: string }>)
      .ebooks!.manifest;
  const before = await manifestOf();
  const restartsBefore = restartCount('shell');

  // The image's own build of the section, published under a new version.
  expect(runReleaseTool('ebooks', '--from', 'mfe-ebooks/dist', '--version', version)).toContain(
    version,
  );
  const released = `/releases/ebooks/${version}/mf-manifest.json`;
  await expect.poll(manifestOf, { timeout: 15_000 }).toBe(released);
  // The edge serves the release from the volume, and the shell renders with it.
  expect((await request.get(released)).status()).toBe(200);
  await expect
    .poll(
      async () =>
        (await (await request.get('/de_DE/social-media-tipps-und-tricks')).text()).includes(
          `/releases/ebooks/${version}/`,
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);

  runReleaseTool('ebooks', '--rollback');
  await expect.poll(manifestOf, { timeout: 15_000 }).toBe(before);
  expect(restartCount('shell')).toBe(restartsBefore);
});

test('with the API stopped, pages render their error states and /api answers 503 JSON', async ({
  page,
  request,
}) => {
  stopService('api');
  try {
    const api = await request.get('/api/ebooks');
    expect(api.status()).toBe(503);
    expect(await api.json()).toEqual({ message: 'API nicht erreichbar' });

    const response = await page.goto('/de_DE/hellocash', { waitUntil: 'networkidle' });
    expect(response?.status()).toBeLessThan(500);
    await expect(page.getByRole('heading', { level: 1, name: 'helloCASH' })).toBeVisible();
    await expect(page.getByText('Die Produkte konnten gerade nicht geladen werden.')).toBeVisible();
    await page.goto('/de_DE/social-media-tipps-und-tricks', { waitUntil: 'networkidle' });
    await expect(page.getByText('Keine E-Books verfügbar')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  } finally {
    startService('api');
  }
  await expect.poll(() => isHealthy('api'), { timeout: 60_000 }).toBe(true);
  // The restarted container has a new address; the edge re-resolves the API's
  // name every few seconds (resolver valid=5s), without a reload.
  await expect
    .poll(async () => (await request.get('/api/ebooks')).status(), { timeout: 15_000 })
    .toBe(200);
});

test('with the database stopped, the API answers 503 and is not ready; it recovers by itself', async ({
  request,
}) => {
  // A write: never served from the API's response cache.
  const fresh = () =>
    request.post('/api/email/capture', {
      data: {
        visitorId: randomUUID(),
        email: `db.${Date.now()}@beispiel.de`,
        ebookCategory: 'Facebook',
      },
    });
  stopService('mysql');
  try {
    await expect.poll(async () => (await fresh()).status(), { timeout: 20_000 }).toBe(503);
    expect(isHealthy('api')).toBe(false);
    // Not ready, but alive: a database outage must not restart the API.
    expect(isAlive('api')).toBe(true);
  } finally {
    startService('mysql');
  }
  await expect.poll(() => isHealthy('mysql'), { timeout: 60_000 }).toBe(true);
  await expect.poll(async () => (await fresh()).status(), { timeout: 30_000 }).toBe(201);
  expect(isHealthy('api')).toBe(true);
});

test('container memory limits and Node heap limits agree; probes answer as declared', async ({
  request,
}) => {
  for (const service of ['shell', 'api'] as const) {
    const { limitMb, heapMb } = memorySettings(service);
    expect(limitMb, service).toBeGreaterThan(0);
    // V8's old space at most 3/4 of the container: room for code, buffers and native memory.
    expect(heapMb, service).toBeLessThanOrEqual(limitMb * 0.75);
    expect(isHealthy(service), service).toBe(true);
    expect(isAlive(service), service).toBe(true);
  }
  expect(await (await request.get('/healthz')).json()).toEqual({ status: 'ok' });
});

test("under the bench's soak through the edge the shell stays within its memory limit, without a restart", async () => {
  const seconds = Number(process.env.SMOKE_SOAK_SECONDS ?? 30);
  test.setTimeout((seconds + 60) * 1000);
  const { limitMb } = memorySettings('shell');
  const restartsBefore = restartCount('shell');
  // bench/soak.mjs's load (50 connections on its mix of pages) on the edge.
  const report = JSON.parse(
    execFileSync(
      process.execPath,
      [path.resolve(__dirname, '../bench/soak.mjs'), '--url', EDGE_URL, String(seconds)],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    ),
  ) as { requests: number; errors: number; pagesPerSecond: number; p99Ms: number };
  console.log(
    `soak: ${report.pagesPerSecond} pages/s, p99 ${report.p99Ms} ms, ${report.errors} errors`,
  );
  const figures = JSON.stringify(report);
  expect(report.requests, figures).toBeGreaterThan(0);
  expect(report.errors, figures).toBe(0);
  expect(restartCount('shell'), 'shell restarts').toBe(restartsBefore);
  expect(memoryUsedMb('shell'), 'shell memory (MB)').toBeLessThan(limitMb);
  // One probe may time out while the load drains.
  await expect.poll(() => isHealthy('shell'), { timeout: 30_000 }).toBe(true);
});
