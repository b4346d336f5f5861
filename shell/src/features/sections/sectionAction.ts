import type { ActionFunctionArgs } from 'react-router-dom';
import { apiRequest, parseLocale, toLocale, type SectionActionArgs } from 'shared-ui';
import type { ShellRouteContext } from './shellRouteContext';

/**
 * Headers of the page request the API must see on a call made for the
 * visitor, as it sees them on the browser's own calls through /api: the
 * visitor's address (rate limits), cookies (the console's session) and
 * fetch metadata (the console's CSRF check judges the visitor's own post;
 * browsers set both, scripts cannot forge them).
 */
const FORWARDED = ['x-forwarded-for', 'cookie', 'origin', 'sec-fetch-site'] as const;

/**
 * What a section's action gets from React Router's arguments, the same way
 * on the shell's server (a plain form post) and in the browser (a fetcher).
 * In the browser `api` is a plain call: the browser carries cookies both
 * ways itself. On the server the shell calls the API for the visitor and
 * makes it look the same: the headers above travel along (the address as
 * toFetchRequest extended it, like the /api proxy does), the visit's
 * protocol as X-Forwarded-Proto (the console's Secure cookie needs TLS), and
 * the cookies the API sets (a staff sign-in or sign-out) are handed to the
 * page's answer (`responseCookies`), redirect or page.
 * null when the path has no valid locale (the layout shows the 404 page).
 */
export async function sectionActionArgs({
  params,
  request,
  context,
}: ActionFunctionArgs): Promise<SectionActionArgs | null> {
  const locale = parseLocale(params.locale);
  if (!locale) return null;
  const { queryClient, visitorId, responseCookies } = context as unknown as ShellRouteContext;
  const hydrated = typeof document !== 'undefined';
  return {
    params,
    request,
    queryClient,
    locale: { ...locale, locale: toLocale(locale.language, locale.country) },
    formData: await request.formData(),
    // Only with Statistik consent (the server's page consent, the browser's consent store).
    visitorId,
    hydrated,
    api: hydrated
      ? (method, path, body) => apiRequest(method, path, body)
      : async (method, path, body) => {
          const res = await apiRequest(method, path, body, { headers: forwarded(request) });
          responseCookies?.push(...res.headers.getSetCookie());
          return res;
        },
  };
}

function forwarded(request: Request): Record<string, string> {
  const headers: Record<string, string> = {
    'x-forwarded-proto': new URL(request.url).protocol.replace(':', ''),
  };
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  return headers;
}
