import { randomUUID } from 'node:crypto';
import type { CampaignReport } from 'contracts';
import { toDbTimestamp } from '../src/data/rows';
import { setupConsoleApp, signedInRoles, type Agent } from './support/console';

/**
 * The campaign report (issue 37, section 2): per last touch's campaign,
 * source and medium, the cookieless visits (distinct visitor keys of
 * page_views), the leads per kind and the conversion; the funnel landing →
 * form seen → lead of one campaign. Every expectation names the rows below
 * it counts; the file runs on SQLite and MariaDB alike.
 */
const ctx = setupConsoleApp(); // the clock: Tuesday 2026-03-10 09:00 UTC
let sales: Agent;
let admin: Agent;
let editor: Agent;

const at = (iso: string) => toDbTimestamp(new Date(`${iso}T10:00:00.000Z`));
const HERBST = { utm_campaign: 'herbst', utm_source: 'newsletter', utm_medium: 'email' };
const WINTER = { utm_campaign: 'winter', utm_source: 'facebook', utm_medium: 'social' };
const GOOGLE = { utm_campaign: null, utm_source: 'google', utm_medium: 'cpc' };
type Utm = typeof HERBST | typeof GOOGLE;
const DE = { country: 'DE', language: 'de' };
const ES = { country: 'ES', language: 'es' };
const FR = { country: 'FR', language: 'fr' };

const visitor = { v1: randomUUID(), v2: randomUUID(), v3: randomUUID(), v4: randomUUID() };
const view = (who: string, url: string, day: string, utm: Partial<Utm>, locale = DE) => ({
  id: randomUUID(),
  visitor_id: who,
  url,
  device_type: 'desktop',
  created_at: at(day),
  ...utm,
  ...locale,
});

/** A lead's last touch (its first touch is another campaign: the report reads the last). */
const lastTouch = (utm: Utm | null, formPath: string) => ({
  id: randomUUID(),
  first_utm_campaign: 'erstkontakt',
  last_utm_campaign: utm?.utm_campaign ?? null,
  last_utm_source: utm?.utm_source ?? null,
  last_utm_medium: utm?.utm_medium ?? null,
  form_path: formPath,
});
const capture = (utm: Utm | null, day: string, locale: object, formPath: string) => ({
  ...lastTouch(utm, formPath),
  visitor_id: randomUUID(),
  email: 'lead@beispiel.de',
  ebook_category: 'Facebook',
  created_at: at(day),
  ...locale,
});

beforeAll(async () => {
  ({ admin, editor, sales } = await signedInRoles(ctx));
  await ctx.db('page_views').insert([
    view(visitor.v1, '/', '2026-03-10', HERBST),
    view(visitor.v1, '/ebooks/facebook', '2026-03-10', HERBST), // a page with a lead form
    view(visitor.v2, '/', '2026-03-09', HERBST, ES),
    view(visitor.v2, '/hellomarketing/web', '2026-03-09', HERBST, ES), // a page with a lead form
    view(visitor.v3, '/hellocash', '2026-03-05', HERBST),
    view(visitor.v1, '/', '2026-02-01', HERBST), // before the 7 days, within 90
    view(visitor.v4, '/', '2026-03-10', GOOGLE),
    view(visitor.v1, '/produkte', '2026-03-08', WINTER, FR),
    view(visitor.v2, '/produkte', '2026-03-08', WINTER, FR),
    view(visitor.v3, '/', '2026-03-10', {}), // no campaign: no campaign's visit
  ]);
  await ctx.db('email_captures').insert([
    capture(HERBST, '2026-03-10', DE, '/de_DE/ebooks/facebook'),
    capture(WINTER, '2026-03-08', FR, '/fr_FR/ebooks/facebook'),
    capture(null, '2026-03-10', DE, '/de_DE/ebooks/facebook'), // no campaign
  ]);
  await ctx.db('contact_requests').insert({
    ...lastTouch(HERBST, '/es_ES/hellomarketing/web'),
    visitor_id: randomUUID(),
    name: 'Lena',
    email: 'lena@beispiel.es',
    business: 'Café',
    message: 'Hola',
    product_slug: 'web',
    created_at: at('2026-03-09'),
    ...ES,
  });
  await ctx.db('payment_leads').insert({
    ...lastTouch(GOOGLE, '/de_DE/hellopayment'),
    visitor_id: randomUUID(),
    email: 'laden@beispiel.de',
    provider: 'mollie',
    status: 'neu',
    created_at: at('2026-03-07'),
    ...DE,
  });
  await ctx.db('newsletter_subscriptions').insert({
    ...lastTouch(HERBST, '/de_DE/ebooks/facebook'),
    email: 'alt@beispiel.de',
    created_at: at('2026-02-01'), // before the 7 days, within 90
    ...DE,
  });
});

const report = async (query: string, agent = sales): Promise<CampaignReport> => {
  const res = await agent.get(`/api/admin/stats/campaigns?${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const leads = (
  counts: Partial<Record<'email' | 'payment' | 'contact' | 'newsletter', number>> = {},
) => ({
  email: 0,
  payment: 0,
  contact: 0,
  newsletter: 0,
  ...counts,
});
const herbst = { campaign: 'herbst', source: 'newsletter', medium: 'email' };
const winter = { campaign: 'winter', source: 'facebook', medium: 'social' };
const google = { campaign: null, source: 'google', medium: 'cpc' };

describe('GET /api/admin/stats/campaigns', () => {
  it('counts visits, leads per kind and conversion per last touch, most leads then most visits first', async () => {
    expect(await report('days=7')).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
      rows: [
        // v1, v2, v3; the e-book capture and the contact request.
        {
          ...herbst,
          visits: 3,
          leads: leads({ email: 1, contact: 1 }),
          total: 2,
          conversionRate: 2 / 3,
        },
        // v1, v2 on the French site; the French capture (its first touch is another campaign).
        { ...winter, visits: 2, leads: leads({ email: 1 }), total: 1, conversionRate: 0.5 },
        // v4; the pre-registration.
        { ...google, visits: 1, leads: leads({ payment: 1 }), total: 1, conversionRate: 1 },
      ],
      funnel: null,
    });
    // 90 days: v1's February visit and the February newsletter sign-up join 'herbst'.
    const quarter = await report('days=90');
    expect(quarter.from).toBe('2025-12-11');
    expect(quarter.rows[0]).toEqual({
      ...herbst,
      visits: 3, // v1 of February and of March is one visitor id here (a consented cookie would be too)
      leads: leads({ email: 1, contact: 1, newsletter: 1 }),
      total: 3,
      conversionRate: 1,
    });
    expect((await report('')).from).toBe('2026-02-09'); // 30 days by default
  });

  it('filters by country, language and lead kind', async () => {
    expect((await report('days=7&country=de')).rows).toEqual([
      { ...herbst, visits: 2, leads: leads({ email: 1 }), total: 1, conversionRate: 0.5 },
      { ...google, visits: 1, leads: leads({ payment: 1 }), total: 1, conversionRate: 1 },
    ]);
    expect((await report('days=7&language=fr')).rows).toEqual([
      { ...winter, visits: 2, leads: leads({ email: 1 }), total: 1, conversionRate: 0.5 },
    ]);
    // A kind filters the leads, never the visits.
    expect((await report('days=7&kind=contact')).rows).toEqual([
      { ...herbst, visits: 3, leads: leads({ contact: 1 }), total: 1, conversionRate: 1 / 3 },
      { ...winter, visits: 2, leads: leads(), total: 0, conversionRate: 0 },
      { ...google, visits: 1, leads: leads(), total: 0, conversionRate: 0 },
    ]);
  });

  it('takes a custom range (both days included) and answers an empty period with no rows', async () => {
    expect(await report('from=2026-03-09&to=2026-03-09')).toMatchObject({
      from: '2026-03-09',
      to: '2026-03-09',
      rows: [{ ...herbst, visits: 1, leads: leads({ contact: 1 }), total: 1, conversionRate: 1 }],
    });
    expect((await report('from=2026-03-08')).to).toBe('2026-03-10');
    // An end before the start holds no day (as in the leads desk).
    expect((await report('from=2026-03-10&to=2026-03-01')).rows).toEqual([]);
    expect(await report('from=2026-01-01&to=2026-01-31')).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      rows: [],
      funnel: null,
    });
  });

  it('shows the funnel of a chosen campaign: landing → form seen → lead, each with its share of the step before', async () => {
    // Landing: v1, v2, v3. Form seen: v1 (/ebooks/facebook) and v2 (/hellomarketing/web), pages
    // leads were sent from. Lead: the capture and the contact request.
    expect((await report('days=7&campaign=Herbst')).funnel).toEqual({
      campaign: 'herbst',
      steps: [
        { step: 'landing', count: 3, rate: null },
        { step: 'formSeen', count: 2, rate: 2 / 3 },
        { step: 'lead', count: 2, rate: 1 },
      ],
    });
    // E-book captures only: their form pages are /ebooks/facebook alone.
    expect((await report('days=7&campaign=herbst&kind=email')).funnel?.steps).toEqual([
      { step: 'landing', count: 3, rate: null },
      { step: 'formSeen', count: 1, rate: 1 / 3 },
      { step: 'lead', count: 1, rate: 1 },
    ]);
    expect((await report('days=7&campaign=gibt-es-nicht')).funnel?.steps).toEqual([
      { step: 'landing', count: 0, rate: null },
      { step: 'formSeen', count: 0, rate: null },
      { step: 'lead', count: 0, rate: null },
    ]);
  });

  it.each([
    ['days=5', 'days muss 7, 30, 90 oder 365 sein'],
    ['from=2026-13-01', 'Datum muss im Format JJJJ-MM-TT sein'],
    ['country=XX', "Land muss 'DE', 'ES' oder 'FR' sein"],
    ['language=en', "Sprache muss 'de', 'es' oder 'fr' sein"],
    ['kind=feedback', "Lead-Art muss 'email', 'payment', 'contact' oder 'newsletter' sein"],
  ])('refuses %s with 400 and a readable message', async (query, message) => {
    for (const path of ['/api/admin/stats/campaigns', '/api/admin/stats/campaigns/export.csv']) {
      const res = await sales.get(`${path}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('is for sales and admin; an editor is refused', async () => {
    expect((await report('days=7', admin)).rows).toHaveLength(3);
    for (const path of ['/api/admin/stats/campaigns', '/api/admin/stats/campaigns/export.csv'])
      expect((await editor.get(path)).status).toBe(403);
  });
});

describe('GET /api/admin/stats/campaigns/export.csv', () => {
  it('writes the same rows as CSV for Excel, in the member’s language, formulas escaped', async () => {
    await ctx
      .db('page_views')
      .insert(
        view(visitor.v1, '/', '2026-01-15', { utm_campaign: '=hyperlink("x")', utm_source: 'ads' }),
      );
    const res = await sales.get('/api/admin/stats/campaigns/export.csv?days=7&country=DE');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="kampagnen-2026-03-10.csv"',
    );
    expect(res.text).toBe(
      '\ufeffKampagne;Quelle;Medium;Besuche;E-Book-Anfragen;Voranmeldungen;Beratungsanfragen;Newsletter;Leads gesamt;Konversion (%)\r\n' +
        'herbst;newsletter;email;2;1;0;0;0;1;50\r\n' +
        ';google;cpc;1;0;1;0;0;1;100\r\n',
    );
    const hostile = await sales.get(
      '/api/admin/stats/campaigns/export.csv?from=2026-01-15&to=2026-01-15',
    );
    expect(hostile.text.split('\r\n')[1]).toBe(`"'=hyperlink(""x"")";ads;;1;0;0;0;0;0;0`);
    const third = await sales.get('/api/admin/stats/campaigns/export.csv?days=7&kind=contact');
    expect(third.text.split('\r\n')[1]).toBe('herbst;newsletter;email;3;0;0;1;0;1;33,3');
  });
});
