/**
 * @jest-environment node
 */
import { Agent, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createExpressServer } from '../expressServer';
import { gracefulShutdown, type ShutdownSettings } from './gracefulShutdown';
import { shutdownSettingsFromEnv } from './settings';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One GET; `agent` keeps the connection for the next request (keep-alive), as nginx and undici do. */
function get(port: number, path: string, agent: Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A server behind the shutdown: /slow and /stream answer when `release()` is
 * called (/stream sends its headers and a first chunk at once), `arrived`
 * settles when such a request has reached the app.
 */
async function startServer(settings: ShutdownSettings) {
  let release = () => {};
  let arrive = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const app = express()
    .get('/healthz', (_req, res) => void res.json({ status: 'ok' }))
    .get('/readyz', (_req, res) => void res.json({ status: 'ok' }))
    .get('/fast', (_req, res) => void res.send('fast'))
    .get('/slow', (_req, res) => {
      arrive();
      void released.then(() => res.send('slow done'));
    })
    .get('/stream', (_req, res) => {
      res.write('first ');
      arrive();
      void released.then(() => res.end('last'));
    });
  const stop = gracefulShutdown(settings);
  const server = createExpressServer(app, stop.listener(app));
  stop.track(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { stop, server, port: (server.address() as AddressInfo).port, release, arrived };
}

describe('gracefulShutdown', () => {
  let server: Server | undefined;
  let agent: Agent | undefined;
  afterEach(() => {
    agent?.destroy();
    server?.closeAllConnections();
    server?.close();
    server = agent = undefined;
  });

  it('fails readiness at once, serves through the drain, refuses after it and lets the running request finish', async () => {
    const running = await startServer({ drainMs: 300, timeoutMs: 5_000 });
    ({ server } = running);
    const { stop, port } = running;
    agent = new Agent({ keepAlive: true });
    const slow = get(port, '/slow', agent);
    await running.arrived;

    const started = Date.now();
    const stopped = stop.shutdown();
    expect(stop.stopping).toBe(true);
    const readiness = await get(port, '/readyz');
    expect(readiness.status).toBe(503);
    expect(readiness.headers.connection).toBe('close');
    expect((await get(port, '/healthz')).status).toBe(200);
    // During the drain new requests are still served, each asking to close its connection.
    const during = await get(port, '/fast', agent);
    expect([during.status, during.headers.connection]).toEqual([200, 'close']);

    await sleep(400);
    await expect(get(port, '/fast')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    running.release();
    const answer = await slow;
    expect([answer.status, answer.body, answer.headers.connection]).toEqual([
      200,
      'slow done',
      'close',
    ]);
    await expect(stopped).resolves.toBe('drained');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(server.listening).toBe(false);
  });

  it('does not wait for an idle keep-alive connection', async () => {
    const running = await startServer({ drainMs: 0, timeoutMs: 5_000 });
    ({ server } = running);
    agent = new Agent({ keepAlive: true });
    expect((await get(running.port, '/fast', agent)).status).toBe(200);
    // The agent holds the connection open, idle, for its next request.
    expect(Object.values(agent.freeSockets).flat()).toHaveLength(1);

    const started = Date.now();
    await expect(running.stop.shutdown()).resolves.toBe('drained');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('does not wait for the connection of a response whose headers went out before the stop', async () => {
    const running = await startServer({ drainMs: 0, timeoutMs: 5_000 });
    ({ server } = running);
    agent = new Agent({ keepAlive: true });
    const streamed = get(running.port, '/stream', agent);
    await running.arrived;
    await sleep(50);

    const started = Date.now();
    const stopped = running.stop.shutdown();
    await sleep(100);
    running.release();
    expect((await streamed).body).toBe('first last');
    await expect(stopped).resolves.toBe('drained');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('cuts what still runs at the timeout', async () => {
    const running = await startServer({ drainMs: 0, timeoutMs: 300 });
    ({ server } = running);
    const slow = get(running.port, '/slow');
    await running.arrived;

    const started = Date.now();
    await expect(running.stop.shutdown()).resolves.toBe('timed out');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await expect(slow).rejects.toMatchObject({ code: 'ECONNRESET' });
  });

  it('answers the same stop to every call', async () => {
    const running = await startServer({ drainMs: 0, timeoutMs: 1_000 });
    ({ server } = running);
    expect(running.stop.shutdown()).toBe(running.stop.shutdown());
    await running.stop.shutdown();
  });
});

describe('shutdownSettingsFromEnv', () => {
  it('drains 0 ms by default (npm start, tests) and waits 10 s for requests', () => {
    expect(shutdownSettingsFromEnv({})).toEqual({ drainMs: 0, timeoutMs: 10_000 });
  });

  it('reads both figures and refuses what is not a duration', () => {
    expect(
      shutdownSettingsFromEnv({ SHUTDOWN_DRAIN_MS: '5000', SHUTDOWN_TIMEOUT_MS: '8000' }),
    ).toEqual({ drainMs: 5_000, timeoutMs: 8_000 });
    expect(() => shutdownSettingsFromEnv({ SHUTDOWN_DRAIN_MS: '5s' })).toThrow(/SHUTDOWN_DRAIN_MS/);
    expect(() => shutdownSettingsFromEnv({ SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow(
      /SHUTDOWN_TIMEOUT_MS/,
    );
  });
});
