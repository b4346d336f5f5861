import {
  applyInitialTheme,
  initialThemeMode,
  serverThemeMode,
  THEME_COOKIE,
  themeInitScript,
} from './themeRule';
import { createThemeStore } from './themeStore';

describe('theme (SPEC §4)', () => {
  it('is dark by default, light when nothing is stored and the system prefers light', () => {
    expect(initialThemeMode(null, false)).toBe('dark');
    expect(initialThemeMode(null, true)).toBe('light');
    expect(initialThemeMode('dark', true)).toBe('dark');
    expect(initialThemeMode('light', false)).toBe('light');
    expect(initialThemeMode('purple', true)).toBe('light');
  });

  it('the head script applies the stored theme to <html> before paint', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as never;
    localStorage.setItem('theme', 'dark');
    document.documentElement.className = '';
    new Function(themeInitScript)();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    localStorage.clear();
    applyInitialTheme(initialThemeMode, THEME_COOKIE);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('the cookie (written by every choice, with or without JavaScript) comes before localStorage', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as never;
    localStorage.setItem('theme', 'dark');
    document.cookie = 'pref_theme=light; Path=/';
    new Function(themeInitScript)();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    document.cookie = 'pref_theme=; Max-Age=0; Path=/';
    localStorage.clear();
  });

  it('the server renders the stored theme, else dark', () => {
    expect(serverThemeMode(null)).toBe('dark');
    expect(serverThemeMode('light')).toBe('light');
    expect(serverThemeMode('<script>')).toBe('dark');
  });

  it('toggling marks the root and stores the choice', () => {
    const stored: Record<string, string> = {};
    const store = createThemeStore(
      'dark',
      { getItem: () => null, setItem: (k, v) => void (stored[k] = v) },
      document.documentElement,
    );
    store.getState().toggle();
    expect(store.getState().mode).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(stored.theme).toBe('light');
  });
});
