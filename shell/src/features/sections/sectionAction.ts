import type { ActionFunctionArgs } from 'react-router-dom';
import { apiRequest, parseLocale, toLocale, type SectionActionArgs } from 'shared-ui';
import type { ShellRouteContext } from './sectionRoutes';

/** Headers of the page request the API must see on a call made for the visitor. */
const FORWARDED = ['x-forwarded-for'] as const;

/**
 * What a section's action gets from React Router's arguments, the same way
 * on the shell's server (a plain form post) and in the browser (a fetcher).
 * On the server the API is called for the visitor: the visitor's address
 * (X-Forwarded-For, built by toFetchRequest like the /api proxy does)
 * travels along, so the API's rate limiter counts the visitor, not the shell.
 * null when the path has no valid locale (the layout shows the 404 page).
 */
export async function sectionActionArgs({
  params,
  request,
  context,
}: ActionFunctionArgs): Promise<SectionActionArgs | null> {
  const locale = parseLocale(params.locale);
  if (!locale) return null;
  const { queryClient, visitorId } = context as unknown as ShellRouteContext;
  const hydrated = typeof document !== 'undefined';
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value && !hydrated) headers[name] = value;
  }
  return {
    params,
    request,
    queryClient,
    locale: { ...locale, locale: toLocale(locale.language, locale.country) },
    formData: await request.formData(),
    // Only with Statistik consent (the server's page consent, the browser's consent store).
    visitorId,
    hydrated,
    api: (method, path, body) => apiRequest(method, path, body, { headers }),
  };
}
