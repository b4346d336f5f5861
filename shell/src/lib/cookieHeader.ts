/** Each `name=value` of a Cookie header (or `document.cookie`), value still encoded. */
function cookiePairs(header: string | undefined): [name: string, raw: string][] {
  return (header ?? '')
    .split(';')
    .map((part) => [part.indexOf('='), part] as const)
    .filter(([separator]) => separator > 0)
    .map(([separator, part]) => [
      part.slice(0, separator).trim(),
      part.slice(separator + 1).trim(),
    ]);
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
 * have, never an error that takes every page down. Of several cookies with
 * one name the first wins, as browsers send the most specific path first.
 */
export function readCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  const seen = new Set<string>();
  for (const [name, raw] of cookiePairs(header)) {
    if (seen.has(name)) continue;
    seen.add(name);
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
