import request from 'supertest';
import { createApp } from '../src/app';
import { createDb, mysqlConfig } from '../src/db/connection';
import { setupTestApp } from './support/app';
import { quiet } from './support/test-db';

const ctx = setupTestApp();

describe('health', () => {
  it('GET /healthz answers 200 without touching the database', async () => {
    const res = await request(ctx.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 when the database answers', async () => {
    const res = await request(ctx.app).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('database unreachable', () => {
  // Port 9 (discard) on loopback: nothing listens, so connections are refused.
  const deadDb = createDb(mysqlConfig('mysql://root@127.0.0.1:9/nothing'), quiet);
  const app = createApp({ db: deadDb, rateLimit: false });
  afterAll(() => deadDb.destroy());

  it.each([
    ['GET', '/readyz'],
    ['GET', '/api/tracking-pixels/active'],
    ['POST', '/api/feedback'],
  ])('%s %s answers 503 JSON within 3 s', async (method, path) => {
    const started = Date.now();
    const res =
      method === 'GET'
        ? await request(app).get(path)
        : await request(app).post(path).send({ feedbackText: 'Die Datenbank ist weg.' });
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(typeof res.body.message).toBe('string');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('still answers /healthz', async () => {
    expect((await request(app).get('/healthz')).status).toBe(200);
  });
});
