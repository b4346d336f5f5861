import { DEFAULT_LANGUAGE, toLocale, type LocaleState, type LocaleStore } from 'shared-ui';
import { createStore } from 'zustand/vanilla';
import type { ResolvedLocale } from './resolveLocale';
import { STORAGE_KEYS } from './resolveLocale';
import { safeWrite, type KeyValueStorage } from '../../lib/safeStorage';

/** The shell's locale store; remotes read it through shared-ui's `useLocale()`. */
export function createLocaleStore(initial: ResolvedLocale, storage?: KeyValueStorage): LocaleStore {
  return createStore<LocaleState>()((set, get) => {
    const apply = ({ country, language }: ResolvedLocale) => {
      safeWrite(storage, STORAGE_KEYS.country, country);
      safeWrite(storage, STORAGE_KEYS.language, language);
      set({ country, language, locale: toLocale(language, country) });
    };
    return {
      ...initial,
      locale: toLocale(initial.language, initial.country),
      setCountry: (country) => apply({ country, language: DEFAULT_LANGUAGE[country] }),
      setLanguage: (language) => apply({ country: get().country, language }),
      setLocale: (language, country) => apply({ country, language }),
    };
  });
}
