import { createContext, useContext, type ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';

export type ThemeMode = 'light' | 'dark';

export interface ThemeState {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
}

export type ThemeStore = StoreApi<ThemeState>;

const ThemeModeContext = createContext<ThemeStore | null>(null);

export function ThemeModeProvider({ store, children }: { store: ThemeStore; children: ReactNode }) {
  return <ThemeModeContext.Provider value={store}>{children}</ThemeModeContext.Provider>;
}

function useThemeStore(): ThemeStore {
  const store = useContext(ThemeModeContext);
  if (!store) throw new Error('useTheme must be used within a ThemeModeProvider');
  return store;
}

export function useTheme(): ThemeState;
export function useTheme<T>(selector: (state: ThemeState) => T): T;
export function useTheme<T>(selector?: (state: ThemeState) => T) {
  return useStore(useThemeStore(), selector ?? ((state) => state as unknown as T));
}
