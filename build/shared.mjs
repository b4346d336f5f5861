// The one list of Module Federation shared singletons (DESIGN.md §2): one
// React, one router, one QueryClient, one theme, one i18n instance per page.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'styled-components',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'zustand',
  'shared-ui',
];

function installedVersion(pkg) {
  return require(`${pkg}/package.json`).version;
}

/**
 * A Module Federation shared module cannot be tree-shaken: every app may use
 * any of its exports, so the whole package ships on every first load. In the
 * browser builds these shared packages are trimmed modules instead (aliases
 * in rspack.base.mjs), listing the API the apps may use; each bundles what it
 * needs of the package it wraps, which is then not shared in the browser
 * (sharing it would ship the whole package again). The Node builds share the
 * packages themselves (the shell's server needs their server APIs).
 */
export const BROWSER_TRIMMED = {
  'react-router-dom': { file: 'react-router-browser.mjs', wraps: 'react-router' },
  '@tanstack/react-query': { file: 'react-query-browser.mjs', wraps: '@tanstack/query-core' },
  'styled-components': { file: 'styled-components-browser.mjs' },
};
const NOT_SHARED_IN_BROWSER = Object.values(BROWSER_TRIMMED).flatMap(({ wraps }) =>
  wraps ? [wraps] : [],
);

/**
 * @param {{ eager?: boolean, target?: 'web' | 'node' }} [options] only the host may load eagerly; remotes never do.
 */
export function sharedConfig({ eager = false, target = 'node' } = {}) {
  const keys =
    target === 'web'
      ? SHARED_SINGLETONS.filter((key) => !NOT_SHARED_IN_BROWSER.includes(key))
      : SHARED_SINGLETONS;
  return Object.fromEntries(
    keys.map((key) => {
      const pkg = key.endsWith('/') ? key.slice(0, -1) : key;
      const version = installedVersion(pkg);
      return [
        key,
        {
          singleton: true,
          eager,
          version,
          requiredVersion: `^${version.split('.')[0]}`,
        },
      ];
    }),
  );
}
