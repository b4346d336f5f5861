import request from 'supertest';
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
    ['GET', '/api/feedback'],
    ['GET', '/nowhere'],
  ])('%s %s -> 404', async (method, path) => {
    const res =
      method === 'GET'
        ? await request(ctx.app).get(path)
        : await request(ctx.app).post(path).send({});
    expectJsonError(res, 404);
  });
});
