import request from 'supertest';
import { campaignVisitsPerDay } from '../src/data/page-views';
import { setupTestApp } from './support/app';

/**
 * Issue 37: the cookieless visit count gains the campaign. A page view
 * carries its visit's utm_source/medium/campaign (cleaned like a lead's);
 * visits per campaign and day count distinct visitors under the same
 * daily-salt rule (no identifier kept beyond the day's key).
 */
const ctx = setupTestApp({ trustProxy: true });

const view = (
  url: string,
  campaign: object | undefined,
  { ip = '203.0.113.9', userAgent = 'Mozilla/5.0 Kampagne/1.0' } = {},
) =>
  request(ctx.app)
    .post('/api/track/pageview')
    .set('X-Forwarded-For', ip)
    .set('User-Agent', userAgent)
    .send({
      url,
      deviceType: 'desktop',
      country: 'DE',
      language: 'de',
      ...(campaign ? { campaign } : {}),
    });

describe('visits per campaign and day', () => {
  it('counts each visitor once per campaign and day, cookieless, and keeps views without a campaign apart', async () => {
    const herbst = { source: 'Newsletter', medium: 'email', campaign: 'Herbst', term: 'x' };
    // Alice: the campaign's landing, then a second page of the same visit.
    expect((await view('/hellocash', herbst)).status).toBe(201);
    expect((await view('/hellocash/mollie', herbst)).status).toBe(201);
    // Bob (another network): the same campaign.
    expect((await view('/hellocash', herbst, { ip: '198.51.100.4' })).status).toBe(201);
    // Carol: an ad; Dave: no campaign at all.
    expect(
      (await view('/', { source: 'google', medium: 'cpc' }, { ip: '192.0.2.50' })).status,
    ).toBe(201);
    expect((await view('/', undefined, { ip: '192.0.2.51' })).status).toBe(201);
    // Alice again on the landing page today, now without the campaign: a view of its own.
    expect((await view('/hellocash', undefined)).status).toBe(201);

    const today = new Date().toISOString().slice(0, 10);
    expect(await campaignVisitsPerDay(ctx.db, { from: today, to: today })).toEqual([
      { day: today, source: 'newsletter', medium: 'email', campaign: 'herbst', visits: 2 },
      { day: today, source: 'google', medium: 'cpc', campaign: null, visits: 1 },
    ]);
    const stored = await ctx.db('page_views').whereNotNull('utm_campaign').select('visitor_id');
    // Cookieless keys only (version-8 UUIDs), no IP or campaign-specific identifier.
    for (const row of stored) expect(row.visitor_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8/);
  });

  it('cleans a hostile campaign like a lead’s and refuses one that is not text', async () => {
    expect(
      (await view('/x', { campaign: '<img src=x onerror=alert(1)>' }, { ip: '192.0.2.99' })).status,
    ).toBe(201);
    const row = await ctx.db('page_views').where({ url: '/x' }).first('utm_campaign');
    expect(row.utm_campaign).toBe('img src=x onerror=alert(1)');
    expect((await view('/y', { source: 7 })).status).toBe(400);
  });
});

describe('a page shown without script counts through its <noscript> image (issue 41)', () => {
  const beacon = (query: string, { referer = '', ip = '192.0.2.140', userAgent = '' } = {}) => {
    const req = request(ctx.app).get(`/api/track/pageview.gif${query}`).set('X-Forwarded-For', ip);
    if (referer) req.set('Referer', referer);
    if (userAgent) req.set('User-Agent', userAgent);
    return req;
  };

  it('stores a cookieless view with country, language, the device of the agent and the campaign of the page', async () => {
    const res = await beacon('?url=%2Fhellocash&country=ES&language=es', {
      referer: 'https://example.es/es_ES/hellocash?utm_source=Radio&utm_medium=spot&gclid=abc',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.subarray(0, 6).toString()).toBe('GIF89a');
    const row = await ctx.db('page_views').where({ url: '/hellocash', country: 'ES' }).first();
    expect(row).toMatchObject({
      language: 'es',
      device_type: 'mobile',
      utm_source: 'radio',
      utm_medium: 'spot',
      utm_campaign: null,
    });
    expect(row.visitor_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8/);
  });

  it('counts the visitor once a day per page, like the script’s count', async () => {
    const agent = 'Mozilla/5.0 OhneSkript/1.0';
    for (let i = 0; i < 3; i += 1)
      expect(
        (
          await beacon('?url=%2Fkontakt&country=FR&language=fr', {
            ip: '192.0.2.141',
            userAgent: agent,
          })
        ).status,
      ).toBe(200);
    expect(await ctx.db('page_views').where({ url: '/kontakt', country: 'FR' })).toHaveLength(1);
  });

  it('answers a missing or bad query 400 with a readable message, and stores nothing', async () => {
    const before = (await ctx.db('page_views')).length;
    const missing = await beacon('');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/URL/);
    const country = await beacon('?url=%2F&country=XX');
    expect(country.status).toBe(400);
    expect(country.body.message).toMatch(/Land/);
    expect((await ctx.db('page_views')).length).toBe(before);
  });
});
