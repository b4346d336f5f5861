import fc from 'fast-check';
import request from 'supertest';
import { apiErrorSchema, emailSchema, validationMessages } from 'contracts';
import { honeypotFilled } from '../src/web/honeypot';
import type { RouteDef } from '../src/web/route-def';
import { setupTestApp } from './support/app';
import {
  exampleFor,
  getRoutes,
  postRoutes,
  routeKey,
  successStatus,
  setupExampleRecords,
  storedIn,
  storedPerWrite,
  writeTableOf,
} from './support/route-examples';
import { propertyRuns } from './support/property-runs';

/**
 * Property-based: whatever a stranger sends — wrong types, huge or odd
 * strings, any unicode, SQL and script fragments, extra fields, junk queries —
 * the API answers 2xx or 4xx with JSON (`{ message }` on errors), never 5xx,
 * and stores a row only for input its contract accepts.
 */
const ctx = setupTestApp();
setupExampleRecords(ctx);
jest.setTimeout(180_000);
const RUNS = propertyRuns();

const attacks = [
  "' OR '1'='1",
  "x'); DROP TABLE email_captures; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000',
  '\uD800',
  '\u202Egnp.exe',
  // Issue 16: invisible text that used to pass the 10-character minimum.
  '\u200B'.repeat(10),
  '\u3164'.repeat(10),
  '\u0000'.repeat(10),
  '\uDE00 lone low surrogate',
  '${jndi:ldap://example.com/a}',
  '../../../../etc/passwd',
  '\r\n\r\nHTTP/1.1 200 OK',
  '💥'.repeat(2000),
  'ß'.repeat(6000),
];

/**
 * For URLs: encodeURIComponent refuses lone surrogates, and a URL over Node's
 * header limit never reaches the app (Node itself answers 431).
 */
const urlAttacks = attacks.filter((text) => !/[\uD800-\uDFFF]/.test(text) && text.length < 500);

const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom(...attacks),
  // Huge: some over the 100 kB body limit (413), some just under.
  fc.integer({ min: 1_000, max: 70_000 }).map((n) => 'ä'.repeat(n)),
);

const deeplyNested = JSON.parse('['.repeat(3000) + ']'.repeat(3000)) as unknown;

const hostileValue = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(deeplyNested),
  fc.jsonValue({ maxDepth: 3 }),
);

const extraKeys = [
  'website',
  '__proto__',
  'constructor',
  'id',
  'created_at',
  'converted',
  'toString',
];

/** A valid example with some fields replaced, dropped or added; or any JSON at all. */
function bodies(route: RouteDef) {
  const example = exampleFor(route).body?.() ?? {};
  const fields = Object.keys(example);
  const keys = fc.constantFrom(...fields, ...extraKeys);
  const mutated = fc
    .record({
      replace: fc.dictionary(keys, hostileValue, { maxKeys: 4 }),
      drop: fc.subarray(fields),
    })
    .map(({ replace, drop }) => {
      const body: Record<string, unknown> = { ...exampleFor(route).body?.() };
      for (const key of drop) delete body[key];
      for (const [key, value] of Object.entries(replace)) {
        Object.defineProperty(body, key, { value, enumerable: true, writable: true });
      }
      return body as unknown;
    });
  return fc.oneof(
    { weight: 4, arbitrary: mutated },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(keys, hostileValue, { maxKeys: 6 }) },
  );
}

/** JSON, except a success of a route that produces another media type (an image). */
function expectJsonAnswer(res: request.Response, allowed: number[], produces?: string) {
  expect(allowed).toContain(res.status);
  // Not modified, or no content (the Web Vitals beacon's 204): no body.
  if (res.status === 304 || res.status === 204) return;
  if (produces && res.status < 300) {
    expect(res.headers['content-type']?.split(';')[0]).toBe(produces);
    return;
  }
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  if (res.status >= 400) apiErrorSchema.parse(res.body);
}

describe.each(postRoutes.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
  const target = writeTableOf(route);
  const stored = () => storedIn(ctx.db, target);
  const input = route.request?.body;
  const success = successStatus(route);
  const record = route.responses[success];

  it(`${RUNS} hostile bodies: never 5xx, only valid input stored`, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(bodies(route), async (drawn) => {
        // Judge what the server receives: JSON turns Infinity and NaN into null.
        const json = JSON.stringify(drawn);
        const body = JSON.parse(json) as unknown;
        const before = await stored();
        const res = await request(ctx.app)
          .post(route.path)
          .set('Content-Type', 'application/json')
          // Each run another browser: a page view without visitor id counts once a day per browser.
          .set('User-Agent', `fuzz-${(run += 1)}`)
          .send(json);
        expectJsonAnswer(res, [success, 400, 413]);
        const added = (await stored()) - before;
        if (res.status !== success) {
          expect(added).toBe(0);
          return;
        }
        // Accepted only what the contract accepts, answered in the record's shape (a 204 with none).
        expect(input?.safeParse(body).success).toBe(true);
        if (success !== 204) record?.parse(res.body);
        expect(added).toBe(
          target.honeypot && honeypotFilled(body) ? 0 : storedPerWrite(target, body),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('raw bodies that are not JSON get 400, other content types 415', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.constantFrom('application/json', 'text/plain', 'application/xml', 'multipart/form-data'),
        async (raw, type) => {
          const before = await stored();
          const res = await request(ctx.app).post(route.path).set('Content-Type', type).send(raw);
          expectJsonAnswer(res, type === 'application/json' ? [success, 400] : [415]);
          if (res.status !== success) expect(await stored()).toBe(before);
        },
      ),
      { numRuns: Math.ceil(RUNS / 4) },
    );
  });
});

const queryKeys = fc.oneof(
  fc.constantFrom('country', 'language', 'category', 'context', 'lang', '__proto__', 'a[b]'),
  fc.string({ maxLength: 20 }),
);
const queryValue = fc.oneof(
  fc.constantFrom('DE', 'es', 'fr', 'verifactu', 'XX', '', ...urlAttacks),
  fc.string({ unit: 'binary', maxLength: 100 }),
);

/** A path segment: encoded text, or broken percent-escapes sent as they are. */
const segment = fc.oneof(
  fc
    .oneof(fc.constantFrom(...urlAttacks), fc.string({ unit: 'grapheme' }))
    .map((text) => encodeURIComponent(text) || 'x'),
  fc.constantFrom('%', '%zz', '%C0%AF', '%E0%A4%A', '..', '%2e%2e%2f', '1e3', '-0', '0x1F'),
);

/** The route's path with every `:param` replaced by a hostile value. */
const pathsOf = (route: RouteDef) =>
  fc.array(segment, { minLength: 3, maxLength: 3 }).map((values) => {
    let i = 0;
    return route.path.replace(/:\w+/g, () => values[i++] ?? 'x');
  });

describe.each(getRoutes.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
  it('junk queries and path values: never 5xx, always JSON (or the image it produces)', async () => {
    await fc.assert(
      fc.asyncProperty(
        pathsOf(route),
        fc.array(fc.tuple(queryKeys, queryValue), { maxLength: 5 }),
        async (path, pairs) => {
          const query = new URLSearchParams(pairs).toString();
          const res = await request(ctx.app).get(query ? `${path}?${query}` : path);
          expectJsonAnswer(res, [200, 400, 404], route.produces);
        },
      ),
      { numRuns: Math.ceil(RUNS / 4) },
    );
  });
});

/** Addresses people type: mixed case, dots, plus, hyphens, several domain labels. */
const typedEmail = fc.stringMatching(
  // Host labels end in a letter or digit (RFC 1123): `a@x-.de` is no address.
  /^[A-Za-z0-9][A-Za-z0-9_+-]{0,15}(\.[A-Za-z0-9_+-]{1,8}){0,2}@[A-Za-z0-9]([A-Za-z0-9-]{0,11}[A-Za-z0-9])?(\.[A-Za-z0-9]{1,12}){0,2}\.[A-Za-z]{2,6}$/,
);
const blank = fc.constantFrom('', ' ', '  ', '\t', '\n ');

describe.each([
  ['/api/email/capture', 'email_captures'],
  ['/api/payment-leads', 'payment_leads'],
])('e-mails at %s', (path, table) => {
  const route = postRoutes.find((r) => r.path === path) as RouteDef;
  const send = (email: string) =>
    request(ctx.app)
      .post(path)
      .send({ ...exampleFor(route).body?.(), email });

  it('a typed address round-trips trimmed and lower-cased', async () => {
    await fc.assert(
      fc.asyncProperty(typedEmail, blank, blank, async (email, before, after) => {
        const res = await send(before + email + after);
        expect(res.status).toBe(201);
        expect(res.body.email).toBe(email.toLowerCase());
        const row = await ctx.db(table).where({ id: res.body.id }).first();
        expect(row.email).toBe(email.toLowerCase());
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  });

  it('any RFC address is stored exactly when the contract accepts it, else the German message', async () => {
    await fc.assert(
      fc.asyncProperty(fc.emailAddress(), async (email) => {
        const res = await send(email);
        const contract = emailSchema.safeParse(email);
        if (contract.success) {
          expect(res.status).toBe(201);
          expect(res.body.email).toBe(contract.data);
        } else {
          expect(res.status).toBe(400);
          expect(res.body.message).toBe(validationMessages.invalidEmail);
        }
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  });
});
