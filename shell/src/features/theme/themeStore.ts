import type { ThemeMode, ThemeState, ThemeStore } from 'shared-ui';
import { createStore } from 'zustand/vanilla';
import { safeWrite, type KeyValueStorage } from '../../lib/safeStorage';
import { THEME_STORAGE_KEY } from './themeRule';

/** Dark is marked on the document root; the choice is stored under `theme`. */
export function createThemeStore(
  initial: ThemeMode,
  storage?: KeyValueStorage,
  root?: HTMLElement,
): ThemeStore {
  return createStore<ThemeState>()((set, get) => ({
    mode: initial,
    setMode: (mode) => {
      root?.classList.toggle('dark', mode === 'dark');
      safeWrite(storage, THEME_STORAGE_KEY, mode);
      set({ mode });
    },
    toggle: () => get().setMode(get().mode === 'dark' ? 'light' : 'dark'),
  }));
}
