/**
 * @jest-environment node
 */
import { createApiAnswers, windowEnd } from './apiAnswers';

const URL_ = 'http://api.test/api/ebooks?country=DE';

function api(status = 200, headers: Record<string, string> = {}) {
  let calls = 0;
  global.fetch = jest.fn(async () => {
    calls += 1;
    return new Response(`{"call":${calls}}`, { status, headers });
  }) as unknown as typeof fetch;
  return { calls: () => calls };
}

describe('API answers shared by the pages', () => {
  let clock = 10_000;
  const answers = () => createApiAnswers({ ttlMs: 1000, now: () => clock });
  beforeEach(() => (clock = 10_000));

  it('asks the API once per time window, and everyone waiting shares that answer', async () => {
    const calls = api().calls;
    const { get } = answers();
    const [first, second] = await Promise.all([get(URL_, {}), get(URL_, {})]);
    clock = 10_999;
    const third = await get(URL_, {});
    expect(calls()).toBe(1);
    expect([first.body, second.body, third.body]).toEqual(Array(3).fill('{"call":1}'));
    clock = 11_000;
    expect((await get(URL_, {})).body).toBe('{"call":2}');
  });

  it('forgets every answer when the content changes here', async () => {
    const calls = api().calls;
    const { get, clear } = answers();
    await get(URL_, {});
    clear();
    expect((await get(URL_, {})).body).toBe('{"call":2}');
    expect(calls()).toBe(2);
  });

  it("keeps a not-found, but neither a failure, nor a private answer, nor one asked with a visitor's headers", async () => {
    let calls = api(404).calls;
    let cache = answers();
    await cache.get(URL_, {});
    await cache.get(URL_, {});
    expect(calls()).toBe(1);
    for (const [status, headers] of [
      [503, {}],
      [200, { 'Cache-Control': 'no-store' }],
    ] as const) {
      calls = api(status, headers).calls;
      cache = answers();
      await cache.get(URL_, {});
      expect((await cache.get(URL_, {})).status).toBe(status);
      expect(calls()).toBe(2);
    }
    calls = api().calls;
    cache = answers();
    await cache.get(URL_, { headers: { Cookie: 'staff=1' } });
    await cache.get(URL_, { headers: { Cookie: 'staff=1' } });
    expect(calls()).toBe(2);
  });

  it('gives up the answer for a page whose visitor left, not for the others waiting', async () => {
    const calls = api().calls;
    const { get } = answers();
    const left = new AbortController();
    const leaving = get(URL_, { signal: left.signal });
    const staying = get(URL_, {});
    left.abort(new Error('gone'));
    await expect(leaving).rejects.toThrow('gone');
    expect((await staying).body).toBe('{"call":1}');
    expect(calls()).toBe(1);
  });

  it('ends every window at a multiple of its length', () => {
    expect(windowEnd(10_000, 1000)).toBe(11_000);
    expect(windowEnd(10_999, 1000)).toBe(11_000);
  });
});
