import type { Server } from 'node:http';
import request from 'supertest';
import { routeTable } from '../src/web/routes';
import { setupTestApp } from './support/app';
import { exampleFor } from './support/route-examples';
import {
  conformanceRuns,
  describeConformance,
  knownParamsOf,
  type OpenApiDocument,
} from './support/openapi-conformance';

/**
 * The public API against its OpenAPI document, both directions (see
 * support/openapi-conformance.ts): no request the document allows is refused
 * (2xx, or 404 for a record that does not exist), and no request it forbids
 * is accepted (400/413/415, or the 404 the operation documents).
 */
const ctx = setupTestApp();
jest.setTimeout(300_000);

let server: Server;
let doc: OpenApiDocument;
beforeAll(async () => {
  server = ctx.app.listen(0);
  doc = (await request(server).get('/api/openapi.json')).body as OpenApiDocument;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const figures: string[] = [];
afterAll(() => {
  // The case counts and times, for the report (jest prints console output on --verbose).
  if (process.env.OPENAPI_FIGURES) console.log(figures.join('\n'));
});

describeConformance({
  routes: routeTable,
  document: () => doc,
  client: () => (method, url) => request(server)[method](url),
  known: (route) => knownParamsOf(route.path, exampleFor(route).url),
  runs: conformanceRuns(),
  figures,
});
