import type { Request, Response } from 'express';
import { createPageCache } from './pageCache';

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
