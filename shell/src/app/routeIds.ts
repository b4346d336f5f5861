/** Route ids the shell refers to by name (the server's status, page meta, route discovery). */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/** The `/:locale` layout: sections' routes are its children (and patched into it in the browser). */
export const LOCALE_LAYOUT_ROUTE_ID = 'locale';
