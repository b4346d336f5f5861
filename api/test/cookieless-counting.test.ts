import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { VISITOR_ID_PATTERN } from 'contracts';
import { visitorsPerDay } from '../src/data/dashboard';
import { cookielessKey, cookielessVisitors, utcDay } from '../src/services/cookieless-visitors';
import { SEEDED_EBOOK_ID } from './support/route-examples';
import { setupTestApp } from './support/app';
import { HOUR, TestClock } from './support/console';

/**
 * Issue 17: without consent (no visitor id) page views and downloads are still
 * counted, under a key derived from the day's salt, the IP and the user agent;
 * the IP is never stored, the salt is forgotten after its day.
 */
const clock = new TestClock('2026-03-10T09:00:00.000Z');
// trust proxy: the visitor's IP comes from X-Forwarded-For, as behind the shell's proxy.
const ctx = setupTestApp({ trustProxy: true, admin: { clock: clock.now } });

const IP = '203.0.113.77';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Cookieless/1.0';
const V8_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const view = (url: string, { ip = IP, userAgent = BROWSER } = {}) =>
  request(ctx.app)
    .post('/api/track/pageview')
    .set('X-Forwarded-For', ip)
    .set('User-Agent', userAgent)
    .send({ url, deviceType: 'desktop', country: 'DE', language: 'de' });

const rowsOf = (url: string) => ctx.db('page_views').where({ url }).orderBy('created_at');

describe('the cookieless key', () => {
  const alice = { ip: '192.0.2.1', userAgent: BROWSER };

  it('is the same for the same browser and salt, another for another IP, browser or salt', () => {
    const key = cookielessKey('salt-a', alice);
    expect(key).toMatch(V8_UUID);
    expect(VISITOR_ID_PATTERN.test(key)).toBe(true); // fits visitor_id like a cookie's id
    expect(cookielessKey('salt-a', { ...alice })).toBe(key);
    expect(cookielessKey('salt-a', { ...alice, ip: '192.0.2.2' })).not.toBe(key);
    expect(cookielessKey('salt-a', { ...alice, userAgent: `${BROWSER} x` })).not.toBe(key);
    expect(cookielessKey('salt-b', alice)).not.toBe(key);
  });

  it('is stable within a day, differs across days, and is shared by every API instance', async () => {
    const dayClock = new TestClock('2026-04-01T00:00:01.000Z');
    const one = cookielessVisitors(ctx.db, dayClock.now);
    const two = cookielessVisitors(ctx.db, dayClock.now); // a second API instance
    const morning = await one.countedVisitor(undefined, alice);
    expect(morning.consented).toBe(false);
    dayClock.advance(23 * HOUR);
    expect((await one.countedVisitor(undefined, alice)).visitorId).toBe(morning.visitorId);
    expect((await two.countedVisitor(undefined, alice)).visitorId).toBe(morning.visitorId);
    expect((await one.countedVisitor(undefined, { ...alice, ip: '192.0.2.9' })).visitorId).not.toBe(
      morning.visitorId,
    );

    dayClock.advance(2 * HOUR); // 2026-04-02
    const nextDay = await two.countedVisitor(undefined, alice);
    expect(nextDay.visitorId).not.toBe(morning.visitorId);
    expect((await one.countedVisitor(undefined, alice)).visitorId).toBe(nextDay.visitorId);
  });

  it('forgets the salt of past days', async () => {
    const dayClock = new TestClock('2026-05-01T12:00:00.000Z');
    const visitors = cookielessVisitors(ctx.db, dayClock.now);
    await visitors.countedVisitor(undefined, alice);
    expect(await ctx.db('visitor_salts').where({ day: '2026-05-01' }).first()).toBeDefined();
    dayClock.advance(24 * HOUR);
    await visitors.forgetPastSalts();
    const days = (await ctx.db('visitor_salts').pluck('day')) as string[];
    expect(days.filter((day) => day < '2026-05-02')).toEqual([]);
  });

  it('is not used when the visitor sent an id (Statistik consent)', async () => {
    const visitorId = randomUUID();
    const visitors = cookielessVisitors(ctx.db, clock.now);
    expect(await visitors.countedVisitor(visitorId, alice)).toEqual({ visitorId, consented: true });
  });
});

describe('a page view without visitor id', () => {
  it('is stored under the hashed key, answered without it, and counted once per page and day', async () => {
    const res = await view('/ebooks');
    expect(res.status).toBe(201);
    expect(res.body.visitorId).toBeNull();
    const [row] = await rowsOf('/ebooks');
    expect(row.visitor_id).toMatch(V8_UUID);
    const salt = (
      await ctx
        .db('visitor_salts')
        .where({ day: utcDay(clock.now()) })
        .first()
    ).salt;
    expect(row.visitor_id).toBe(cookielessKey(salt, { ip: IP, userAgent: BROWSER }));

    // The same page again today: answered, not counted again.
    expect((await view('/ebooks')).status).toBe(201);
    expect(await rowsOf('/ebooks')).toHaveLength(1);
    // Another page, the same visitor: counted under the same key.
    await view('/feedback');
    expect((await rowsOf('/feedback'))[0].visitor_id).toBe(row.visitor_id);
    // Another visitor on the same page: counted.
    await view('/ebooks', { ip: '203.0.113.78' });
    expect(await rowsOf('/ebooks')).toHaveLength(2);

    // Tomorrow the same visitor is counted again, under another key.
    clock.advance(24 * HOUR);
    await view('/ebooks');
    const rows = await rowsOf('/ebooks');
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.visitor_id)).size).toBe(3);
  });

  it('with a visitor id is stored under it, as before (the shell dedups per session)', async () => {
    const visitorId = randomUUID();
    for (let i = 0; i < 2; i += 1) {
      const res = await request(ctx.app)
        .post('/api/track/pageview')
        .set('X-Forwarded-For', IP)
        .send({ visitorId, url: '/consented', deviceType: 'mobile' });
      expect(res.body.visitorId).toBe(visitorId);
    }
    const rows = await rowsOf('/consented');
    expect(rows.map((r) => r.visitor_id)).toEqual([visitorId, visitorId]);
  });

  it('counts in the dashboard as one distinct visitor per key and day', async () => {
    clock.set('2026-06-15T10:00:00.000Z');
    const from = new Date(Date.now() - HOUR);
    const before = (await visitorsPerDay(ctx.db, from)).get(utcDay(new Date())) ?? 0;
    await view('/dashboard-a', { ip: '198.51.100.1' });
    await view('/dashboard-b', { ip: '198.51.100.1' });
    await view('/dashboard-a', { ip: '198.51.100.2' });
    const after = (await visitorsPerDay(ctx.db, from)).get(utcDay(new Date())) ?? 0;
    expect(after - before).toBe(2);
  });
});

describe('a download without visitor id', () => {
  it('is stored under the hashed key and counted in the category statistics', async () => {
    const stats = async () =>
      (await request(ctx.app).get('/api/stats/downloads?category=Instagram')).body.count as number;
    const before = await stats();
    const send = () =>
      request(ctx.app)
        .post('/api/track/download')
        .set('X-Forwarded-For', IP)
        .set('User-Agent', BROWSER)
        .send({ ebookCategory: 'Instagram', ebookId: SEEDED_EBOOK_ID, deviceType: 'tablet' });
    const res = await send();
    expect(res.status).toBe(201);
    expect(res.body.visitorId).toBeNull();
    const row = await ctx.db('downloads').where({ id: res.body.id }).first();
    expect(row.visitor_id).toMatch(V8_UUID);
    // Every download counts, as with consent (SPEC §4).
    expect((await send()).status).toBe(201);
    expect(await stats()).toBe(before + 2);
  });
});

describe('privacy', () => {
  it('stores no IP address in any table', async () => {
    const tables = ['page_views', 'downloads', 'consent_log', 'visitor_salts'];
    for (const table of tables) {
      const dump = JSON.stringify(await ctx.db(table));
      for (const ip of [IP, '203.0.113.78', '198.51.100.1', '198.51.100.2']) {
        expect(dump).not.toContain(ip);
      }
    }
  });
});
