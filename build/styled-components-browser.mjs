// What `styled-components` is in the browser builds (see
// react-router-browser.mjs for why): styling, themes and global styles —
// not the server's style collection, which only the shell's server uses.
// The package is imported by its browser file: its name is this module's alias.
export {
  default,
  createGlobalStyle,
  css,
  isStyledComponent,
  keyframes,
  StyleSheetManager,
  ThemeProvider,
  useTheme,
} from 'styled-components/dist/styled-components.browser.esm.js';
