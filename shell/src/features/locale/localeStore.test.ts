import { createLocaleStore } from './localeStore';
import type { KeyValueStorage } from '../../lib/safeStorage';

function memoryStorage(): KeyValueStorage & { values: Record<string, string> } {
  const values: Record<string, string> = {};
  return {
    values,
    getItem: (key) => values[key] ?? null,
    setItem: (key, value) => void (values[key] = value),
  };
}

describe('locale store', () => {
  it('switches the language to the country default when a country is chosen', () => {
    const storage = memoryStorage();
    const store = createLocaleStore({ country: 'DE', language: 'de' }, storage);
    store.getState().setCountry('FR');
    expect(store.getState()).toMatchObject({ country: 'FR', language: 'fr', locale: 'fr_FR' });
    expect(storage.values).toEqual({ country: 'FR', language: 'fr' });
  });

  it('changes the language on its own', () => {
    const store = createLocaleStore({ country: 'ES', language: 'es' });
    store.getState().setLanguage('de');
    expect(store.getState()).toMatchObject({ country: 'ES', language: 'de', locale: 'de_ES' });
  });

  it('keeps working when storage writes fail', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createLocaleStore(
      { country: 'DE', language: 'de' },
      {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
    );
    store.getState().setCountry('ES');
    expect(store.getState().locale).toBe('es_ES');
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
