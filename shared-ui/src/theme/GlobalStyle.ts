import { createGlobalStyle } from 'styled-components';
import { colorVariables, colors, fontFamily, layout } from './tokens';

/** The theme class on <html> ('dark') chooses the palette; light is the fallback. */
export const GlobalStyle = createGlobalStyle`
  :root { ${colorVariables('light')} color-scheme: light; }
  :root.dark { ${colorVariables('dark')} color-scheme: dark; }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: calc(${layout.headerHeight} + 1rem); }
  body {
    margin: 0;
    font-family: ${fontFamily};
    line-height: 1.6;
    background: ${colors.bg};
    color: ${colors.text};
    -webkit-font-smoothing: antialiased;
    /* A long compound word ('Bewertungsmanagement') breaks inside its card on a phone instead of running past it. */
    overflow-wrap: break-word;
  }
  h1, h2, h3, h4 { line-height: 1.2; margin: 0 0 0.5em; hyphens: auto; }
  p { margin: 0 0 1em; }
  a { color: inherit; }
  :focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
