import { RETURN_FIELD } from './preferenceForms';

export interface ReturnTarget {
  pathname: string;
  search: string;
}

const SITE = 'http://site.invalid';

/**
 * The page a form or link returns to: a path on this site only (never
 * `//elsewhere`, `/\elsewhere` or an absolute URL: no open redirect), and
 * without a `return` of its own, so a return link on a page reached by one
 * never nests (`?return=/x?return=/y…` would make every visit a longer URL:
 * a crawler trap). The browser and the server read it with this one rule.
 */
export function returnTarget(value: unknown): ReturnTarget | undefined {
  if (typeof value !== 'string' || !/^\/(?![/\\])/.test(value)) return undefined;
  const url = new URL(value, SITE);
  if (url.origin !== SITE) return undefined;
  url.searchParams.delete(RETURN_FIELD);
  return { pathname: url.pathname, search: url.search };
}

/** `returnTarget` as one path and query, else `fallback`. */
export function sameSiteReturnPath(value: unknown, fallback: string): string {
  const target = returnTarget(value);
  return target ? `${target.pathname}${target.search}` : fallback;
}
