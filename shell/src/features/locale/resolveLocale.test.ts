import { localeFromBrowser, resolveLocale } from './resolveLocale';
import type { KeyValueStorage } from '../../lib/safeStorage';

const storageWith = (values: Record<string, string>): KeyValueStorage => ({
  getItem: (key) => values[key] ?? null,
  setItem: () => undefined,
});

describe('locale resolution (SPEC §9)', () => {
  it('takes the path prefix first, any of the 9 pairs', () => {
    expect(
      resolveLocale({
        pathname: '/de_ES/feedback',
        search: '?country=FR&lang=fr',
        storage: storageWith({ country: 'DE' }),
      }),
    ).toEqual({
      country: 'ES',
      language: 'de',
    });
  });

  it('then the query (country case-insensitive), then storage, then the browser', () => {
    expect(resolveLocale({ pathname: '/', search: '?country=fr&lang=es' })).toEqual({
      country: 'FR',
      language: 'es',
    });
    expect(resolveLocale({ pathname: '/', search: '?country=es' })).toEqual({
      country: 'ES',
      language: 'es',
    });
    expect(
      resolveLocale({
        pathname: '/',
        search: '',
        storage: storageWith({ country: 'FR', language: 'de' }),
      }),
    ).toEqual({
      country: 'FR',
      language: 'de',
    });
    expect(resolveLocale({ pathname: '/', search: '', browserLanguages: ['es-MX', 'en'] })).toEqual(
      { country: 'ES', language: 'es' },
    );
  });

  it('ignores unsupported values at every step', () => {
    expect(
      resolveLocale({
        pathname: '/en_US/feedback',
        search: '?country=US&lang=en',
        storage: storageWith({ country: 'IT', language: 'it' }),
        browserLanguages: ['fr-CA'],
      }),
    ).toEqual({ country: 'FR', language: 'fr' });
    expect(resolveLocale({ pathname: '/DE_de', search: '' })).toEqual({
      country: 'DE',
      language: 'de',
    });
  });

  it('maps browser languages es→ES, fr→FR, everything else→DE', () => {
    expect(localeFromBrowser(['fr'])).toEqual({ country: 'FR', language: 'fr' });
    expect(localeFromBrowser(['en-GB'])).toEqual({ country: 'DE', language: 'de' });
    expect(localeFromBrowser([])).toEqual({ country: 'DE', language: 'de' });
  });

  it('survives a storage that throws, with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(
      resolveLocale({ pathname: '/', search: '', storage: broken, browserLanguages: ['es'] }),
    ).toEqual({
      country: 'ES',
      language: 'es',
    });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
