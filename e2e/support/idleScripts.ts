/**
 * The scripts a page fetches when the browser is idle after hydration, off
 * the first load's path by design and so not named in its HTML: the Web
 * Vitals beacon (issue 39). Tests that check "every file the page loads is
 * named in its HTML" leave these out, and only these.
 */
export const loadedWhenIdle = (path: string): boolean => /\/vitals-beacon\.[^/]+\.js$/.test(path);
