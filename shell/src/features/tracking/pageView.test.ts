import type { PageViewInput } from 'contracts';
import type { KeyValueStorage } from '../../lib/safeStorage';
import { visitCampaign } from 'contracts/page-view-fields';
import { pageViewKey, trackedPath, trackPageView } from './pageView';

const view = (url: string): PageViewInput => ({
  visitorId: '5b0f5c8e-8d5c-4c6f-9d8e-3f1b2a4c5d6e',
  url,
  deviceType: 'desktop',
  userAgent: 'jest',
});

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('page-view tracking', () => {
  it('counts home as "/" and other pages without their locale prefix', () => {
    expect(trackedPath('/de_DE')).toBe('/');
    expect(trackedPath('/es_ES/')).toBe('/');
    expect(trackedPath('/fr_FR/roadmap')).toBe('/roadmap');
    expect(trackedPath('/de_ES/hellocash/verifactu/faq/')).toBe('/hellocash/verifactu/faq');
    expect(trackedPath('/product/pos-system')).toBe('/product/pos-system');
  });

  it('sends once per path and session, again for another path', () => {
    const session = memoryStorage();
    const send = jest.fn().mockResolvedValue(undefined);
    expect(trackPageView(view('/'), { memory: new Set(), session, send })).toBe(true);
    expect(trackPageView(view('/'), { memory: new Set(), session, send })).toBe(false);
    expect(trackPageView(view('/roadmap'), { memory: new Set(), session, send })).toBe(true);
    expect(send).toHaveBeenCalledTimes(2);
    expect(session.data.get(pageViewKey('/'))).toBe('1');
  });

  it('without consent stores nothing: the page remembers what it counted', () => {
    const memory = new Set<string>();
    const send = jest.fn().mockResolvedValue(undefined);
    const { visitorId: _none, ...cookieless } = view('/');
    expect(trackPageView(cookieless, { memory, session: undefined, send })).toBe(true);
    expect(trackPageView(cookieless, { memory, session: undefined, send })).toBe(false);
    expect(send).toHaveBeenCalledWith(cookieless);
    // Granted on the same page: the path is not counted a second time, and now remembered for the session.
    const session = memoryStorage();
    expect(trackPageView(view('/'), { memory, session, send })).toBe(false);
    expect(session.data.get(pageViewKey('/'))).toBe('1');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('only logs a failed send', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const send = jest.fn().mockRejectedValue(new Error('500: boom'));
    expect(() =>
      trackPageView(view('/'), { memory: new Set(), session: memoryStorage(), send }),
    ).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(error).toHaveBeenCalledWith('Failed to track page view', expect.any(Error));
    error.mockRestore();
  });

  it('still tracks, with a warning, when session storage throws', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const send = jest.fn().mockResolvedValue(undefined);
    expect(() =>
      trackPageView(view('/'), { memory: new Set(), session: broken, send }),
    ).not.toThrow();
    expect(send).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('visitCampaign (issue 37)', () => {
  it('sends the landing’s utm_source/medium/campaign only, nothing for a visit without one', () => {
    expect(
      visitCampaign({ source: 'google', medium: 'cpc', term: 'kasse', referrerHost: 'google.de' }),
    ).toEqual({ campaign: { source: 'google', medium: 'cpc' } });
    expect(visitCampaign({ referrerHost: 'blog.example' })).toEqual({});
    expect(visitCampaign(undefined)).toEqual({});
  });
});
