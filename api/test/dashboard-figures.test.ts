import { randomUUID } from 'node:crypto';
import { LEAD_TYPES, type LeadType } from 'contracts';
import { LEAD_TABLES } from '../src/data/lead-tables';
import { toDbTimestamp } from '../src/data/rows';
import { createMember, setupConsoleApp, signedIn, type Agent } from './support/console';

/**
 * Every dashboard figure equals the rows it counts (issue 41): rows of every
 * lead kind and page views of every country (and none) are spread over a
 * year, and each figure is compared with a plain count of its table. A kind
 * or a country left out of a figure, or a row counted twice, fails here.
 */
const ctx = setupConsoleApp();
let admin: Agent;
const NOW = new Date('2026-11-27T15:00:00.000Z');
const DAY_MS = 86_400_000;
const COUNTRIES = ['DE', 'ES', 'FR', null] as const;

/** The columns each kind's table needs besides id, country, language and created_at. */
const REQUIRED: Record<LeadType, (n: number) => Record<string, unknown>> = {
  email: () => ({ email: 'a@b.de', ebook_category: 'Facebook', visitor_id: randomUUID() }),
  payment: () => ({ email: 'a@b.de', provider: 'mollie', visitor_id: randomUUID() }),
  feedback: () => ({ feedback_text: 'Mehr Vorlagen', visitor_id: randomUUID() }),
  contact: () => ({
    name: 'Ana',
    email: 'a@b.es',
    business: 'Bar',
    message: 'Hola',
    product_slug: 'hellocash',
    visitor_id: randomUUID(),
  }),
  // One subscription per address.
  newsletter: (n) => ({ email: `leser-${n}@b.de` }),
};

/** Day i of a deterministic spread over the last 400 days (some before each period). */
const daysBack = (i: number) => (i * 37) % 400;
const at = (i: number) => toDbTimestamp(new Date(NOW.getTime() - daysBack(i) * DAY_MS - i * 1000));

beforeAll(async () => {
  ctx.clock.set(NOW.toISOString());
  admin = await signedIn(ctx.app, await createMember(ctx.db, 'admin'));
  let n = 0;
  for (const type of LEAD_TYPES) {
    const rows = COUNTRIES.flatMap((country, c) =>
      Array.from({ length: 6 + c + LEAD_TYPES.indexOf(type) }, () => {
        n += 1;
        return {
          id: randomUUID(),
          country,
          language: country?.toLowerCase() ?? null,
          created_at: at(n),
          ...REQUIRED[type](n),
        };
      }),
    );
    await ctx.db(LEAD_TABLES[type]).insert(rows);
  }
  const views = COUNTRIES.flatMap((country, c) =>
    Array.from({ length: 12 + c }, (_, i) => ({
      id: randomUUID(),
      visitor_id: `v-${i % 5}`,
      url: '/ebooks',
      device_type: 'mobile',
      country,
      language: null,
      created_at: at(100 + c * 20 + i),
    })),
  );
  await ctx.db('page_views').insert(views);
});

const stats = async (path: string) => {
  const res = await admin.get(`/api/admin/stats/${path}`);
  expect(res.status).toBe(200);
  return res.body;
};

const countSince = async (table: string, from: string, where: Record<string, unknown> = {}) =>
  Number(
    (
      await ctx
        .db(table)
        .where(where)
        .where('created_at', '>=', `${from} 00:00:00.000`)
        .count({ n: '*' })
    )[0]?.n,
  );

describe('each dashboard figure equals the rows it counts', () => {
  it.each([7, 30, 90, 365])('leads per week, %i days: every kind, every row once', async (days) => {
    const body = await stats(`leads?days=${days}`);
    const from = body.weeks[0].week as string;
    for (const type of LEAD_TYPES) {
      const charted = body.weeks.reduce(
        (sum: number, week: Record<LeadType, number>) => sum + week[type],
        0,
      );
      expect({ type, count: charted }).toEqual({
        type,
        count: await countSince(LEAD_TABLES[type], from),
      });
    }
  });

  it.each([7, 30, 90, 365])('views per day, %i days: every country and none', async (days) => {
    const body = await stats(`visits?days=${days}`);
    const from = body.days[0].day as string;
    for (const country of COUNTRIES) {
      const key = country ?? 'unknown';
      const charted = body.days.reduce(
        (sum: number, day: { byCountry: Record<string, number> }) => sum + day.byCountry[key]!,
        0,
      );
      expect({ country: key, views: charted }).toEqual({
        country: key,
        views: await countSince('page_views', from, { country }),
      });
    }
    const total = body.days.reduce((sum: number, day: { views: number }) => sum + day.views, 0);
    expect(total).toBe(await countSince('page_views', from));
  });
});
