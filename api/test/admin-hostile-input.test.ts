import fc from 'fast-check';
import { apiErrorSchema } from 'contracts';
import { adminRouteTable } from '../src/web/admin/routes';
import { adminExampleFor, adminRouteKey } from './support/admin-route-examples';
import { browser, createMember, setupConsoleApp, signedIn, type Agent } from './support/console';
import { propertyRuns } from './support/property-runs';

/**
 * Property-based, signed in as an admin (every route open): whatever query
 * or body arrives — junk values, wrong types, broken cursors, odd unicode —
 * the console answers 2xx or 4xx, JSON on errors, never 5xx.
 */
const ctx = setupConsoleApp();
jest.setTimeout(180_000);
const RUNS = Math.ceil(propertyRuns() / 4);
let admin: Agent;
beforeAll(async () => {
  admin = await signedIn(ctx.app, await createMember(ctx.db, 'admin'));
});

const junk = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e9',
    'null',
    '2026-02-30',
    '9999-99-99',
    "' OR 1=1 --",
    '%',
    '_',
    '\u0000',
    'ÄÖÜ',
    'WzEsMl0',
    'eyJ9',
  ),
  fc.integer().map(String),
);
const queryKeys = fc.constantFrom(
  'type',
  'from',
  'to',
  'country',
  'provider',
  'interest',
  'status',
  'q',
  'sort',
  'order',
  'limit',
  'cursor',
  'days',
  'action',
  'actorId',
  'targetId',
  'state',
  'x',
);
const bodyValue = fc.oneof(
  junk,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);

function expectSafe(res: { status: number; headers: Record<string, string>; body: unknown }) {
  expect(res.status).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    apiErrorSchema.parse(res.body);
  }
}

const gets = adminRouteTable.filter((route) => route.method === 'get' && !route.path.includes(':'));
const posts = adminRouteTable.filter(
  (route) => route.method === 'post' && !route.path.endsWith('/sign-out'),
);

describe.each(gets.map((route) => [adminRouteKey(route), route] as const))('%s', (_key, route) => {
  it(`${RUNS} junk queries: never 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(queryKeys, junk), { maxLength: 5 }), async (pairs) => {
        const query = new URLSearchParams(pairs).toString();
        expectSafe(await admin.get(`${route.path}?${query}`));
      }),
      { numRuns: RUNS },
    );
  });
});

describe.each(posts.map((route) => [adminRouteKey(route), route] as const))('%s', (_key, route) => {
  it(`${RUNS} junk bodies and ids: never 5xx`, async () => {
    const example = await adminExampleFor(route)(ctx.db);
    // Signing in (as the example's member) would swap the admin's session: a browser of its own.
    const agent = route.roles === 'anyone' ? browser(ctx.app) : admin;
    const fields = Object.keys(example.body ?? {});
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...fields, 'extra', '__proto__'), bodyValue, { maxKeys: 4 }),
        fc.oneof(
          fc.constant(example.url),
          junk.map((id) => route.path.replace(':id', encodeURIComponent(id) || 'x')),
        ),
        async (body, url) => {
          expectSafe(
            await agent
              .post(url)
              .set('Content-Type', 'application/json')
              .send(JSON.stringify({ ...example.body, ...body })),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });
});
