import type { ConsentConfig } from 'contracts';
import { createConsentConfigCache } from './consentConfigCache';

/** A moment on the wall clock (lru-cache takes a start at 0 for none). */
const START = Date.UTC(2026, 0, 1);

const config = (revision: string) => ({ revision, categories: [] }) as unknown as ConsentConfig;

describe('the consent configuration cache', () => {
  afterEach(() => jest.useRealTimers());

  it('waits for the first answer, then answers from memory and refreshes in the background', async () => {
    jest.useFakeTimers({ now: START });
    const source = jest
      .fn()
      .mockResolvedValueOnce(config('aaaaaaaaaaaaaaaa'))
      .mockResolvedValueOnce(config('bbbbbbbbbbbbbbbb'));
    const current = createConsentConfigCache(1000, source);
    expect((await current())?.revision).toBe('aaaaaaaaaaaaaaaa');
    expect((await current())?.revision).toBe('aaaaaaaaaaaaaaaa');
    expect(source).toHaveBeenCalledTimes(1);
    jest.setSystemTime(START + 1500);
    // Stale: this page still gets the last one; the next gets the new one.
    expect((await current())?.revision).toBe('aaaaaaaaaaaaaaaa');
    await Promise.resolve();
    expect((await current())?.revision).toBe('bbbbbbbbbbbbbbbb');
  });

  it('fetches anew before answering when asked for a fresh one (a choice is recorded on it)', async () => {
    jest.useFakeTimers({ now: START });
    const source = jest
      .fn()
      .mockResolvedValueOnce(config('aaaaaaaaaaaaaaaa'))
      .mockResolvedValueOnce(config('bbbbbbbbbbbbbbbb'));
    const current = createConsentConfigCache(1000, source);
    await current();
    jest.setSystemTime(START + 1500);
    expect((await current({ fresh: true }))?.revision).toBe('bbbbbbbbbbbbbbbb');
  });

  it('keeps the last configuration while the API fails, and does not ask it on every page', async () => {
    jest.useFakeTimers({ now: START });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const source = jest.fn().mockRejectedValue(new Error('down'));
    const current = createConsentConfigCache(1000, source);
    expect(await current()).toBeUndefined();
    expect(await current()).toBeUndefined();
    expect(source).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
