import request from 'supertest';
import { routeTable } from '../src/web/routes';
import { setupTestApp } from './support/app';
import { exampleFor, routeKey, setupExampleRecords } from './support/route-examples';

/**
 * Every route answers its example request with exactly the shape its contract
 * schema (the one OpenAPI documents, shared with the front ends) describes:
 * parsing must succeed and drop nothing, so an extra field fails too. A route
 * that produces something else (an image) answers that media type.
 */
const ctx = setupTestApp();
setupExampleRecords(ctx);

describe('responses match their contract schemas', () => {
  it.each(routeTable.map((route) => [routeKey(route), route] as const))(
    '%s',
    async (_key, route) => {
      const example = exampleFor(route);
      const res =
        route.method === 'get'
          ? await request(ctx.app).get(example.url)
          : await request(ctx.app).post(example.url).send(example.body?.());
      const [status, schema] = Object.entries(route.responses)[0] ?? [];
      expect(res.status).toBe(Number(status));
      // No content (the Web Vitals beacon): nothing to match.
      if (res.status === 204) {
        expect(res.text ?? '').toBe('');
        return;
      }
      if (route.produces) {
        expect(res.headers['content-type']?.split(';')[0]).toBe(route.produces);
        return;
      }
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const parsed = schema?.safeParse(res.body);
      expect(parsed?.error?.issues ?? []).toEqual([]);
      if (route.path !== '/api/openapi.json') expect(parsed?.data).toEqual(res.body);
    },
  );
});
