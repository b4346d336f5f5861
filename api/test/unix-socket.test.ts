import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app';
import { listenOnUnixSocket } from '../src/web/unix-socket';
import { setupTestApp } from './support/app';

/**
 * The API on a Unix socket (API_SOCKET), as `npm start`'s shell proxy
 * reaches it: it answers there like on its port, and its peer counts as
 * loopback, so a trusted proxy's X-Forwarded-For still tells visitors apart
 * (rate limits, cookieless keys).
 */
const ctx = setupTestApp();

let dir: string;
let server: Server | undefined;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'api-socket-'));
});
afterEach(async () => {
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

function post(socketPath: string, url: string, body: unknown, forwardedFor?: string) {
  return new Promise<{ status: number; body: { message?: string } }>((resolve, reject) => {
    const req = httpRequest(
      {
        socketPath,
        path: url,
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

it("answers on the socket and tells the proxy's visitors apart by X-Forwarded-For", async () => {
  const app = createApp({
    db: ctx.db,
    trustProxy: 'loopback',
    rateLimit: { limit: 1, windowMs: 60_000 },
  });
  const socketPath = path.join(dir, 'api.sock');
  server = await listenOnUnixSocket(app, socketPath);
  const send = (ip: string) => post(socketPath, '/api/feedback', { feedbackText: 'x' }, ip);
  // The one write each visitor has: the invalid text's 400, then the limit.
  expect((await send('203.0.113.1')).status).toBe(400);
  expect((await send('203.0.113.1')).status).toBe(429);
  expect((await send('203.0.113.2')).status).toBe(400);
});

it('replaces a socket file a killed process left, and never removes any other file', async () => {
  const app = createApp({ db: ctx.db });
  const socketPath = path.join(dir, 'api.sock');
  // A process killed while listening leaves its socket file behind.
  spawnSync(process.execPath, [
    '-e',
    `require('node:net').createServer().listen(${JSON.stringify(socketPath)}, () => process.kill(process.pid, 'SIGKILL'))`,
  ]);
  expect(statSync(socketPath).isSocket()).toBe(true);
  server = await listenOnUnixSocket(app, socketPath);
  expect((await post(socketPath, '/api/feedback', {})).status).toBe(400);

  const notASocket = path.join(dir, 'notes.txt');
  writeFileSync(notASocket, 'keep me');
  await expect(listenOnUnixSocket(app, notASocket)).rejects.toThrow(/EADDRINUSE/);
  expect(readFileSync(notASocket, 'utf8')).toBe('keep me');
});
