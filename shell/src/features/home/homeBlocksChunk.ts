import { lazy, type ComponentType } from 'react';

/*
 * The blocks below the hero are rendered by the server with the page, but
 * their code is not on the page's first load: a first visit hydrates the
 * header, the hero and the layout at once and the blocks when they are
 * about to be seen. Until then they are the server's HTML — their links
 * plain links, their texts in place. A navigation to the home page loads
 * the code with the data (its loader), so nothing waits for scrolling there.
 */

/** The element the blocks are rendered into, outside their Suspense boundary. */
export const HOME_BLOCKS_ID = 'home-blocks';

let code: Promise<{ default: ComponentType }> | undefined;
let request: () => void = () => undefined;
const requested = new Promise<void>((resolve) => {
  request = resolve;
});

/** The blocks' code, now (the home page's loader on a navigation; visibility on a first visit). */
export function loadHomeBlocks(): Promise<{ default: ComponentType }> {
  request();
  code ??= import(/* webpackChunkName: "home-blocks" */ './HomeBlocks').catch((error: unknown) => {
    code = undefined; // the next call tries again
    throw error;
  });
  return code;
}

function onScreen(element: Element): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      // On screen: until then they are the server's HTML, which needs no code to be read.
      { threshold: 0 },
    );
    observer.observe(element);
  });
}

/**
 * On the server and on a navigation (nothing rendered yet): the code at once.
 * On a page the server rendered: once the blocks come on screen, or
 * the code is asked for (a navigation back to home).
 */
export const HomeBlocks = lazy(() => {
  const rendered = typeof document === 'undefined' ? null : document.getElementById(HOME_BLOCKS_ID);
  const ready = rendered?.hasChildNodes()
    ? Promise.race([onScreen(rendered), requested])
    : Promise.resolve();
  // Code that cannot be loaded leaves the blocks out; the page around them works on.
  return ready.then(loadHomeBlocks).catch(() => ({ default: NoBlocks }));
});

function NoBlocks() {
  return null;
}
