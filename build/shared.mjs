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
 * @param {{ eager?: boolean }} [options] only the host may load eagerly; remotes never do.
 */
export function sharedConfig({ eager = false } = {}) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((key) => {
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
