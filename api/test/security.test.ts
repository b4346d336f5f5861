import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../src/app';
import { serverConfigFromEnv } from '../src/config';
import { setupTestApp } from './support/app';

const ctx = setupTestApp();

describe('security headers (helmet)', () => {
  it.each(['/api/ebooks', '/api/does-not-exist'])('are sent on %s', async (path) => {
    const res = await request(ctx.app).get(path);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('CORS', () => {
  const site = 'https://www.hello-site.example';
  const preflight = (app: ReturnType<typeof createApp>, origin: string) =>
    request(app)
      .options('/api/payment-leads')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');

  it('is closed by default: no other origin gets CORS headers', async () => {
    const res = await request(ctx.app).get('/api/ebooks').set('Origin', site);
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(ctx.app, site)).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets allowlisted origins call with credentials, and only them', async () => {
    const app = createApp({ db: ctx.db, rateLimit: false, corsOrigins: [`${site}/`] });
    const allowed = await preflight(app, site);
    expect(allowed.status).toBe(204);
    expect(allowed.headers).toMatchObject({
      'access-control-allow-origin': site,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'Content-Type',
    });
    const get = await request(app).get('/api/faqs?country=ES').set('Origin', site);
    expect(get.headers['access-control-allow-origin']).toBe(site);
    expect(get.headers.vary).toMatch(/Origin/);

    const stranger = await preflight(app, 'https://evil.example');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('reads the allowlist from CORS_ORIGINS', () => {
    expect(
      serverConfigFromEnv({ CORS_ORIGINS: ' https://a.example, https://b.example ,' }).corsOrigins,
    ).toEqual(['https://a.example', 'https://b.example']);
    expect(serverConfigFromEnv({}).corsOrigins).toEqual([]);
  });
});

describe('logs', () => {
  it('carry method, path and status of each request, never an e-mail address', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().trim().split('\n'));
        done();
      },
    });
    const app = createApp({ db: ctx.db, rateLimit: false, logger: pino({ level: 'debug' }, sink) });
    const visitorId = '6f1c2f8e-3d4b-4a5c-9e7f-0a1b2c3d4e5f';
    await request(app)
      .post('/api/email/capture')
      .send({ visitorId, email: 'geheim.person@example.de', ebookCategory: 'Facebook' });
    await request(app)
      .post('/api/payment-leads')
      .send({ visitorId, email: 'noch.geheimer@example.es', provider: 'stripe' });
    await new Promise((resolve) => setImmediate(resolve));

    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.map((line) => JSON.parse(line))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'POST', url: '/api/email/capture', status: 201 }),
        expect.objectContaining({ method: 'POST', url: '/api/payment-leads', status: 400 }),
      ]),
    );
    expect(lines.join('\n')).not.toMatch(/geheim\.person|noch\.geheimer/);
  });
});
