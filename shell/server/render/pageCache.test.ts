import type { Request, Response } from 'express';
import { createPageCache, pageCacheKey } from './pageCache';

/** A GET as Express hands it to the page renderer, and an answer that records what was sent. */
function visit(path: string, cookie?: string) {
  const req = {
    method: 'GET',
    path,
    originalUrl: path,
    headers: cookie ? { cookie } : {},
  } as unknown as Request;
  const sent: string[] = [];
  const headers = new Map<string, string>();
  const res = {
    locals: {},
    statusCode: 200,
    setHeader: (name: string, value: string) => headers.set(name, value),
    getHeader: (name: string) => headers.get(name),
    status: (code: number) => {
      res.statusCode = code;
      return res;
    },
    send: (body: string) => sent.push(body),
  };
  return { req, res: res as unknown as Response, sent };
}

describe('page cache', () => {
  const voter = 'board_voter=0b7e6f3a-5c1d-4e2f-9a8b-7c6d5e4f3a2b';
  let renders: number;
  const renderPage = async (req: Request, res: Response) => {
    renders += 1;
    res.setHeader('Cache-Control', req.headers.cookie ? 'private, no-cache' : 'no-cache');
    res.send(`page ${renders} for ${req.headers.cookie ?? 'anyone'}`);
  };
  const cache = () =>
    createPageCache({
      ttlMs: 60_000,
      maxEntries: 10,
      variant: () => '',
      personal: async (req) => Boolean(req.headers.cookie?.includes('board_voter=')),
    });
  beforeEach(() => (renders = 0));

  it('serves a page rendered for anyone again within its time', async () => {
    const render = cache().wrap(renderPage);
    const first = visit('/es_ES/feedback/board');
    const second = visit('/es_ES/feedback/board');
    await render(first.req, first.res);
    await render(second.req, second.res);
    expect(renders).toBe(1);
    expect(second.sent).toEqual(['page 1 for anyone']);
  });

  it("never answers a visitor's own page from the cache, nor keeps it for others", async () => {
    const render = cache().wrap(renderPage);
    const anyone = visit('/es_ES/feedback/board');
    await render(anyone.req, anyone.res);
    const own = visit('/es_ES/feedback/board', voter);
    await render(own.req, own.res);
    expect(own.sent).toEqual([`page 2 for ${voter}`]);
    const again = visit('/es_ES/feedback/board');
    await render(again.req, again.res);
    expect(again.sent).toEqual(['page 1 for anyone']);
    expect(renders).toBe(2);
  });
});

describe('the page cache key', () => {
  const key = (url: string) => pageCacheKey('v1 https://www.example.de light', url);

  it('leaves out the tracking parameters: a campaign click is the page without them', () => {
    const page = key('/de_DE/roadmap');
    expect(key('/de_DE/roadmap?utm_source=newsletter&utm_medium=email&utm_campaign=mai')).toBe(
      page,
    );
    expect(key('/de_DE/roadmap?gclid=Cj0KCQ')).toBe(page);
    expect(key('/de_DE/roadmap?fbclid=IwAR1&msclkid=abc&utm_xyz=1')).toBe(page);
    expect(key('/de_DE/feedback/board?sort=top&gclid=1')).toBe(
      key('/de_DE/feedback/board?sort=top'),
    );
  });

  it('keeps every other parameter as requested: it may change the page', () => {
    expect(key('/de_DE/feedback/board?sort=top')).not.toBe(key('/de_DE/feedback/board'));
    expect(key('/de_DE/feedback/board?sort=top&status=open&gclid=1')).toBe(
      key('/de_DE/feedback/board?sort=top&status=open'),
    );
    // Order and encoding as today (not normalised): another order is another page.
    expect(key('/de_DE/feedback/board?status=open&sort=top')).not.toBe(
      key('/de_DE/feedback/board?sort=top&status=open'),
    );
    expect(key('/de_DE/roadmap?q=a')).toContain('/de_DE/roadmap?q=a');
  });

  it('still tells variants apart', () => {
    expect(pageCacheKey('dark', '/de_DE?gclid=1')).not.toBe(
      pageCacheKey('light', '/de_DE?gclid=1'),
    );
  });
});
