import { isCountry, isLanguage, parseLocale } from 'shared-ui';

/**
 * SPEC §2: if the first path segment is not a locale and the query has a
 * supported `country` and `lang`, the path becomes /{lang}_{COUNTRY}{path}.
 * Returns the new URL, or null when no rewrite applies.
 */
export function queryLocaleRewrite(pathname: string, search: string): string | null {
  if (parseLocale(pathname.split('/')[1])) return null;
  const params = new URLSearchParams(search);
  const country = params.get('country')?.toUpperCase();
  const language = params.get('lang');
  if (!isCountry(country) || !isLanguage(language)) return null;
  const path = pathname === '/' ? '' : pathname;
  return `/${language}_${country}${path}${search}`;
}
