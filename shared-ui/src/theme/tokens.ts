/**
 * Design tokens. Colours are CSS custom properties so that the theme is a
 * class on <html> (set before first paint, DESIGN.md §4): switching themes
 * re-renders nothing, and server-rendered HTML is right for both themes.
 */
import { GRADIENT_STOPS, GRADIENT_TYPES, type GradientType } from 'contracts/ebook-covers';

const palette = {
  light: {
    bg: '#f7f8fa',
    surface: '#ffffff',
    surfaceMuted: '#eef1f5',
    text: '#111827',
    textMuted: '#4b5563',
    border: '#d9dee7',
    primary: '#047857',
    primaryText: '#ffffff',
    focus: '#2563eb',
    danger: '#b91c1c',
    dangerText: '#ffffff',
    success: '#047857',
  },
  dark: {
    bg: '#0b1120',
    surface: '#131c2e',
    surfaceMuted: '#1c2740',
    text: '#f3f4f6',
    textMuted: '#b6bfcc',
    border: '#2b3852',
    primary: '#34d399',
    primaryText: '#052e1f',
    focus: '#93c5fd',
    danger: '#f87171',
    dangerText: '#1f0505',
    success: '#34d399',
  },
} as const;

type ColorName = keyof (typeof palette)['light'];

const cssVar = (name: string) => `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export const colors = Object.fromEntries(
  Object.keys(palette.light).map((name) => [name, `var(${cssVar(name)})`]),
) as Record<ColorName, string>;

export function colorVariables(mode: keyof typeof palette): string {
  return Object.entries(palette[mode])
    .map(([name, value]) => `${cssVar(name)}: ${value};`)
    .join('\n');
}

/**
 * The gradient types of SPEC §2 as CSS; unknown types fall back to
 * emerald-teal. The stops are the contracts' (the e-book covers the API
 * draws use the same ones).
 */
export const gradients = Object.fromEntries(
  GRADIENT_TYPES.map((type) => {
    const [from, to] = GRADIENT_STOPS[type];
    return [type, `linear-gradient(135deg, ${from} 0%, ${to} 100%)`];
  }),
) as Record<GradientType, string>;
export type { GradientType };

export function gradientFor(type: string | null | undefined): string {
  return gradients[type as GradientType] ?? gradients['emerald-teal'];
}

export const space = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
} as const;
export const radius = { sm: '0.375rem', md: '0.75rem', lg: '1.25rem', pill: '999px' } as const;
export const fontSize = {
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: 'clamp(1.75rem, 1.2rem + 2.2vw, 2.75rem)',
  hero: 'clamp(2.1rem, 1.3rem + 3.6vw, 3.75rem)',
} as const;
export const breakpoints = { mobile: '768px', tablet: '1024px' } as const;
export const media = {
  mobile: `@media (max-width: ${breakpoints.mobile})`,
  wide: `@media (min-width: ${breakpoints.tablet})`,
} as const;
export const fontFamily =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";
/**
 * `headerHeight` is a CSS variable: the shell's fixed header is taller where
 * it shows the full navigation, and content and anchors must clear it.
 */
export const layout = {
  maxWidth: '72rem',
  headerHeight: 'var(--header-height, 4rem)',
  /** Where the header shows every link and dropdown instead of the menu sheet. */
  fullNavMinWidth: '1200px',
} as const;
