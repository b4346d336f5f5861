import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { LeadListItem } from 'contracts';
import { toIsoTimestamp } from '../src/data/rows';
import {
  createMember,
  signInCookie,
  setupConsoleApp,
  signedIn,
  SITE_ORIGIN,
  type Agent,
} from './support/console';
import { insertLeadRows, type LeadRowCounts } from './support/lead-rows';

/**
 * The leads desk with 100,000 generated rows: filters count and select
 * exactly what the tables hold (checked against plain queries of each
 * table), keyset paging walks every matching row once in order, and the CSV
 * export streams all rows while the process's live heap grows by less than 50 MB.
 * Times are the bench's business (bench/console-api.mjs), not asserted here.
 */
jest.setTimeout(300_000);
const ctx = setupConsoleApp();
const TOTAL = 100_000;
let counts: LeadRowCounts;
let sales: Agent;
let member: { username: string; password: string };

/**
 * The heap's live data: measured after a full collection, because how much
 * garbage waits uncollected depends on how busy the machine is (a parallel
 * test run tripled it), and a buffered export would show as live data.
 */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const liveHeap = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

beforeAll(async () => {
  for (const table of ['email_captures', 'payment_leads', 'customer_feedback'])
    await ctx.db(table).delete();
  counts = await insertLeadRows(ctx.db, { total: TOTAL, now: ctx.clock.now() });
  member = await createMember(ctx.db, 'sales');
  sales = await signedIn(ctx.app, member);
});

const count = async (
  table: string,
  build: (q: ReturnType<typeof ctx.db>) => void = () => undefined,
) => {
  const query = ctx.db(table);
  build(query);
  return Number((await query.count({ n: '*' }))[0]?.n);
};

const list = async (query: string) => {
  const res = await sales.get(`/api/admin/leads?${query}`);
  expect(res.status).toBe(200);
  return res.body as { items: LeadListItem[]; total: number; nextCursor: string | null };
};

describe(`the leads desk with ${TOTAL.toLocaleString('en')} rows`, () => {
  it('counts every row, and exactly the rows of each filter', async () => {
    expect(counts.email + counts.payment + counts.feedback).toBe(TOTAL);
    expect((await list('limit=1')).total).toBe(TOTAL);
    expect((await list('type=payment&limit=1')).total).toBe(counts.payment);
    expect((await list('country=ES&limit=1')).total).toBe(
      (
        await Promise.all(
          ['email_captures', 'payment_leads', 'customer_feedback'].map((t) =>
            count(t, (q) => q.where('country', 'ES')),
          ),
        )
      ).reduce((a, b) => a + b),
    );
    expect((await list('status=gewonnen&provider=adyen&limit=1')).total).toBe(
      await count('payment_leads', (q) => q.where({ status: 'gewonnen', provider: 'adyen' })),
    );
    expect((await list('interest=low&country=FR&limit=1')).total).toBe(
      await count('payment_leads', (q) => q.where({ interest_level: 'low', country: 'FR' })),
    );
    expect((await list('q=beispiel-7.de&limit=1')).total).toBe(
      (await count('email_captures', (q) => q.where('email', 'like', '%beispiel-7.de%'))) +
        (await count('payment_leads', (q) => q.where('email', 'like', '%beispiel-7.de%'))),
    );
  });

  it('pages through a filter with keyset cursors: every matching row once, newest first', async () => {
    const from = '2026-01-01';
    const to = '2026-02-28';
    const query = `country=FR&from=${from}&to=${to}`;
    // The expectation, from each table on its own, merged and sorted here.
    const expected = (
      await Promise.all(
        ['email_captures', 'payment_leads', 'customer_feedback'].map((table) =>
          ctx
            .db(table)
            .select('id', 'created_at')
            .where('country', 'FR')
            .where('created_at', '>=', `${from} 00:00:00.000`)
            .where('created_at', '<', '2026-03-01 00:00:00.000'),
        ),
      )
    )
      .flat()
      .map((row: { id: string; created_at: unknown }) => ({
        id: row.id,
        at: toIsoTimestamp(row.created_at),
      }))
      .sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1))
      .map((row) => row.id);
    expect(expected.length).toBeGreaterThan(1000);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`${query}&limit=200${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(expected.length);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);
  });

  it('sorts by e-mail over the whole table, page after page, as the database orders', async () => {
    // The database's collation decides the order ('@' before or after digits): compare with its own.
    const expected = (
      await ctx
        .db('payment_leads')
        .select('id')
        .orderBy([{ column: 'email' }, { column: 'id' }])
        .limit(1000)
    ).map((row: { id: string }) => row.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    while (seen.length < 1000) {
      const page = await list(
        `sort=email&order=asc&type=payment&limit=200${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(expected);
  });

  it('exports all rows as CSV, streaming: live heap growth stays under 50 MB', async () => {
    const server = ctx.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const cookie = await signInCookie(ctx.app, member);
    const baseline = liveHeap();
    let peak = baseline;
    const sample = () => {
      peak = Math.max(peak, liveHeap());
    };
    // Each sample is a full collection of the test worker's heap: once a second, and at the
    // first chunk (a buffered export would hold every row then).
    const sampler = setInterval(sample, 1000);
    try {
      const started = performance.now();
      const { lines, bytes, first } = await new Promise<{
        lines: number;
        bytes: number;
        first: string;
      }>((resolve, reject) => {
        http
          .get(
            {
              host: '127.0.0.1',
              port,
              path: '/api/admin/leads/export.csv',
              headers: { Cookie: cookie, Origin: SITE_ORIGIN },
            },
            (res) => {
              expect(res.statusCode).toBe(200);
              let lineCount = 0;
              let byteCount = 0;
              let head = '';
              res.on('data', (chunk: Buffer) => {
                if (head.length === 0) sample();
                if (head.length < 200) head += chunk.toString('utf8');
                byteCount += chunk.length;
                for (const byte of chunk) if (byte === 0x0a) lineCount += 1;
              });
              res.on('end', () => resolve({ lines: lineCount, bytes: byteCount, first: head }));
              res.on('error', reject);
            },
          )
          .on('error', reject);
      });
      const seconds = (performance.now() - started) / 1000;
      expect(first.startsWith('\ufeffTyp;E-Mail;')).toBe(true);
      expect(lines).toBe(TOTAL + 1); // header + one line per row (no text has a line break)
      const growthMb = (peak - baseline) / 1024 / 1024;
      // For the report (npm test output); the budget of 5 s is the bench's.
      console.info(
        `export of ${TOTAL} rows: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(2)} s, live heap growth ${growthMb.toFixed(1)} MB`,
      );
      expect(growthMb).toBeLessThan(50);
    } finally {
      clearInterval(sampler);
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
