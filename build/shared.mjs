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
 * In the browser, `react-router-dom` is the trimmed router API of
 * `react-router-browser.mjs`, which bundles what it needs of `react-router`:
 * sharing `react-router` itself there would ship the whole package again.
 */
const NOT_SHARED_IN_BROWSER = ['react-router'];

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
