/**
 * @jest-environment node
 */
import express, { type Request, type Response } from 'express';
import request from 'supertest';
import { createPageCache } from './pageCache';

/** The page cache in front of a page renderer, in an Express app answering real HTTP requests. */
function site() {
  const rendered: string[] = [];
  const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10, variant: () => '' });
  const renderPage = cache.wrap(async (req: Request, res: Response) => {
    rendered.push(req.originalUrl);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(`<p>render ${rendered.length}</p>`);
  });
  const app = express().get('/{*path}', (req, res, next) => {
    res.locals.cspNonce = 'nonce';
    renderPage(req, res).catch(next);
  });
  return { app, rendered };
}

describe('the page cache over HTTP', () => {
  it('renders a page once for visitors from different ad clicks and campaigns', async () => {
    const { app, rendered } = site();
    const first = await request(app).get('/de_DE/roadmap?gclid=first-click');
    const second = await request(app).get('/de_DE/roadmap?gclid=second-click&utm_source=nl');
    const plain = await request(app).get('/de_DE/roadmap');
    expect(rendered).toHaveLength(1);
    expect([first.text, second.text, plain.text]).toEqual(Array(3).fill('<p>render 1</p>'));
    expect(second.headers['content-type']).toMatch(/^text\/html/);
  });

  it('renders again for a parameter it does not know (it may change the page)', async () => {
    const { app, rendered } = site();
    await request(app).get('/de_DE/feedback/board?gclid=1');
    await request(app).get('/de_DE/feedback/board?sort=top&gclid=2');
    await request(app).get('/de_DE/feedback/board?sort=top&fbclid=3');
    expect(rendered).toEqual([
      '/de_DE/feedback/board?gclid=1',
      '/de_DE/feedback/board?sort=top&gclid=2',
    ]);
  });
});
