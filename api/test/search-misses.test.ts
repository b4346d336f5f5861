import request from 'supertest';
import type { SearchMissesReport } from 'contracts';
import { defaultRetentionPolicy } from '../src/services/console/retention';
import { retentionWith, setupConsoleApp, signedInRoles, type Agent } from './support/console';

/**
 * Issue 40 §4: a site search without results is counted cookieless — the
 * query normalised (lower case, whitespace collapsed, at most 100
 * characters), its language and the UTC day, nothing else — and listed on
 * the console's 'Suchbegriffe ohne Treffer' (admin, editor) for 90 days.
 * Runs on SQLite and MariaDB alike.
 */
const ctx = setupConsoleApp(); // the clock: Tuesday 2026-03-10 09:00 UTC
const DAY = 86_400_000;

const miss = (body: unknown) =>
  request(ctx.app)
    .post('/api/search/misses')
    .set('Content-Type', 'application/json')
    .set('Cookie', 'visitor_id=6f9619ff-8b86-4d01-b42d-00cf4fc964ff')
    .send(JSON.stringify(body));

const rows = () => ctx.db('search_misses').orderBy(['day', 'language', 'query']).select();

describe('POST /api/search/misses', () => {
  beforeEach(async () => {
    await ctx.db('search_misses').delete();
  });

  it('counts the normalised query per day and language, and keeps nothing else', async () => {
    expect((await miss({ query: '  Kasse   für  FRISEUR ', language: 'de' })).status).toBe(204);
    expect((await miss({ query: 'kasse für friseur', language: 'de' })).status).toBe(204);
    expect((await miss({ query: 'kasse für friseur', language: 'es' })).status).toBe(204);
    const kept = await rows();
    expect(kept.map((row) => ({ ...row, searches: Number(row.searches) }))).toEqual([
      { day: '2026-03-10', language: 'de', query: 'kasse für friseur', searches: 2 },
      { day: '2026-03-10', language: 'es', query: 'kasse für friseur', searches: 1 },
    ]);
  });

  it('cuts a long query to 100 characters (Unicode-aware), collapses spaces, lower-cases; refuses control characters', async () => {
    const long = `${'ä'.repeat(150)}`;
    expect((await miss({ query: long, language: 'de' })).status).toBe(204);
    expect((await miss({ query: '  Kasse   FÜR  Friseur ', language: 'fr' })).status).toBe(204);
    // The text rules of every field: the shell's server takes them out before it asks.
    expect((await miss({ query: 'a\u0000b\u0007c', language: 'fr' })).status).toBe(400);
    const kept = await rows();
    expect(kept.map((row) => row.query)).toEqual(['ä'.repeat(100), 'kasse für friseur']);
  });

  it('refuses what is no query with 400, never 500', async () => {
    for (const body of [
      {},
      { query: '   ', language: 'de' },
      { query: 'x', language: 'en' },
      { query: 12, language: 'de' },
      { query: 'x'.repeat(1001), language: 'de' },
    ])
      expect((await miss(body)).status).toBe(400);
    // Not JSON: 415, as for every write.
    expect((await request(ctx.app).post('/api/search/misses').send('kein json')).status).toBe(415);
    expect(await rows()).toEqual([]);
  });
});

describe('GET /api/admin/stats/search-misses', () => {
  let admin: Agent;
  let editor: Agent;
  let sales: Agent;

  beforeAll(async () => {
    ({ admin, editor, sales } = await signedInRoles(ctx));
    await ctx.db('search_misses').delete();
    ctx.clock.set('2026-03-01T09:00:00.000Z');
    await miss({ query: 'alt', language: 'de' });
    ctx.clock.set('2026-03-09T12:00:00.000Z');
    for (const query of ['kassenbon', 'kassenbon', 'tse']) await miss({ query, language: 'de' });
    ctx.clock.set('2026-03-10T09:00:00.000Z');
    for (const query of ['kassenbon', 'tse']) await miss({ query, language: 'de' });
    await miss({ query: 'ticket', language: 'es' });
  });

  it("lists the period's queries, the most counted first, with their last day", async () => {
    const res = await editor.get('/api/admin/stats/search-misses?days=7');
    expect(res.status).toBe(200);
    const report = res.body as SearchMissesReport;
    expect([report.from, report.to]).toEqual(['2026-03-04', '2026-03-10']);
    expect(report.misses).toEqual([
      { query: 'kassenbon', language: 'de', count: 3, lastDay: '2026-03-10' },
      { query: 'tse', language: 'de', count: 2, lastDay: '2026-03-10' },
      { query: 'ticket', language: 'es', count: 1, lastDay: '2026-03-10' },
    ]);
    expect((await admin.get('/api/admin/stats/search-misses?days=30')).body.misses).toHaveLength(4);
  });

  it('is for admin and editor: sales gets 403, nobody signed in 401', async () => {
    expect((await sales.get('/api/admin/stats/search-misses')).status).toBe(403);
    expect((await request(ctx.app).get('/api/admin/stats/search-misses')).status).toBe(401);
    expect((await admin.get('/api/admin/stats/search-misses?days=5')).status).toBe(400);
  });

  it('retention deletes the days past RETENTION_SEARCH_MISSES_DAYS (90 by default)', async () => {
    expect(defaultRetentionPolicy.searchMissesDays).toBe(90);
    const retention = retentionWith(ctx, { searchMissesDays: 7 });
    const result = await retention.apply({ kind: 'system' });
    expect(result.searchMissRows).toBe(1);
    expect((await rows()).map((row) => row.query)).not.toContain('alt');
    ctx.clock.advance(DAY);
  });
});
