import { randomUUID } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import { downloadStatsSchema } from 'contracts';
import { createApp } from '../src/app';
import { createResponseCache } from '../src/web/response-cache';
import { setupTestApp } from './support/app';
import { insertProduct, insertTestimonial } from './support/content-rows';

/**
 * The GET answers come from memory (DESIGN.md §8) — but a write through the
 * API is visible right after it, and content edited in the database shows
 * within the TTL.
 */
const ctx = setupTestApp();
let clock = 0;
const appAt = (ttlSeconds = 60) =>
  createApp({ db: ctx.db, rateLimit: false, responseCache: { ttlSeconds, now: () => clock } });

const visitorId = randomUUID();
const trackDownload = (app: express.Express, ebookCategory: string) =>
  request(app).post('/api/track/download').send({ visitorId, ebookCategory, deviceType: 'mobile' });

describe('download counts', () => {
  it('rise with a tracked download at once, although cached', async () => {
    const app = appAt();
    const category = `Cache-${randomUUID().slice(0, 8)}`;
    const stats = () => request(app).get('/api/stats/downloads').query({ category });
    expect((await stats()).body).toEqual({ count: 0 });
    expect((await stats()).body).toEqual({ count: 0 });
    for (let expected = 1; expected <= 3; expected += 1) {
      expect((await trackDownload(app, category)).status).toBe(201);
      expect(downloadStatsSchema.parse((await stats()).body)).toEqual({ count: expected });
    }
  });

  it('stay cached when a download is refused (400): only acknowledged writes drop them', async () => {
    const app = appAt();
    const category = `Cache-${randomUUID().slice(0, 8)}`;
    await request(app).get('/api/stats/downloads').query({ category });
    await ctx.db('downloads').insert({
      id: randomUUID(),
      visitor_id: visitorId,
      ebook_category: category,
      device_type: 'mobile',
      created_at: '2025-01-01 00:00:00.000',
    });
    const bad = await request(app).post('/api/track/download').send({ visitorId });
    expect(bad.status).toBe(400);
    // Still the cached answer: the direct insert above bypassed the API.
    expect((await request(app).get('/api/stats/downloads').query({ category })).body).toEqual({
      count: 0,
    });
  });

  it('make browsers revalidate (no-cache + ETag)', async () => {
    const res = await request(appAt()).get('/api/stats/downloads?category=Facebook');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
  });
});

describe('content lists', () => {
  const insertStory = (name: string) =>
    insertTestimonial(ctx.db, { name, createdAt: new Date('2030-01-01T00:00:00Z') });

  it('are served from memory for the TTL, then read again', async () => {
    clock = 1_000_000;
    const app = appAt(60);
    const first = await request(app).get('/api/testimonials');
    const name = `Neu ${randomUUID().slice(0, 6)}`;
    await insertStory(name);
    clock += 59_000;
    const cached = await request(app).get('/api/testimonials');
    expect(cached.body).toEqual(first.body);
    clock += 2_000;
    const fresh = await request(app).get('/api/testimonials');
    expect(fresh.body.map((t: { name: string }) => t.name)).toContain(name);
  });

  it('are cached per full query, the language included', async () => {
    const app = appAt();
    const de = await request(app).get('/api/ebooks?country=DE');
    const fr = await request(app).get('/api/ebooks?country=FR');
    expect(fr.body).not.toEqual(de.body);
    expect((await request(app).get('/api/ebooks?country=DE')).body).toEqual(de.body);
    const inSpanish = await request(app).get('/api/ebooks?country=DE&language=es');
    expect(inSpanish.body.map((e: { language: string }) => e.language)).toEqual(
      de.body.map(() => 'es'),
    );
    expect((await request(app).get('/api/ebooks?country=DE')).body).toEqual(de.body);
  });

  it('answer 304 to a matching If-None-Match, and browsers may keep them for the TTL', async () => {
    const app = appAt(60);
    const res = await request(app).get('/api/faqs?country=ES&category=verifactu');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const again = await request(app)
      .get('/api/faqs?country=ES&category=verifactu')
      .set('If-None-Match', res.headers.etag ?? '');
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('never keep an error: a record added after a 404 is found at once', async () => {
    const app = appAt();
    const slug = `neu-${randomUUID().slice(0, 8)}`;
    expect((await request(app).get(`/api/products/${slug}`)).status).toBe(404);
    await insertProduct(ctx.db, { slug });
    expect((await request(app).get(`/api/products/${slug}`)).status).toBe(200);
  });

  it('are read every time with a TTL of 0 (cache off)', async () => {
    const app = appAt(0);
    await request(app).get('/api/testimonials');
    const name = `Aus ${randomUUID().slice(0, 6)}`;
    await insertStory(name);
    const res = await request(app).get('/api/testimonials');
    expect(res.body.map((t: { name: string }) => t.name)).toContain(name);
  });
});

describe('createResponseCache', () => {
  it('does not keep an answer read while a write of its tag happened', async () => {
    const cache = createResponseCache();
    let value = 1;
    let release: () => void = () => {};
    let gate: Promise<void> | undefined;
    let read: () => void = () => {};
    const app = express();
    app.get(
      '/count',
      cache.serve({ tag: 'downloads', browser: 'revalidate' }),
      async (_req, res) => {
        const seen = value;
        read();
        await gate;
        res.json({ value: seen });
      },
    );

    gate = new Promise((resolve) => (release = resolve));
    const seen = new Promise<void>((resolve) => (read = resolve));
    const slow = request(app)
      .get('/count')
      .then((res) => res.body);
    await seen; // the read has seen value 1 (however long the request took to arrive)
    value = 2;
    cache.invalidate('downloads');
    release();
    expect(await slow).toEqual({ value: 1 });
    gate = undefined;
    expect((await request(app).get('/count')).body).toEqual({ value: 2 });
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const cache = createResponseCache({ maxEntries: 2 });
    let calls = 0;
    const app = express();
    app.get('/echo', cache.serve({ browser: 'ttl' }), (req, res) => {
      calls += 1;
      res.json({ q: req.query.q });
    });
    for (const q of ['a', 'b', 'c']) await request(app).get(`/echo?q=${q}`);
    expect(calls).toBe(3);
    await request(app).get('/echo?q=c');
    await request(app).get('/echo?q=b');
    expect(calls).toBe(3);
    await request(app).get('/echo?q=a'); // evicted
    expect(calls).toBe(4);
  });
});
