import type { I18n } from 'shared-ui';
import type { QueryClient } from '@tanstack/react-query';
import { parseLocale, type PageMeta } from 'shared-ui';
import { isNotOffered, type ShellRouteHandle } from '../features/sections/sectionRoutes';
import { NOT_FOUND_ROUTE_ID } from './routeIds';

interface MatchLike {
  route?: { id?: string; handle?: unknown };
  id?: string;
  handle?: unknown;
  params: Record<string, string | undefined>;
}

const routeIdOf = (match: MatchLike) => match.route?.id ?? match.id;
const handleOf = (match: MatchLike) => (match.route?.handle ?? match.handle) as ShellRouteHandle;

/**
 * Unknown paths, a first segment that is no locale, and a section's page
 * under a country it is not offered in: the 404 page.
 */
export function isNotFound(
  matches: MatchLike[],
  loaderData: (routeId: string) => unknown = () => undefined,
): boolean {
  if (matches.some((match) => routeIdOf(match) === NOT_FOUND_ROUTE_ID)) return true;
  if (matches.some((match) => isNotOffered(loaderData(routeIdOf(match) ?? '')))) return true;
  const localeParam = matches[0]?.params.locale;
  return localeParam !== undefined && !parseLocale(localeParam);
}

/** Title and description of the matched page: the shell's own, or what its section says. */
export function pageMeta(
  matches: MatchLike[],
  i18n: I18n,
  queryClient: QueryClient,
  loaderData: (routeId: string) => unknown = () => undefined,
): PageMeta {
  const t = i18n.getFixedT(i18n.language, 'shell');
  const home: PageMeta = { title: t('meta.homeTitle'), description: t('meta.homeDescription') };
  if (isNotFound(matches, loaderData))
    return { title: t('meta.notFoundTitle'), description: t('meta.notFoundDescription') };
  for (const match of [...matches].reverse()) {
    const handle = handleOf(match);
    if (handle?.kind === 'shell')
      return {
        title: t(`meta.${handle.metaKey}Title`),
        description: t(`meta.${handle.metaKey}Description`),
      };
    if (handle?.kind === 'section')
      return handle.route.meta?.(i18n, { params: match.params, queryClient }) ?? home;
  }
  return home;
}

export function documentTitle(meta: PageMeta, i18n: I18n): string {
  return `${meta.title} | ${i18n.getFixedT(i18n.language, 'shell')('meta.siteName')}`;
}
