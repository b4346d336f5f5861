import type { ConsentConfig } from 'contracts';
import { choiceFromForm, deniedStorage, storageNameMatches } from './consentForm';
import { consentModeScript, consentModeSignals } from './consentMode';

describe('the consent form', () => {
  it('reads the button pressed: all, nothing, or the switches that are on', () => {
    expect(choiceFromForm({ action: 'accept-all' })).toEqual({
      action: 'accept-all',
      grants: { statistics: true, marketing: true },
    });
    // The first layer's reject ignores switches a crafted post might add.
    expect(choiceFromForm({ action: 'reject-all', statistics: 'granted' })).toEqual({
      action: 'reject-all',
      grants: { statistics: false, marketing: false },
    });
    expect(
      choiceFromForm({ action: 'save-selection', marketing: 'granted', statistics: 'on' }),
    ).toEqual({ action: 'save-selection', grants: { statistics: false, marketing: true } });
  });

  it('keeps a well-formed revision only, and knows no other action', () => {
    expect(choiceFromForm({ action: 'accept-all', revision: '0123456789abcdef' })?.revision).toBe(
      '0123456789abcdef',
    );
    expect(choiceFromForm({ action: 'accept-all', revision: '<x>' })).not.toHaveProperty(
      'revision',
    );
    expect(choiceFromForm({ action: 'grant-everything' })).toBeUndefined();
    expect(choiceFromForm({})).toBeUndefined();
    expect(choiceFromForm({ action: ['accept-all'] })).toBeUndefined();
  });

  it('lists the storage of the denied categories only (never the necessary one)', () => {
    const config: ConsentConfig = {
      revision: '0123456789abcdef',
      textsVersion: 'x',
      language: 'de',
      categories: [
        {
          id: 'necessary',
          required: true,
          services: [
            {
              id: 'consent',
              name: '',
              vendor: '',
              purpose: '',
              storage: [{ name: 'hello_consent', kind: 'cookie', lifetime: 'session' }],
              origins: [],
            },
          ],
        },
        {
          id: 'statistics',
          required: false,
          services: [
            {
              id: 'visits',
              name: '',
              vendor: '',
              purpose: '',
              storage: [
                { name: 'visitor_id', kind: 'cookie', lifetime: { amount: 30, unit: 'day' } },
                { name: 'pageview:*', kind: 'sessionStorage', lifetime: 'session' },
              ],
              origins: [],
            },
          ],
        },
        {
          id: 'marketing',
          required: false,
          services: [
            {
              id: 'ads',
              name: '',
              vendor: '',
              purpose: '',
              storage: [{ name: '_ads_*', kind: 'cookie', lifetime: 'persistent' }],
              origins: [],
            },
          ],
        },
      ],
    };
    const names = (grants: { statistics: boolean; marketing: boolean }) =>
      deniedStorage(config, grants).map((entry) => entry.name);
    expect(names({ statistics: false, marketing: false })).toEqual([
      'visitor_id',
      'pageview:*',
      '_ads_*',
    ]);
    expect(names({ statistics: true, marketing: false })).toEqual(['_ads_*']);
    expect(names({ statistics: true, marketing: true })).toEqual([]);
  });

  it("matches a listed name exactly, or by its prefix where it ends in '*'", () => {
    expect(storageNameMatches('_ga', '_ga')).toBe(true);
    expect(storageNameMatches('_ga', '_gat')).toBe(false);
    expect(storageNameMatches('_ga_*', '_ga_XYZ')).toBe(true);
    expect(storageNameMatches('pageview:*', 'pageview:/about')).toBe(true);
    expect(storageNameMatches('pageview:*', 'theme')).toBe(false);
  });
});

describe('Google Consent Mode v2', () => {
  it('maps Statistik to analytics and Marketing to the three ad signals', () => {
    expect(consentModeSignals({ statistics: true, marketing: false })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
  });

  it('denies everything by default and adds the choice once it is known', () => {
    const undecided = consentModeScript({ decided: false, statistics: false, marketing: false });
    expect(undecided).toContain(`gtag('consent','default',`);
    expect(undecided).toContain('"analytics_storage":"denied"');
    expect(undecided).not.toContain("'update'");
    const decided = consentModeScript({ decided: true, statistics: false, marketing: true });
    expect(decided.indexOf("'default'")).toBeLessThan(decided.indexOf("'update'"));
    expect(decided).toContain('"ad_storage":"granted"');
  });
});
