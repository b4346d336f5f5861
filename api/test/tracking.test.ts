import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { setupTestApp } from './support/app';

const ctx = setupTestApp();

const pixel = (overrides: Record<string, unknown>) => ({
  id: randomUUID(),
  name: 'Test pixel',
  script_content: 'void 0;',
  pixel_type: 'analytics',
  ...overrides,
});

describe('GET /api/tracking-pixels/active', () => {
  it('lists active pixels only, with exactly id, position, scriptContent, category and origins', async () => {
    // position defaults to head, category to marketing (the strictest)
    const head = pixel({ is_active: true, script_content: 'window.a = 1;' });
    const body = pixel({
      is_active: true,
      position: 'body',
      script_content: 'window.b = 2;',
      category: 'statistics',
      vendor_origins: JSON.stringify(['https://stats.example.com']),
    });
    const off = pixel({ is_active: false });
    const defaulted = pixel({}); // is_active defaults to false
    // One insert per row: a multi-row insert would send NULL for missing keys, not the default.
    for (const row of [head, body, off, defaulted]) await ctx.db('tracking_pixels').insert(row);

    const res = await request(ctx.app).get('/api/tracking-pixels/active');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body).toEqual(
      expect.arrayContaining([
        {
          id: head.id,
          position: 'head',
          scriptContent: 'window.a = 1;',
          category: 'marketing',
          origins: [],
        },
        {
          id: body.id,
          position: 'body',
          scriptContent: 'window.b = 2;',
          category: 'statistics',
          origins: ['https://stats.example.com'],
        },
      ]),
    );
    for (const item of res.body)
      expect(Object.keys(item).sort()).toEqual([
        'category',
        'id',
        'origins',
        'position',
        'scriptContent',
      ]);
  });
});

describe('POST /api/track/pageview', () => {
  const visitorId = randomUUID();

  it('stores a page view', async () => {
    const res = await request(ctx.app)
      .post('/api/track/pageview')
      .send({ visitorId, url: '/de/DE/ebooks', deviceType: 'mobile', userAgent: 'jest' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ visitorId, url: '/de/DE/ebooks', deviceType: 'mobile' });
    const row = await ctx.db('page_views').where({ id: res.body.id }).first();
    expect(row).toMatchObject({
      visitor_id: visitorId,
      url: '/de/DE/ebooks',
      device_type: 'mobile',
      user_agent: 'jest',
    });
  });

  it('stores a page view without user agent', async () => {
    const res = await request(ctx.app)
      .post('/api/track/pageview')
      .send({ visitorId, url: '/', deviceType: 'desktop' });
    expect(res.status).toBe(201);
    expect(res.body.userAgent).toBeNull();
  });

  it.each([
    ['an unknown deviceType', { visitorId, url: '/', deviceType: 'phablet' }, 'deviceType'],
    [
      'a visitorId that is no string',
      { visitorId: 42, url: '/', deviceType: 'tablet' },
      'visitorId',
    ],
    ['an empty url', { visitorId, url: '  ', deviceType: 'tablet' }, 'url'],
    ['a url of zero-width spaces', { visitorId, url: '\u200B\u200B', deviceType: 'tablet' }, 'url'],
    // The shell used to keep such a cookie; the API refused it and the view was lost.
    [
      'a visitor id that is not an RFC UUID',
      { visitorId: '12345678-1234-1234-1234-123456789012', url: '/', deviceType: 'tablet' },
      'visitorId',
    ],
  ])('rejects %s with 400', async (_label, payload, field) => {
    const before = (await ctx.db('page_views').count({ n: '*' }))[0]?.n;
    const res = await request(ctx.app).post('/api/track/pageview').send(payload);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.fields).toHaveProperty(field);
    expect((await ctx.db('page_views').count({ n: '*' }))[0]?.n).toBe(before);
  });
});
