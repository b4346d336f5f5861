import type { Server } from 'node:http';
import { adminRouteTable } from '../src/web/admin/routes';
import { adminExampleFor } from './support/admin-route-examples';
import { createMember, setupConsoleApp, signedIn, type Agent } from './support/console';
import {
  conformanceRuns,
  describeConformance,
  knownParamsOf,
  type OpenApiDocument,
} from './support/openapi-conformance';

/**
 * The console's routes against the same OpenAPI document, both directions
 * (see support/openapi-conformance.ts), signed in as an admin (every route
 * open to them): no request the document allows is refused (2xx, or the 404
 * and 409 the operation documents for the records' state), and none it
 * forbids is accepted. Signing in and out are left out: the session is the
 * client of every other request (their bodies are fuzzed in
 * admin-hostile-input.test.ts).
 */
const ctx = setupConsoleApp();
jest.setTimeout(300_000);

let server: Server;
let admin: Agent;
let doc: OpenApiDocument;
beforeAll(async () => {
  server = ctx.app.listen(0);
  admin = await signedIn(server, await createMember(ctx.db, 'admin'));
  doc = (await admin.get('/api/openapi.json')).body as OpenApiDocument;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const figures: string[] = [];
afterAll(() => {
  if (process.env.OPENAPI_FIGURES) console.log(figures.join('\n'));
});

const session = new Set(['/api/admin/sign-in', '/api/admin/sign-out']);

describeConformance({
  routes: adminRouteTable.filter((route) => !session.has(route.path)),
  document: () => doc,
  client: () => (method, url) => admin[method](url),
  // A record of each route's own (an example creates it), so both directions meet a real one.
  known: async (route) => knownParamsOf(route.path, (await adminExampleFor(route)(ctx.db)).url),
  // The console's routes are many and each write does more work than a public one.
  runs: Math.ceil(conformanceRuns() / 4),
  figures,
});
