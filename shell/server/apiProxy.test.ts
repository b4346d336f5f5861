/**
 * @jest-environment node
 */
import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApiProxy, isApiPath } from './apiProxy';

/** What the stand-in API saw of each request. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  bodyBytes: number;
}

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
const close = (server: Server) =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(resolve);
  });

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Sent {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** Sent in two writes: node frames it chunked (no Content-Length). */
  chunked?: boolean;
}

/** A request as a client sends it: any headers, any body. */
function send(
  origin: string,
  path: string,
  { method = 'GET', headers = {}, body, chunked = false }: Sent = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
      );
    });
    req.on('error', reject);
    if (body && chunked) {
      req.write(body.subarray(0, 1024));
      req.end(body.subarray(1024));
    } else req.end(body);
  });
}

describe('the /api proxy', () => {
  let api: Server;
  let shell: Server;
  let shellOrigin: string;
  const seen: Seen[] = [];
  let writes = 0;
  let trusted = false;

  beforeAll(async () => {
    api = createServer((req, res) => {
      let bodyBytes = 0;
      req.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      req.on('end', () => {
        seen.push({
          method: req.method!,
          url: req.url!,
          headers: req.headers,
          rawHeaders: req.rawHeaders,
          bodyBytes,
        });
        res.setHeader('Set-Cookie', ['a=1', 'b=2']);
        res.setHeader('Cache-Control', 'public, max-age=60');
        res.writeHead(req.url!.startsWith('/api/missing') ? 404 : 200, {
          'Content-Type': 'application/json',
        });
        res.end(JSON.stringify({ path: req.url }));
      });
    });
    const apiUrl = await listen(api);
    const proxyApi = createApiProxy({
      apiUrl,
      onWrite: () => writes++,
      trustsPeer: () => trusted,
    });
    shell = createServer((req, res) => {
      if (isApiPath(req.url)) proxyApi(req, res);
      else res.writeHead(418).end();
    });
    shellOrigin = await listen(shell);
  });
  afterAll(async () => {
    await close(shell);
    await close(api);
  });
  beforeEach(() => {
    seen.length = 0;
    trusted = false;
  });

  it('takes /api, /api/… and /api?… only', () => {
    expect(['/api', '/api/ebooks', '/api?x=1'].every(isApiPath)).toBe(true);
    expect(['/apis', '/apidocs/x', '/de_DE/api', '/', undefined].some(isApiPath)).toBe(false);
  });

  it("passes the API's answer through as it is: status, body, repeated headers", async () => {
    const answer = await send(shellOrigin, '/api/missing?country=DE');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ path: '/api/missing?country=DE' });
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/missing?country=DE' });
  });

  it("keeps connections open on both sides: the visitor's and the API's", async () => {
    const opened = { api: 0, shell: 0 };
    const countApi = () => opened.api++;
    const countShell = () => opened.shell++;
    api.on('connection', countApi);
    shell.on('connection', countShell);
    const visitor = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let i = 0; i < 10; i++) {
        const answer = await new Promise<number>((resolve, reject) =>
          request(`${shellOrigin}/api/ebooks?i=${i}`, { agent: visitor }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
            .on('error', reject)
            .end(),
        );
        expect(answer).toBe(200);
      }
    } finally {
      visitor.destroy();
      api.off('connection', countApi);
      shell.off('connection', countShell);
    }
    // One request after another: one connection each way (the pool may already hold the API's).
    expect(opened.shell).toBe(1);
    expect(opened.api).toBeLessThanOrEqual(1);
    expect(seen).toHaveLength(10);
  });

  it("appends the visitor's address to X-Forwarded-For and keeps the Host", async () => {
    await send(shellOrigin, '/api/ebooks', {
      headers: { 'X-Forwarded-For': '203.0.113.9', Host: 'www.example.de' },
    });
    expect(seen[0]!.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(seen[0]!.headers.host).toBe('www.example.de');
    expect(seen[0]!.headers['x-forwarded-host']).toBe('www.example.de');
  });

  it("believes a client's X-Forwarded-Proto only from a trusted proxy", async () => {
    await send(shellOrigin, '/api/ebooks', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(seen[0]!.headers['x-forwarded-proto']).toBe('http');
    trusted = true;
    await send(shellOrigin, '/api/ebooks', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(seen[1]!.headers['x-forwarded-proto']).toBe('https');
  });

  it('does not forward the headers of the visitor’s connection', async () => {
    await send(shellOrigin, '/api/ebooks', {
      headers: { Connection: 'keep-alive', 'Proxy-Authorization': 'Basic eDp5', TE: 'trailers' },
    });
    const names = seen[0]!.rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase());
    expect(names).not.toContain('proxy-authorization');
    expect(names).not.toContain('te');
  });

  it('streams a body and tells the page cache after a write', async () => {
    const before = writes;
    const body = Buffer.from(JSON.stringify({ message: 'x'.repeat(5000) }));
    const answer = await send(shellOrigin, '/api/feedback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
      body,
    });
    expect(answer.status).toBe(200);
    expect(seen[0]!.bodyBytes).toBe(body.length);
    expect(writes).toBe(before + 1);
    await send(shellOrigin, '/api/ebooks');
    expect(writes).toBe(before + 1);
    // Counting writes change no page: the cache keeps what it rendered.
    for (const path of ['/api/track/pageview', '/api/track/vitals'])
      await send(shellOrigin, path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': '2' },
        body: Buffer.from('{}'),
      });
    expect(writes).toBe(before + 1);
  });

  it('refuses a body over 1 MB, declared or chunked, without the API reading it', async () => {
    const big = Buffer.alloc(1024 * 1024 + 1, 'x');
    const declared = await send(shellOrigin, '/api/feedback', {
      method: 'POST',
      headers: { 'Content-Length': String(big.length) },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toEqual({ message: 'Request-Body ist zu groß' });
    const chunked = await send(shellOrigin, '/api/feedback', {
      method: 'POST',
      body: big,
      chunked: true,
    });
    expect(chunked.status).toBe(413);
    expect(seen.filter((request) => request.bodyBytes > 1024 * 1024)).toEqual([]);
  });

  it("reaches the API on its Unix socket when it has one (API_SOCKET), not on the origin's port", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'proxy-socket-'));
    const socketPath = path.join(dir, 'api.sock');
    const onSocket = createServer((req, res) => res.end(JSON.stringify({ via: 'socket' })));
    await new Promise<void>((resolve) => onSocket.listen(socketPath, resolve));
    // Nothing listens on port 9: an answer can only have come through the socket.
    const proxy = createServer(
      createApiProxy({
        apiUrl: 'http://127.0.0.1:9',
        socketPath,
        onWrite: () => {},
        trustsPeer: () => false,
      }),
    );
    const origin = await listen(proxy);
    try {
      const answer = await send(origin, '/api/ebooks');
      expect([answer.status, JSON.parse(answer.body)]).toEqual([200, { via: 'socket' }]);
    } finally {
      await close(proxy);
      await close(onSocket);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers JSON 502 when the API cannot be reached', async () => {
    const down = createServer(
      createApiProxy({ apiUrl: 'http://127.0.0.1:9', onWrite: () => {}, trustsPeer: () => false }),
    );
    const origin = await listen(down);
    try {
      const answer = await send(origin, '/api/ebooks');
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body)).toEqual({ message: 'API nicht erreichbar' });
    } finally {
      await close(down);
    }
  });
});
