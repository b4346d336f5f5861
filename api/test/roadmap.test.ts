import request from 'supertest';
import { roadmapItemSchema, type RoadmapItem } from 'contracts';
import { currentItemKeys } from '../src/data/roadmap';
import { seedRoadmapItems } from '../src/db/seeds/roadmap';
import { setupTestApp } from './support/app';

/**
 * Issue 20: the roadmap is content (migration 0016). GET /api/roadmap
 * answers the active items in order with their texts in the language asked
 * for (German where one is missing), and marks 'Aktuell' from the items'
 * status and dates. No response cache here: the tests edit rows directly.
 */
const ctx = setupTestApp({ responseCache: { ttlSeconds: 0 } });

const roadmap = async (language?: string) => {
  const res = await request(ctx.app)
    .get('/api/roadmap')
    .query(language ? { language } : {});
  expect(res.status).toBe(200);
  return (res.body as unknown[]).map((item) => roadmapItemSchema.parse(item));
};
const item = (items: RoadmapItem[], key: string) => items.find((entry) => entry.key === key)!;
const setStatus = (key: string, status: string) =>
  ctx.db('roadmap_items').where({ item_key: key }).update({ status });

describe('GET /api/roadmap', () => {
  it("answers today's six seeded items in order, payment 'Aktuell'; the board counts the same", async () => {
    const items = await roadmap('de');
    const keys = ['ebooks', 'stories', 'verifactu', 'payment', 'posts', 'websites'];
    expect(items.map((entry) => entry.key)).toEqual(keys);
    // The board's roadmap votes are per item of the table, in its order.
    const votes = (await request(ctx.app).get('/api/feedback/board/roadmap')).body as {
      roadmapItem: string;
    }[];
    expect(votes.map((entry) => entry.roadmapItem)).toEqual(keys);
    expect(items[0]).toMatchObject({
      date: '2025-09-15',
      precision: 'day',
      status: 'done',
      title: 'Start der E-Book-Bibliothek',
      language: 'de',
    });
    expect(items[5]).toMatchObject({ date: '2026-04-01', precision: 'quarter', status: 'planned' });
    expect(items.filter((entry) => entry.current).map((entry) => entry.key)).toEqual(['payment']);
  });

  it.each(['de', 'es', 'fr'] as const)('speaks %s in the words the page had', async (language) => {
    const items = await roadmap(language);
    for (const [index, seeded] of seedRoadmapItems.entries())
      expect(items[index]).toMatchObject({ ...seeded.texts[language], language });
  });

  it('falls back to German for a missing translation, and hides inactive items', async () => {
    const [websites] = await ctx.db('roadmap_items').where({ item_key: 'websites' }).pluck('id');
    const fr = () =>
      ctx.db('roadmap_item_translations').where({ roadmap_item_id: websites, language: 'fr' });
    const saved = await fr().first();
    await fr().delete();
    try {
      expect(item(await roadmap('fr'), 'websites')).toMatchObject({
        title: 'Einfache Websites',
        language: 'de',
      });
    } finally {
      await ctx.db('roadmap_item_translations').insert(saved);
    }
    await ctx.db('roadmap_items').where({ id: websites }).update({ is_active: false });
    try {
      expect((await roadmap()).map((entry) => entry.key)).not.toContain('websites');
    } finally {
      await ctx.db('roadmap_items').where({ id: websites }).update({ is_active: true });
    }
  });

  it("moves 'Aktuell' with the items: done → the next planned; several in progress → each", async () => {
    try {
      await setStatus('payment', 'done');
      expect((await roadmap()).filter((e) => e.current).map((e) => e.key)).toEqual(['posts']);
      await setStatus('websites', 'in_progress');
      await setStatus('posts', 'in_progress');
      expect((await roadmap()).filter((e) => e.current).map((e) => e.key)).toEqual([
        'posts',
        'websites',
      ]);
    } finally {
      await setStatus('payment', 'in_progress');
      await setStatus('posts', 'planned');
      await setStatus('websites', 'planned');
    }
  });

  it('refuses a language it does not know (400)', async () => {
    expect((await request(ctx.app).get('/api/roadmap').query({ language: 'xx' })).status).toBe(400);
  });
});

describe("'Aktuell' (currentItemKeys)", () => {
  const at = (key: string, date: string, status: 'planned' | 'in_progress' | 'done') => ({
    key,
    date,
    status,
  });
  it('is the earliest planned item by date when none is in progress, none when all are done', () => {
    expect(
      currentItemKeys([
        at('a', '2025-01-01', 'done'),
        at('late', '2026-07-01', 'planned'),
        at('soon', '2026-01-01', 'planned'),
      ]),
    ).toEqual(new Set(['soon']));
    expect(currentItemKeys([at('a', '2025-01-01', 'done')])).toEqual(new Set());
  });
});

describe('the board', () => {
  it('links its entries to items that exist: every key it counts votes for is on the roadmap', async () => {
    const votes = await request(ctx.app).get('/api/feedback/board/roadmap');
    const keys = new Set((await roadmap()).map((entry) => entry.key));
    for (const { roadmapItem } of votes.body as { roadmapItem: string }[])
      expect(keys.has(roadmapItem)).toBe(true);
  });
});
