import { randomUUID } from 'node:crypto';
import { toDbTimestamp } from '../src/data/rows';
import { createMember, setupConsoleApp, signedIn, type Agent } from './support/console';

/**
 * The numbers: aggregates computed by the database, bucketed by UTC day and
 * ISO week. The expectations are literal, and the same file runs on SQLite
 * and MariaDB: both give exactly these answers.
 */
const ctx = setupConsoleApp();
let editor: Agent;

const EBOOK_A = '10000000-0000-4000-8000-000000000001';
const EBOOK_B = '10000000-0000-4000-8000-000000000002';
const v1 = randomUUID();
const v2 = randomUUID();

const row = (iso: string, extra: Record<string, unknown>) => ({
  id: randomUUID(),
  visitor_id: randomUUID(),
  created_at: toDbTimestamp(new Date(iso)),
  ...extra,
});

beforeAll(async () => {
  ctx.clock.set('2026-03-10T09:00:00.000Z'); // a Tuesday
  editor = await signedIn(ctx.app, await createMember(ctx.db, 'editor'));
  const view = (iso: string, visitor: string, country: string | null) =>
    row(iso, {
      visitor_id: visitor,
      url: '/ebooks',
      device_type: 'mobile',
      country,
      language: null,
    });
  await ctx.db('page_views').insert([
    view('2026-03-10T00:00:00.000Z', v1, 'DE'),
    view('2026-03-10T08:00:00.000Z', v1, 'DE'),
    view('2026-03-10T08:30:00.000Z', v1, 'ES'), // the same visitor on the Spanish site
    view('2026-03-10T08:45:00.000Z', v2, 'ES'),
    view('2026-03-09T23:59:59.999Z', v2, 'FR'),
    view('2026-03-08T12:00:00.000Z', v2, null),
    view('2026-03-03T23:59:59.999Z', v1, 'DE'), // before the 7 days
  ]);
  const download = (iso: string, ebookId: string | null, category: string) =>
    row(iso, { ebook_id: ebookId, ebook_category: category, device_type: 'desktop' });
  await ctx.db('downloads').insert([
    download('2026-03-10T07:00:00.000Z', EBOOK_A, 'Facebook'),
    download('2026-03-01T07:00:00.000Z', EBOOK_A, 'Facebook'),
    download('2026-02-20T07:00:00.000Z', EBOOK_A, 'Facebook'),
    download('2026-03-05T07:00:00.000Z', EBOOK_B, 'Facebook und Instagram'),
    download('2026-03-06T07:00:00.000Z', null, 'TikTok'),
    download('2026-03-07T07:00:00.000Z', null, 'TikTok'),
    download('2025-12-01T07:00:00.000Z', EBOOK_B, 'Facebook und Instagram'), // before 30 days
  ]);
  const capture = { email: 'a@b.de', ebook_category: 'Facebook' };
  await ctx.db('email_captures').insert([
    row('2026-03-09T00:00:00.000Z', capture), // Monday of this week
    row('2026-03-08T23:59:59.999Z', capture), // Sunday: last week
    row('2026-03-02T10:00:00.000Z', capture),
    row('2026-02-16T10:00:00.000Z', capture),
  ]);
  const pre = (iso: string, provider: string, status: string) =>
    row(iso, { email: 'a@b.de', provider, status });
  await ctx.db('payment_leads').insert([
    pre('2026-03-10T01:00:00.000Z', 'mollie', 'neu'),
    pre('2026-03-04T01:00:00.000Z', 'adyen', 'neu'),
    pre('2026-02-25T01:00:00.000Z', 'mollie', 'gewonnen'),
    pre('2026-02-24T01:00:00.000Z', 'adyen', 'verloren'),
    pre('2025-06-01T01:00:00.000Z', 'adyen', 'gewonnen'), // before 30 days, within 365
  ]);
  await ctx
    .db('customer_feedback')
    .insert(row('2026-02-17T10:00:00.000Z', { feedback_text: 'Gut' }));
  const request = (iso: string) =>
    row(iso, {
      name: 'Ana',
      email: 'a@b.es',
      business: 'Bar Ana',
      message: 'Llamadme',
      product_slug: 'hellocash',
    });
  await ctx
    .db('contact_requests')
    .insert([request('2026-03-09T10:00:00.000Z'), request('2026-02-24T10:00:00.000Z')]);
  const signUp = (iso: string, email: string) => ({
    id: randomUUID(),
    email,
    created_at: toDbTimestamp(new Date(iso)),
  });
  await ctx
    .db('newsletter_subscriptions')
    .insert([
      signUp('2026-03-10T06:00:00.000Z', 'n1@b.de'),
      signUp('2026-03-03T06:00:00.000Z', 'n2@b.de'),
    ]);
});

const stats = async (path: string) => {
  const res = await editor.get(`/api/admin/stats/${path}`);
  expect(res.status).toBe(200);
  return res.body;
};

describe('GET /api/admin/stats/*', () => {
  it('visits: views and visitors per UTC day and country, every day of the period', async () => {
    const zero = { views: 0, visitors: 0, byCountry: { DE: 0, ES: 0, FR: 0, unknown: 0 } };
    expect(await stats('visits?days=7')).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
      days: [
        { day: '2026-03-04', ...zero },
        { day: '2026-03-05', ...zero },
        { day: '2026-03-06', ...zero },
        { day: '2026-03-07', ...zero },
        {
          day: '2026-03-08',
          views: 1,
          visitors: 1,
          byCountry: { DE: 0, ES: 0, FR: 0, unknown: 1 },
        },
        {
          day: '2026-03-09',
          views: 1,
          visitors: 1,
          byCountry: { DE: 0, ES: 0, FR: 1, unknown: 0 },
        },
        {
          day: '2026-03-10',
          views: 4,
          visitors: 2,
          byCountry: { DE: 2, ES: 2, FR: 0, unknown: 0 },
        },
      ],
    });
    const month = await stats('visits?days=30');
    expect(month.days).toHaveLength(30);
    expect(month.days[0].day).toBe('2026-02-09');
    expect(month.days.find((d: { day: string }) => d.day === '2026-03-03').byCountry.DE).toBe(1);
    expect((await stats('visits')).days).toHaveLength(30); // 30 by default
  });

  it('downloads: per e-book (with its title) and per category, most first', async () => {
    const body = await stats('downloads?days=30');
    expect(body.from).toBe('2026-02-09');
    expect(body.byEbook).toEqual([
      { ebookId: EBOOK_A, title: expect.any(String), category: 'Facebook', downloads: 3 },
      { ebookId: null, title: null, category: null, downloads: 2 },
      {
        ebookId: EBOOK_B,
        title: expect.any(String),
        category: 'Facebook und Instagram',
        downloads: 1,
      },
    ]);
    expect(body.byCategory).toEqual([
      { category: 'Facebook', downloads: 3 },
      { category: 'TikTok', downloads: 2 },
      { category: 'Facebook und Instagram', downloads: 1 },
    ]);
    expect((await stats('downloads?days=7')).byCategory).toEqual([
      { category: 'TikTok', downloads: 2 },
      { category: 'Facebook', downloads: 1 },
      { category: 'Facebook und Instagram', downloads: 1 },
    ]);
  });

  it('leads: per ISO week (Monday, UTC) and type, every kind the desk lists, whole weeks', async () => {
    expect(await stats('leads?days=30')).toEqual({
      from: '2026-02-09',
      to: '2026-03-10',
      weeks: [
        { week: '2026-02-09', email: 0, payment: 0, feedback: 0, contact: 0, newsletter: 0 },
        { week: '2026-02-16', email: 1, payment: 0, feedback: 1, contact: 0, newsletter: 0 },
        { week: '2026-02-23', email: 0, payment: 2, feedback: 0, contact: 1, newsletter: 0 },
        { week: '2026-03-02', email: 2, payment: 1, feedback: 0, contact: 0, newsletter: 1 },
        { week: '2026-03-09', email: 1, payment: 1, feedback: 0, contact: 1, newsletter: 1 },
      ],
    });
  });

  it('pre-registrations: by status, all four, per provider', async () => {
    expect(await stats('pre-registrations?days=30')).toEqual({
      from: '2026-02-09',
      to: '2026-03-10',
      byStatus: [
        { status: 'neu', total: 2, mollie: 1, adyen: 1 },
        { status: 'kontaktiert', total: 0, mollie: 0, adyen: 0 },
        { status: 'gewonnen', total: 1, mollie: 1, adyen: 0 },
        { status: 'verloren', total: 1, mollie: 0, adyen: 1 },
      ],
    });
    expect((await stats('pre-registrations?days=365')).byStatus[2]).toEqual({
      status: 'gewonnen',
      total: 2,
      mollie: 1,
      adyen: 1,
    });
  });

  it('refuses a period the dashboard does not offer', async () => {
    const res = await editor.get('/api/admin/stats/visits?days=31');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('days muss 7, 30, 90 oder 365 sein');
  });

  it('answers from the database every time, never from a cache', async () => {
    const before = (await stats('pre-registrations?days=7')).byStatus[0].total;
    await ctx
      .db('payment_leads')
      .insert(row('2026-03-10T08:59:00.000Z', { email: 'c@d.de', provider: 'adyen' }));
    const res = await editor.get('/api/admin/stats/pre-registrations?days=7');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.byStatus[0].total).toBe(before + 1);
  });
});
