import fc from 'fast-check';
import request from 'supertest';
import { apiErrorSchema } from 'contracts';
import { errorMessages } from '../src/errors';
import { routeTable } from '../src/web/routes';
import { setupTestApp } from './support/app';
import { exampleFor, routeKey, setupExampleRecords } from './support/route-examples';
import { propertyRuns } from './support/property-runs';

/**
 * Issue 16: no header and no method makes an API call answer 5xx. Every
 * route's valid example request, sent with any method and a handful of
 * hostile headers, gets a JSON answer (or an empty 204/304/HEAD; a cover
 * route's success is its image) below 500.
 * The proxy and CORS settings are the ones production uses, so the headers
 * they read (X-Forwarded-*, Origin) are read.
 */
const ctx = setupTestApp({ trustProxy: 'loopback', corsOrigins: ['https://www.example.de'] });
setupExampleRecords(ctx);
jest.setTimeout(120_000);
const RUNS = propertyRuns();

const headerNames = [
  'Content-Type',
  'Content-Encoding',
  'Content-Language',
  'Accept',
  'Accept-Encoding',
  'Accept-Charset',
  'Accept-Language',
  'If-None-Match',
  'If-Match',
  'If-Modified-Since',
  'If-Unmodified-Since',
  'Range',
  'Origin',
  'Referer',
  'Cookie',
  'Authorization',
  'Host',
  'Forwarded',
  'X-Forwarded-For',
  'X-Forwarded-Proto',
  'X-Forwarded-Host',
  'X-Real-IP',
  'User-Agent',
  'Access-Control-Request-Method',
  'Access-Control-Request-Headers',
  'X-HTTP-Method-Override',
  'Cache-Control',
  'X-Voter-Key',
];

const hostileValues = [
  'application/json; charset=utf-16',
  'application/json; charset=bogus',
  'application/json; charset="',
  'application/json; boundary=%',
  ';;;',
  'gzip',
  'br',
  'deflate, gzip',
  'zstd',
  'bogus',
  '*',
  '"x", W/"y", %%%',
  'not a date',
  'bytes=0-1',
  'bytes=-1-2,,',
  '*/*;q=abc',
  'gzip;q=2, br;q=nan',
  'utf-7',
  '%%%, 999.1.1.1, ::ffff:zz',
  'for=unknown;proto=javascript',
  'javascript',
  'evil.example:99999',
  'x"/><injected>pwn</injected><x a="',
  'null',
  'https://www.example.de',
  'DELETE',
  'visitor_id=%; pref_country=%; a=%E0%A4%A',
  'Bearer %',
  'Mozilla/5.0 ' + 'A'.repeat(4000),
];

/** What Node's HTTP client lets a header carry: visible ASCII, space, tab and Latin-1. */
const headerChar = fc.oneof(
  fc.integer({ min: 0x20, max: 0x7e }),
  fc.constant(0x09),
  fc.integer({ min: 0xa0, max: 0xff }),
);
const headerValue = fc.oneof(
  fc.constantFrom(...hostileValues),
  fc.array(headerChar, { maxLength: 120 }).map((codes) => String.fromCharCode(...codes).trim()),
);

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

describe.each(routeTable.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
  it(`${RUNS} requests with hostile headers and any method: never 5xx, always JSON (or the image it produces)`, async () => {
    const example = exampleFor(route);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(route.method.toUpperCase(), ...methods),
        fc.dictionary(fc.constantFrom(...headerNames), headerValue, { maxKeys: 4 }),
        async (method, headers) => {
          const call = request(ctx.app)[method.toLowerCase() as 'get'](example.url);
          for (const [name, value] of Object.entries(headers)) call.set(name, value);
          const body = example.body?.();
          const res = await (body && method !== 'GET' && method !== 'HEAD'
            ? call.send(JSON.stringify(body))
            : call);
          expect(res.status).toBeLessThan(500);
          if (res.status === 204 || res.status === 304 || method === 'HEAD') return;
          // A route that produces an image answers its success as that image; everything else is JSON.
          if (route.produces && res.status < 300) {
            expect(res.headers['content-type']?.split(';')[0]).toBe(route.produces);
            return;
          }
          expect(res.headers['content-type']).toMatch(/^application\/json/);
          if (res.status >= 400) apiErrorSchema.parse(res.body);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('body encodings the API cannot read get 415 naming the reason', () => {
  it.each([
    ['Content-Encoding', 'zstd', errorMessages.unsupportedEncoding],
    ['Content-Type', 'application/json; charset=latin-9', errorMessages.unsupportedCharset],
  ])('%s: %s -> 415 "%s"', async (name, value, message) => {
    const res = await request(ctx.app)
      .post('/api/feedback')
      .set('Content-Type', 'application/json')
      .set(name, value)
      .send(JSON.stringify({ feedbackText: 'Hallo Welt, wie geht es dir?' }));
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(message);
  });
});
