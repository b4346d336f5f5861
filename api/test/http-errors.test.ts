import request from 'supertest';
import { routeTable } from '../src/web/routes';
import { exampleFor, routeKey } from './support/route-examples';
import { setupTestApp } from './support/app';

const ctx = setupTestApp();
const count = async () => Number((await ctx.db('customer_feedback').count({ n: '*' }))[0]?.n);

function expectJsonError(res: request.Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(typeof res.body.message).toBe('string');
  expect(JSON.stringify(res.body)).not.toMatch(/at .+\.(ts|js):\d+/); // no stack traces
}

describe('client faults are JSON, never 500 or HTML', () => {
  it('malformed JSON -> 400', async () => {
    const res = await request(ctx.app)
      .post('/api/feedback')
      .set('Content-Type', 'application/json')
      .send('{"feedbackText": "kaputt');
    expectJsonError(res, 400);
    expect(await count()).toBe(0);
  });

  it.each([
    ['text/plain', 'feedbackText=Hallo Welt, das ist Text'],
    ['application/x-www-form-urlencoded', 'feedbackText=Hallo+Welt+das+ist+Text'],
  ])('Content-Type %s -> 415', async (type, body) => {
    const res = await request(ctx.app).post('/api/feedback').set('Content-Type', type).send(body);
    expectJsonError(res, 415);
    expect(await count()).toBe(0);
  });

  it('body over 100kb -> 413', async () => {
    const res = await request(ctx.app)
      .post('/api/feedback')
      .send({ feedbackText: 'x'.repeat(200 * 1024) });
    expectJsonError(res, 413);
    expect(await count()).toBe(0);
  });

  it('POST without a body -> 400 with the field message', async () => {
    const res = await request(ctx.app).post('/api/feedback');
    expectJsonError(res, 400);
    expect(res.body.fields).toHaveProperty('feedbackText');
  });

  it.each([
    ['GET', '/api/does-not-exist'],
    ['POST', '/api/does-not-exist'],
    ['DELETE', '/api/does-not-exist'],
    ['GET', '/nowhere'],
    ['PUT', '/api/ebooks/numeric/1/extra'],
  ])('%s %s (no such path) -> 404', async (method, path) => {
    const res = await request(ctx.app)[method.toLowerCase() as 'get'](path).send({});
    expectJsonError(res, 404);
  });
});

/** The methods each path of the route table answers (upper case). */
const methodsByPath = new Map<string, string[]>();
for (const route of routeTable) {
  methodsByPath.set(route.path, [
    ...(methodsByPath.get(route.path) ?? []),
    route.method.toUpperCase(),
  ]);
}
const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

describe('a wrong method on a path that exists -> 405 with Allow, JSON', () => {
  const cases = routeTable.flatMap((route) =>
    OTHER_METHODS.filter((m) => !methodsByPath.get(route.path)?.includes(m)).map(
      (method) => [method, routeKey(route), route] as const,
    ),
  );

  it.each(cases)('%s on %s', async (method, _key, route) => {
    const url = exampleFor(route).url;
    const res = await request(ctx.app)[method.toLowerCase() as 'get'](url).send({});
    expectJsonError(res, 405);
    const allowed = methodsByPath.get(route.path) ?? [];
    const allow = [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : []), 'OPTIONS'];
    expect(res.headers.allow).toBe(allow.join(', '));
    expect(res.body.message).toBe(
      `Methode ${method} ist hier nicht erlaubt (erlaubt: ${allow.join(', ')})`,
    );
  });

  it('GET /api/feedback (the probe) -> 405, Allow: POST, OPTIONS', async () => {
    const res = await request(ctx.app).get('/api/feedback');
    expectJsonError(res, 405);
    expect(res.headers.allow).toBe('POST, OPTIONS');
  });

  it('OPTIONS answers 204 with Allow; HEAD answers like GET without a body', async () => {
    const options = await request(ctx.app).options('/api/ebooks/numeric/1');
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, OPTIONS');
    const head = await request(ctx.app).head('/api/ebooks/numeric/1');
    expect(head.status).toBe(200);
    expect(head.text ?? '').toBe('');
  });

  it('a wrong method stores nothing', async () => {
    for (const method of ['put', 'patch', 'delete'] as const) {
      const call = request(ctx.app);
      const res = await call[method]('/api/feedback').send({
        feedbackText: 'Eine Nachricht mit PUT/PATCH/DELETE',
      });
      expect(res.status).toBe(405);
    }
    expect(await count()).toBe(0);
  });
});
