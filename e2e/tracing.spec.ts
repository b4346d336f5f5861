import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './support/env';
import { startOtlpReceiver, type ReceivedSpan } from './support/otlpReceiver';
import { tempRemotes } from './support/remotesFile';
import { startShellServer, type ShellServer } from './support/shellServer';

/**
 * Traces and logs that meet (issue 39, part 2): an API and shell servers of
 * the test's own, exporting to a receiver in the test, their log lines read
 * from their stdout. Against the production builds, as the site runs.
 */
const repoRoot = path.resolve(__dirname, '..');
const API_PORT = E2E_PORT + 7;
const EBOOK = '/de_DE/social-media-tipps-und-tricks/facebook-fuer-lokale-unternehmen-1';
const SERVER = 2;
const CLIENT = 3;

/** A W3C traceparent of the test's own: the servers must continue its trace. */
function traceparent() {
  const hex = (bytes: number) =>
    Array.from({ length: bytes }, () => Math.floor(Math.random() * 256))
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
  const traceId = hex(16);
  const parentId = hex(8);
  return { traceId, parentId, header: `00-${traceId}-${parentId}-01` };
}

/** The JSON lines among a server's output. */
const logLines = (output: string) =>
  output.split('\n').flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let api: ChildProcess;
let apiOutput = '';
let shell: ShellServer;

test.beforeAll(async () => {
  receiver = await startOtlpReceiver();
  const dbDir = mkdtempSync(path.join(os.tmpdir(), 'hello-tracing-'));
  api = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...receiver.env,
      NODE_ENV: 'production',
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      SQLITE_FILE: path.join(dbDir, 'site.sqlite'),
      TRUST_PROXY: 'loopback',
      // Every answer from the database: each page's trace has its queries.
      RESPONSE_CACHE_TTL_SECONDS: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  api.stdout?.on('data', (chunk: Buffer) => (apiOutput += chunk.toString()));
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${API_PORT}/readyz`).then(
          (r) => r.ok,
          () => false,
        ),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
  shell = await startShellServer({
    ...receiver.env,
    API_URL: `http://127.0.0.1:${API_PORT}`,
    PAGE_CACHE_TTL_MS: '0',
  });
});

test.afterAll(async () => {
  await shell?.stop();
  if (api && api.exitCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  await receiver?.stop();
});

/** The trace's spans once they include what `complete` asks for (the exporters send in batches). */
async function receivedTrace(traceId: string, complete: (spans: ReceivedSpan[]) => boolean) {
  await expect.poll(() => complete(receiver.trace(traceId)), { timeout: 10_000 }).toBe(true);
  return receiver.trace(traceId);
}

test('a page request is one trace: the shell, its API calls, the API handler and its queries', async ({
  request,
}) => {
  const { traceId, parentId, header } = traceparent();
  const response = await request.get(`${shell.baseURL}${EBOOK}`, {
    headers: { traceparent: header },
  });
  expect(response.status()).toBe(200);

  const apiServerSpan = (span: ReceivedSpan) =>
    span.service === 'hello-site-api' &&
    span.kind === SERVER &&
    String(span.attributes['http.route']).startsWith('/api/ebooks');
  const spans = await receivedTrace(
    traceId,
    (all) =>
      all.some((span) => span.service === 'hello-site-shell' && span.kind === SERVER) &&
      all.some(apiServerSpan) &&
      all.some((span) => span.attributes['db.system.name'] !== undefined),
  );

  // The shell's request span continues the incoming traceparent, named by the page's route template.
  const page = spans.find((span) => span.service === 'hello-site-shell' && span.kind === SERVER)!;
  expect(page.parentSpanId).toBe(parentId);
  expect(page.attributes['http.route']).toBe('/:locale/social-media-tipps-und-tricks/:ebookRef');
  expect(page.name).toBe('GET /:locale/social-media-tipps-und-tricks/:ebookRef');

  // The loader's API call: a client span of the shell, parent of the API's span (traceparent passed on).
  const handler = spans.find(apiServerSpan)!;
  const call = spans.find((span) => span.spanId === handler.parentSpanId)!;
  expect(call).toMatchObject({ service: 'hello-site-shell', kind: CLIENT });
  // The route template, never the path asked for.
  expect(handler.attributes['http.route']).toMatch(/^\/api\/ebooks\/(?:numeric\/)?:\w+$/);
  expect(handler.name).toBe(`GET ${handler.attributes['http.route']}`);

  // Each query of that handler is a span under it (Knex).
  const byId = new Map(spans.map((span) => [span.spanId, span]));
  const underHandler = (span: ReceivedSpan): boolean => {
    const parent = byId.get(span.parentSpanId);
    return parent !== undefined && (parent === handler || underHandler(parent));
  };
  const queries = spans.filter((span) => span.attributes['db.system.name'] !== undefined);
  expect(queries.filter(underHandler).length).toBeGreaterThan(0);
  expect(queries[0]!.attributes['db.query.text']).toMatch(/^select /i);
});

test("the API's log lines of a request carry its trace_id and span_id", async ({ request }) => {
  const { traceId, header } = traceparent();
  const response = await request.get(`http://127.0.0.1:${API_PORT}/api/ebooks?language=de`, {
    headers: { traceparent: header },
  });
  expect(response.status()).toBe(200);
  await expect
    .poll(() => logLines(apiOutput).find((line) => line.trace_id === traceId), { timeout: 5_000 })
    .toMatchObject({ msg: 'request', url: '/api/ebooks?language=de', status: 200 });
  const line = logLines(apiOutput).find((entry) => entry.trace_id === traceId)!;
  expect(line.span_id).toMatch(/^[0-9a-f]{16}$/);
});

test.describe('error pages show a reference that finds the log line and the trace', () => {
  test('the 500 page shows the Fehler-ID, the start of the trace id the log line holds', async ({
    page,
  }) => {
    // An unreadable remotes.json: every page fails on the server.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hello-broken-remotes-'));
    writeFileSync(path.join(dir, 'remotes.json'), '{ not json');
    const broken = await startShellServer({
      API_URL: `http://127.0.0.1:${API_PORT}`,
      REMOTES_FILE: path.join(dir, 'remotes.json'),
    });
    try {
      const response = await page.goto(`${broken.baseURL}/de_DE/feedback`);
      expect(response?.status()).toBe(500);
      const shown = await page.getByTestId('error-reference').textContent();
      const reference = /^Fehler-ID: ([0-9a-f]{12})$/.exec(shown ?? '')?.[1];
      expect(reference, shown ?? '').toBeDefined();
      await expect
        .poll(() => logLines(broken.output()).find((line) => line.msg === 'page failed'))
        .toBeDefined();
      const logged = logLines(broken.output()).find((line) => line.msg === 'page failed')!;
      expect(String(logged.trace_id).slice(0, 12)).toBe(reference);
      expect(logged.trace_id).toMatch(/^[0-9a-f]{32}$/);

      // In the visitor's language.
      await page.goto(`${broken.baseURL}/es_ES/feedback`);
      await expect(page.getByTestId('error-reference')).toHaveText(/^ID de error: [0-9a-f]{12}$/);
    } finally {
      await broken.stop();
    }
  });

  test('a section unavailable (503) shows its Fehler-ID in the fallback, after hydration too', async ({
    page,
  }) => {
    // The feedback section's manifest is nowhere: its pages answer with the fallback.
    const remotes = tempRemotes({
      feedback: 'http://127.0.0.1:9/remotes/feedback/mf-manifest.json',
    });
    const degraded = await startShellServer({
      ...receiver.env,
      API_URL: `http://127.0.0.1:${API_PORT}`,
      REMOTES_FILE: remotes.file,
    });
    try {
      const response = await page.goto(`${degraded.baseURL}/de_DE/feedback`, {
        waitUntil: 'networkidle',
      });
      expect(response?.status()).toBe(503);
      const fallback = page.getByTestId('section-fallback');
      await expect(fallback.getByTestId('error-reference')).toHaveText(/^Fehler-ID: [0-9a-f]{12}$/);
      const reference = (await fallback.getByTestId('error-reference').textContent())!.slice(-12);
      await expect
        .poll(() => logLines(degraded.output()).find((line) => line.msg === 'section unavailable'))
        .toMatchObject({ route: expect.stringContaining('feedback') });
      const logged = logLines(degraded.output()).find(
        (line) => line.msg === 'section unavailable',
      )!;
      expect(String(logged.trace_id).slice(0, 12)).toBe(reference);
      // The trace it names was exported: the shell's request span with that id.
      await receivedTrace(String(logged.trace_id), (spans) =>
        spans.some((span) => span.kind === SERVER && span.service === 'hello-site-shell'),
      );
    } finally {
      await degraded.stop();
    }
  });
});
