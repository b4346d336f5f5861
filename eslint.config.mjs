import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Module boundaries (DESIGN.md §1): remotes never import each other or the
// shell; shared-ui, contracts and server-kit import no app. Errors, not warnings.
// In the browser the one router is `react-router-dom` (build/react-router-browser.mjs):
// `react-router` itself is not shared there, so importing it would load a second router.
const routerImport = {
  group: ['react-router', 'react-router/*'],
  message: "Import the router from 'react-router-dom' (the shared one).",
};
const appImports = {
  patterns: [
    routerImport,
    { group: ['shell', 'shell/*', '**/shell/**'], message: 'Only the shell may know the shell.' },
    {
      group: ['mfe-*', 'mfe-*/*', '**/mfe-*/**'],
      message: 'Sections never import each other: share through shared-ui or contracts.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'api/data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '.remotes/**',
      // Published section builds (npm run release).
      '.releases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['mfe-*/**', 'shared-ui/**', 'contracts/**'],
    rules: { 'no-restricted-imports': ['error', appImports] },
  },
  {
    files: ['shell/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [routerImport] }] },
  },
  {
    // No function over 80 lines in the API (issue 38): a longer one is split into named steps.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['contracts/**', 'server-kit/**', 'api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appImports.patterns,
            {
              group: ['shared-ui', 'shared-ui/*'],
              message: 'The API, contracts and server-kit stay free of UI code.',
            },
          ],
        },
      ],
    },
  },
  // The shell's server reads top to bottom: a request's steps are named
  // functions, none longer than a screen (tests may be longer).
  {
    files: ['shell/server/**/*.{ts,tsx}'],
    ignores: ['shell/server/**/*.test.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
);
