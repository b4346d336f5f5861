import type { ThemeMode } from 'shared-ui';
import { preferenceCookieName } from '../../lib/preferenceCookie';

export const THEME_STORAGE_KEY = 'theme';
/** The theme form's field and the cookie the server renders the theme from. */
export const THEME_COOKIE = preferenceCookieName(THEME_STORAGE_KEY);

export const isThemeMode = (value: unknown): value is ThemeMode =>
  value === 'light' || value === 'dark';

/** SPEC §4: the stored theme; else light if the system prefers light; else dark. */
export function initialThemeMode(stored: string | null, prefersLight: boolean): ThemeMode {
  if (stored === 'light' || stored === 'dark') return stored;
  return prefersLight ? 'light' : 'dark';
}

/**
 * The theme the server renders (the class on <html>): the stored choice, else
 * dark (SPEC §4's default; the head script corrects it before paint where
 * the system prefers light).
 */
export const serverThemeMode = (stored: string | null): ThemeMode =>
  initialThemeMode(stored, false);

/**
 * Runs in <head> before first paint; receives the rule above so it exists
 * once. The cookie comes first: every choice writes it (the toggle with
 * JavaScript and the theme form without), localStorage only the former.
 */
export function applyInitialTheme(resolve: typeof initialThemeMode, cookieName: string): void {
  let stored: string | null = null;
  const cookie = document.cookie.match(new RegExp(`(?:^|;\\s*)${cookieName}=(light|dark)`));
  try {
    stored = cookie ? cookie[1]! : window.localStorage.getItem('theme');
  } catch {
    // storage unavailable: fall back to the system preference
  }
  const prefersLight = Boolean(
    window.matchMedia && window.matchMedia('(prefers-color-scheme: light)').matches,
  );
  document.documentElement.classList.toggle('dark', resolve(stored, prefersLight) === 'dark');
}

/** The inline script for the HTML head (no flash of the wrong theme). */
export const themeInitScript = `(${applyInitialTheme.toString()})(${initialThemeMode.toString()}, ${JSON.stringify(THEME_COOKIE)});`;
