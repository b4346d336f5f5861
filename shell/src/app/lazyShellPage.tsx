import { lazy, type ComponentType } from 'react';

/** The chunk of a shell page with code of its own: the server preloads it with the page. */
export const shellPageChunk = (id: string) => `lazy-page-${id}`;

export interface LazyShellPage {
  /** The route's component: the page once its code is there, else loaded on the way (a client navigation). */
  Component: ComponentType;
  /** Loads the code; the browser awaits it before hydrating a page the server rendered. */
  preload: () => Promise<unknown>;
}

/**
 * A shell page that is not on the first load of every other page: its code
 * is the chunk `lazy-page-<id>` (the `import()` names it so). Hydrating it
 * needs its code at once, or React would replace the server's markup: the
 * browser preloads it first, as it does the sections' pages.
 */
export function lazyShellPage(load: () => Promise<{ default: ComponentType }>): LazyShellPage {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((module) => (loaded = module.default));
  const LazyPage = lazy(load);
  function Component() {
    const Page = loaded ?? LazyPage;
    return <Page />;
  }
  return { Component, preload };
}
