/**
 * Query parameters that say where a visitor came from (campaign tags, ad
 * networks' click ids, newsletter tools' ids) and never what a page shows.
 * The one list: the shell's page cache leaves them out of a page's key and
 * renders the page without them; attribution (issue 23) reads its utm_* here.
 * Every `utm_*` counts, not only the five named ones.
 */
export const TRACKING_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'gclsrc',
  'fbclid',
  'msclkid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  'igshid',
  'yclid',
  'ref',
] as const;

const NAMED = new Set<string>(TRACKING_PARAMETERS);

/** Whether a query parameter's (decoded) name is a tracking parameter. */
export const isTrackingParameter = (name: string): boolean =>
  NAMED.has(name) || name.startsWith('utm_');

/** The decoded name of a raw `name=value` pair (`+` is a space in a query); a broken escape is kept as is. */
function parameterName(pair: string): string {
  const name = pair.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * A path with its query (`/de_DE/roadmap?gclid=1&q=x`) split into the page's
 * URL without tracking parameters (`/de_DE/roadmap?q=x`) and the raw pairs
 * left out (`['gclid=1']`). The other pairs keep their order and their
 * encoding, byte for byte; a fragment is kept; a query of tracking
 * parameters only leaves no `?`.
 */
export function splitTrackingParameters(pathAndQuery: string): {
  page: string;
  tracking: string[];
} {
  const queryStart = pathAndQuery.indexOf('?');
  if (queryStart < 0) return { page: pathAndQuery, tracking: [] };
  const hashStart = pathAndQuery.indexOf('#', queryStart);
  const end = hashStart < 0 ? pathAndQuery.length : hashStart;
  const pairs = pathAndQuery.slice(queryStart + 1, end).split('&');
  const tracking = pairs.filter((pair) => isTrackingParameter(parameterName(pair)));
  if (tracking.length === 0) return { page: pathAndQuery, tracking };
  const kept = pairs.filter((pair) => !isTrackingParameter(parameterName(pair)));
  const query = kept.length > 0 ? `?${kept.join('&')}` : '';
  return {
    page: `${pathAndQuery.slice(0, queryStart)}${query}${pathAndQuery.slice(end)}`,
    tracking,
  };
}

/**
 * A redirect's target on this site with the visitor's tracking parameters
 * put back (a page rendered without them may redirect: a corrected e-book
 * slug keeps the campaign's utm_*). Another origin's target is left alone.
 */
export function withTrackingParameters(location: string, tracking: readonly string[]): string {
  if (tracking.length === 0 || !location.startsWith('/') || location.startsWith('//'))
    return location;
  const hashStart = location.indexOf('#');
  const [target, hash] =
    hashStart < 0 ? [location, ''] : [location.slice(0, hashStart), location.slice(hashStart)];
  const separator = !target.includes('?') ? '?' : /[?&]$/.test(target) ? '' : '&';
  return `${target}${separator}${tracking.join('&')}${hash}`;
}
