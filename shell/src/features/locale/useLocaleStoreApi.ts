import { createContext, useContext } from 'react';
import type { LocaleStore } from 'shared-ui';

/** The shell's own handle on the locale store (remotes only read through `useLocale`). */
export const LocaleStoreContext = createContext<LocaleStore | null>(null);

export function useLocaleStoreApi(): LocaleStore {
  const store = useContext(LocaleStoreContext);
  if (!store) throw new Error('useLocaleStoreApi must be used within the shell providers');
  return store;
}
