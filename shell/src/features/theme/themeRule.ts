import type { ThemeMode } from 'shared-ui';

export const THEME_STORAGE_KEY = 'theme';

/** SPEC §4: the stored theme; else light if the system prefers light; else dark. */
export function initialThemeMode(stored: string | null, prefersLight: boolean): ThemeMode {
  if (stored === 'light' || stored === 'dark') return stored;
  return prefersLight ? 'light' : 'dark';
}

/** Runs in <head> before first paint; receives the rule above so it exists once. */
export function applyInitialTheme(resolve: typeof initialThemeMode): void {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem('theme');
  } catch {
    // storage unavailable: fall back to the system preference
  }
  const prefersLight = Boolean(
    window.matchMedia && window.matchMedia('(prefers-color-scheme: light)').matches,
  );
  document.documentElement.classList.toggle('dark', resolve(stored, prefersLight) === 'dark');
}

/** The inline script for the HTML head (no flash of the wrong theme). */
export const themeInitScript = `(${applyInitialTheme.toString()})(${initialThemeMode.toString()});`;
