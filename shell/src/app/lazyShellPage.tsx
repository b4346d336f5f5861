import { lazy, type ComponentType } from 'react';
import type { LazyModuleLoader } from 'shared-ui';

export interface LazyShellPage {
  /** The route's component: the page once its code is there, else loaded on the way (a client navigation). */
  Component: ComponentType;
  /** Loads the code; the browser awaits it before hydrating a page the server rendered. */
  preload: () => Promise<unknown>;
  /** The module it loads, as the build noted it (build/lazy-modules.mjs): the server preloads its files. */
  lazyModule?: string;
}

/**
 * A shell page that is not on the first load of every other page: its code
 * loads on demand. Hydrating it needs its code at once, or React would
 * replace the server's markup: the server preloads its files with the page,
 * and the browser loads it before hydrating, as it does the sections' pages.
 */
export function lazyShellPage(load: LazyModuleLoader<{ default: ComponentType }>): LazyShellPage {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((module) => (loaded = module.default));
  const LazyPage = lazy(load);
  function Component() {
    const Page = loaded ?? LazyPage;
    return <Page />;
  }
  return { Component, preload, lazyModule: load.lazyModule };
}
