import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { webVitalBucket, type WebVitalsStats } from 'contracts';
import { retentionWith, setupConsoleApp, signedInRoles, type Agent } from './support/console';

/**
 * Issue 39 §3: real visitors' Web Vitals. A beacon adds one to a bucket of
 * each metric it carries in the day's histogram of its page id, language
 * and device class; nothing else of it is kept. The console reads the
 * histograms as p75s (the bucket's upper bound), good / needs-improvement /
 * poor counts and a trend. Runs on SQLite and MariaDB alike.
 */
const ctx = setupConsoleApp(); // the clock: Tuesday 2026-03-10 09:00 UTC
const DAY = 86_400_000;

const beacon = (metrics: Record<string, number>, fields: Record<string, unknown> = {}) =>
  request(ctx.app)
    .post('/api/track/vitals')
    .set('User-Agent', 'Mozilla/5.0 (iPhone) Beacon/1.0')
    .set('Content-Type', 'application/json')
    .send(
      JSON.stringify({
        pageId: 'verifactu.hub',
        language: 'de',
        country: 'DE',
        deviceType: 'mobile',
        connection: '4g',
        metrics,
        ...fields,
      }),
    );

const samplesOf = async (where: Record<string, unknown>) =>
  Number((await ctx.db('web_vitals').where(where).sum({ n: 'samples' }))[0]?.n ?? 0);

describe('POST /api/track/vitals', () => {
  it('buckets each value by the contract and answers 204 without a body', async () => {
    expect(webVitalBucket('LCP', 2500)).toBe(2500);
    expect(webVitalBucket('LCP', 2500.1)).toBe(2600);
    expect(webVitalBucket('INP', 180)).toBe(200);
    expect(webVitalBucket('CLS', 0.07)).toBe(7);
    expect(webVitalBucket('CLS', 0.29)).toBe(29);
    expect(webVitalBucket('TTFB', 700_000)).toBe(600_000);

    const res = await beacon(
      { LCP: 1234.5, INP: 180, CLS: 0.07, FCP: 900, TTFB: 120 },
      { pageId: 'bucket.check' },
    );
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const rows = await ctx
      .db('web_vitals')
      .where({ page_id: 'bucket.check' })
      .orderBy('metric')
      .select('metric', 'bucket', 'samples', 'day', 'language', 'device_type');
    expect(rows.map((row) => ({ ...row, samples: Number(row.samples) }))).toEqual(
      [
        ['CLS', 7],
        ['FCP', 900],
        ['INP', 200],
        ['LCP', 1300],
        ['TTFB', 200],
      ].map(([metric, bucket]) => ({
        metric,
        bucket,
        samples: 1,
        day: '2026-03-10',
        language: 'de',
        device_type: 'mobile',
      })),
    );
  });

  it('keeps no identifier, address, user agent, URL or time finer than the day', async () => {
    const columns = Object.keys(await ctx.db('web_vitals').columnInfo()).sort();
    expect(columns).toEqual(
      ['bucket', 'day', 'device_type', 'language', 'metric', 'page_id', 'samples'].sort(),
    );
    const everything = JSON.stringify(await ctx.db('web_vitals').select('*'));
    expect(everything).not.toMatch(/iPhone|Beacon|127\.0\.0\.1|::1|4g/);
  });

  it('counts concurrent beacons exactly (one upsert per beacon, no lost update)', async () => {
    const server: Server = ctx.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/track/vitals`;
    const body = JSON.stringify({
      pageId: 'concurrent.page',
      language: 'fr',
      deviceType: 'desktop',
      metrics: { LCP: 1500, CLS: 0.02 },
    });
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        return res.status;
      }),
    );
    server.close();
    expect(statuses.every((status) => status === 204)).toBe(true);
    expect(await samplesOf({ page_id: 'concurrent.page', metric: 'LCP', bucket: 1500 })).toBe(40);
    expect(await samplesOf({ page_id: 'concurrent.page', metric: 'CLS', bucket: 2 })).toBe(40);
  });

  it.each([
    ['a URL as page id', { pageId: '/de_DE/verifactu' }, 'pageId'],
    ['a page id over 100 characters', { pageId: 'a'.repeat(101) }, 'pageId'],
    ['no metric', { metrics: {} }, 'metrics'],
    ['a negative value', { metrics: { LCP: -1 } }, 'LCP'],
    ['a value over the maximum', { metrics: { CLS: 101 } }, 'CLS'],
    ['a value that is text', { metrics: { INP: '200' } }, 'INP'],
    ['an unknown device', { deviceType: 'fridge' }, 'Gerätetyp'],
    ['an unknown connection', { connection: '5g' }, 'connection'],
    ['no language', { language: undefined }, 'Sprache'],
  ])('refuses %s with a readable 400', async (_case, fields, message) => {
    const res = await beacon({ LCP: 1000 }, { pageId: 'refused.page', ...fields });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await samplesOf({ page_id: 'refused.page' })).toBe(0);
  });

  it('accepts what sendBeacon sends with an application/json Blob, refuses text/plain (415)', async () => {
    const res = await request(ctx.app)
      .post('/api/track/vitals')
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send('{"pageId":"plain.page","language":"de","deviceType":"mobile","metrics":{"LCP":1}}');
    expect(res.status).toBe(415);
    expect(await samplesOf({ page_id: 'plain.page' })).toBe(0);
  });
});

describe('GET /api/admin/stats/vitals', () => {
  let admin: Agent;
  let editor: Agent;
  let sales: Agent;

  beforeAll(async () => {
    ({ admin, editor, sales } = await signedInRoles(ctx));
    await ctx.db('web_vitals').delete();
    // Yesterday (2026-03-09): two fast loads of the hub.
    ctx.clock.set('2026-03-09T12:00:00.000Z');
    for (const lcp of [800, 800]) expect((await beacon({ LCP: lcp })).status).toBe(204);
    // Today: five loads of the hub, some with CLS, one with INP; one Spanish home page.
    ctx.clock.set('2026-03-10T09:00:00.000Z');
    const today: Record<string, number>[] = [
      { LCP: 1000, CLS: 0.05 },
      { LCP: 1200, CLS: 0.07, INP: 180 },
      { LCP: 2400 },
      { LCP: 2600, CLS: 0.3 },
      { LCP: 5000 },
    ];
    for (const metrics of today) expect((await beacon(metrics)).status).toBe(204);
    expect(
      (await beacon({ LCP: 3000 }, { pageId: 'home', language: 'es', deviceType: 'desktop' }))
        .status,
    ).toBe(204);
    // Older than the period of 7 days (2026-03-04 to 2026-03-10): not counted.
    ctx.clock.set('2026-03-01T09:00:00.000Z');
    expect((await beacon({ LCP: 9000 })).status).toBe(204);
    ctx.clock.set('2026-03-10T09:00:00.000Z');
  });

  it('reads p75 per page and language, ratings and the trend from the histograms', async () => {
    const res = await admin.get('/api/admin/stats/vitals?days=7&metric=LCP');
    expect(res.status).toBe(200);
    const stats = res.body as WebVitalsStats;
    expect([stats.from, stats.to, stats.metric]).toEqual(['2026-03-04', '2026-03-10', 'LCP']);
    // Hub LCPs 800, 800, 1000, 1200, 2400, 2600, 5000: 75 % of 7 is 5.25, reached by the sixth (2600).
    // CLS 0.05, 0.07, 0.3: 75 % of 3 is 2.25, reached by the third (bucket 0.30).
    expect(stats.pages).toEqual([
      {
        pageId: 'verifactu.hub',
        language: 'de',
        LCP: { p75: 2600, samples: 7 },
        INP: { p75: 200, samples: 1 },
        CLS: { p75: 0.3, samples: 3 },
        FCP: null,
        TTFB: null,
      },
      {
        pageId: 'home',
        language: 'es',
        LCP: { p75: 3000, samples: 1 },
        INP: null,
        CLS: null,
        FCP: null,
        TTFB: null,
      },
    ]);
    // LCP: ≤ 2.5 s five, 2.6 s and 3 s need improvement, 5 s poor; CLS 0.05 and 0.07 good, 0.3 poor.
    expect(stats.ratings).toEqual([
      { metric: 'LCP', good: 5, needsImprovement: 2, poor: 1 },
      { metric: 'INP', good: 1, needsImprovement: 0, poor: 0 },
      { metric: 'CLS', good: 2, needsImprovement: 0, poor: 1 },
      { metric: 'FCP', good: 0, needsImprovement: 0, poor: 0 },
      { metric: 'TTFB', good: 0, needsImprovement: 0, poor: 0 },
    ]);
    // Today, every page: 1000, 1200, 2400, 2600, 3000, 5000: 75 % of 6 is 4.5, reached by the fifth (3000).
    expect(stats.trend).toEqual([
      ...['04', '05', '06', '07', '08'].map((d) => ({
        day: `2026-03-${d}`,
        p75: null,
        samples: 0,
      })),
      { day: '2026-03-09', p75: 800, samples: 2 },
      { day: '2026-03-10', p75: 3000, samples: 6 },
    ]);
  });

  it('defaults to 30 days and LCP; refuses an unknown metric or period with 400', async () => {
    const res = await admin.get('/api/admin/stats/vitals');
    expect(res.status).toBe(200);
    expect([res.body.from, res.body.metric, res.body.trend.length]).toEqual([
      '2026-02-09',
      'LCP',
      30,
    ]);
    // The 2026-03-01 load (9 s) is in the 30 days: 75 % of 8 is 6, reached by the sixth (2600).
    expect(res.body.pages[0].LCP).toEqual({ p75: 2600, samples: 8 });
    expect((await admin.get('/api/admin/stats/vitals?metric=XYZ')).status).toBe(400);
    expect((await admin.get('/api/admin/stats/vitals?days=12')).status).toBe(400);
  });

  it('is the admin’s only: editor and sales get 403', async () => {
    expect((await editor.get('/api/admin/stats/vitals')).status).toBe(403);
    expect((await sales.get('/api/admin/stats/vitals')).status).toBe(403);
    expect((await request(ctx.app).get('/api/admin/stats/vitals')).status).toBe(401);
  });

  it('retention deletes the days past RETENTION_WEB_VITALS_DAYS', async () => {
    const retention = retentionWith(ctx, { webVitalsDays: 7 });
    const result = await retention.apply({ kind: 'system' });
    // The 2026-03-01 rows go (before 2026-03-04); the period's stay.
    expect(result.webVitalsRows).toBe(1);
    expect(await samplesOf({ day: '2026-03-01' })).toBe(0);
    expect(await samplesOf({ page_id: 'verifactu.hub', metric: 'LCP' })).toBe(7);
    ctx.clock.advance(DAY);
  });
});
