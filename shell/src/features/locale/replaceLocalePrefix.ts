import type { Locale } from 'shared-ui';
import { localeFromPath } from './resolveLocale';

/** `/de_DE/feedback?x=1` with es_ES → `/es_ES/feedback?x=1`; a path without prefix gets one. */
export function replaceLocalePrefix(
  pathname: string,
  search: string,
  hash: string,
  locale: Locale,
): string {
  const segments = pathname.split('/');
  const rest = localeFromPath(pathname) ? segments.slice(2) : segments.slice(1);
  const tail = rest.filter((segment, index) => segment !== '' || index < rest.length - 1).join('/');
  return `/${locale}${tail ? `/${tail}` : ''}${search}${hash}`;
}
