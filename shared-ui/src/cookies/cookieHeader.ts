import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * Each cookie of a Cookie header (or `document.cookie`) by name, value still
 * encoded, as the `cookie` package reads the header. Of several cookies with
 * one name the first wins, as browsers send the most specific path first.
 * The package never throws, whatever the header holds.
 */
function cookiePairs(header: string | undefined): [name: string, raw: string][] {
  const raw = parseCookie(header ?? '', { decode: (value) => value });
  return Object.entries(raw).filter(
    (pair): pair is [string, string] => pair[0] !== '' && pair[1] !== undefined,
  );
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The cookies of a Cookie header by name, values percent-decoded. A value
 * that does not decode (`visitor_id=%`, set by a sibling subdomain or a broken
 * client) counts as absent: a cookie the site cannot read is one it does not
 * have, never an error that takes every page down.
 */
export function readCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const [name, raw] of cookiePairs(header)) {
    const value = safeDecode(raw);
    if (value !== undefined) cookies.set(name, value);
  }
  return cookies;
}

/** The names of the header's cookies whose values do not decode. */
export function undecodableCookies(header: string | undefined): string[] {
  return cookiePairs(header)
    .filter(([, raw]) => safeDecode(raw) === undefined)
    .map(([name]) => name);
}

/**
 * A Cookie header with only the named cookies, as sent (still encoded), for a
 * server that forwards a page request's cookies to the API: the visitor's
 * other cookies are none of the API's business. Undefined when none is left.
 */
export function keepCookies(
  header: string | null | undefined,
  isKept: (name: string) => boolean,
): string | undefined {
  const kept = cookiePairs(header ?? undefined).filter(([name]) => isKept(name));
  return kept.length ? kept.map(([name, raw]) => `${name}=${raw}`).join('; ') : undefined;
}

/**
 * A Set-Cookie header (or `document.cookie` assignment) for the site's own
 * first-party cookie: path /, SameSite Lax, the value percent-encoded by the
 * `cookie` package; `maxAgeS` 0 deletes it.
 */
export function siteCookie(
  name: string,
  value: string,
  { maxAgeS, secure = false }: { maxAgeS: number; secure?: boolean },
): string {
  return stringifySetCookie(name, value, { maxAge: maxAgeS, path: '/', sameSite: 'lax', secure });
}
