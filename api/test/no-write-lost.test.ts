import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { setupTestApp } from './support/app';

/**
 * No acknowledged write lost: many lead POSTs at once, over a real socket and
 * with the rate limiter in the chain (set high), and every e-mail the API
 * answered 201 for is stored exactly once.
 */
const ctx = setupTestApp({ rateLimit: { limit: 10_000 } });
const CONCURRENT = 200;
// Correctness, not speed: a busy machine must not fail it.
jest.setTimeout(60_000);
let server: Server;
let base: string;

beforeAll(async () => {
  server = ctx.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const post = async (path: string, body: unknown) => {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { id?: string; email?: string } };
};

async function storedPerEmail(table: string, emails: string[]): Promise<Map<string, number>> {
  const rows: { email: string; n: number | string }[] = await ctx
    .db(table)
    .whereIn('email', emails)
    .groupBy('email')
    .select('email')
    .count({ n: '*' });
  return new Map(rows.map((row) => [row.email, Number(row.n)]));
}

async function fire(path: string, table: string, body: (email: string) => unknown) {
  const run = randomUUID().slice(0, 8);
  const emails = Array.from({ length: CONCURRENT }, (_, i) => `lead-${run}-${i}@example.de`);
  // Mixed case and blanks on the wire: the API stores them trimmed and lower-cased.
  const results = await Promise.all(
    emails.map((email, i) => post(path, body(i % 2 ? ` ${email.toUpperCase()} ` : email))),
  );
  const acknowledged = emails.filter((_, i) => results[i]?.status === 201);
  const stored = await storedPerEmail(table, emails);
  return { results, emails, acknowledged, stored };
}

describe('no acknowledged write lost', () => {
  it.each([
    {
      path: '/api/payment-leads',
      table: 'payment_leads',
      body: (email: string) => ({
        email,
        provider: 'mollie',
        interestLevel: 'medium',
        visitorId: randomUUID(),
      }),
    },
    {
      path: '/api/email/capture',
      table: 'email_captures',
      body: (email: string) => ({
        email,
        visitorId: randomUUID(),
        ebookCategory: 'Facebook',
        newsletterOptIn: false,
      }),
    },
  ])(
    `POST $path ×${CONCURRENT} concurrently: every 201 stored exactly once`,
    async ({ path, table, body }) => {
      const { results, emails, acknowledged, stored } = await fire(path, table, body);
      expect(results.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
      expect(acknowledged).toHaveLength(CONCURRENT);
      for (const email of acknowledged) expect([email, stored.get(email)]).toEqual([email, 1]);
      expect(stored.size).toBe(emails.length);
      // The id the client got is the row's id.
      const ids = results.map((r) => r.body.id as string);
      expect(new Set(ids).size).toBe(CONCURRENT);
      expect(Number((await ctx.db(table).whereIn('id', ids).count({ n: '*' }))[0]?.n)).toBe(
        CONCURRENT,
      );
    },
  );
});
