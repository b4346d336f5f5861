import type { i18n as I18n } from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import { parseLocale, type PageMeta } from 'shared-ui';
import type { SectionRegistry } from '../features/remotes/sectionRegistry';
import { NOT_FOUND_ROUTE_ID } from './routeIds';
import { sections } from './sections';
import { shellPages } from './shellPages';

interface MatchLike {
  route?: { id?: string };
  id?: string;
  params: Record<string, string | undefined>;
}

const routeIdOf = (match: MatchLike) => match.route?.id ?? match.id;

/** Unknown paths and a first segment that is no locale: the 404 page. */
export function isNotFound(matches: MatchLike[]): boolean {
  if (matches.some((match) => routeIdOf(match) === NOT_FOUND_ROUTE_ID)) return true;
  const localeParam = matches[0]?.params.locale;
  return localeParam !== undefined && !parseLocale(localeParam);
}

/** Title and description of the matched page: the shell's own, or what its section says. */
export function pageMeta(
  matches: MatchLike[],
  i18n: I18n,
  registry: SectionRegistry,
  queryClient: QueryClient,
): PageMeta {
  const t = i18n.getFixedT(i18n.language, 'shell');
  const home: PageMeta = { title: t('meta.homeTitle'), description: t('meta.homeDescription') };
  if (isNotFound(matches))
    return { title: t('meta.notFoundTitle'), description: t('meta.notFoundDescription') };
  for (const match of [...matches].reverse()) {
    const id = routeIdOf(match);
    const shellPage = shellPages.find((page) => page.id === id);
    if (shellPage)
      return {
        title: t(`meta.${shellPage.metaKey}Title`),
        description: t(`meta.${shellPage.metaKey}Description`),
      };
    const section = sections.find((candidate) => candidate.routes.some((route) => route.id === id));
    if (section && id) {
      const meta = registry.loaded(section.remote)?.routes[id]?.meta;
      return meta?.(i18n, { params: match.params, queryClient }) ?? home;
    }
  }
  return home;
}

export function documentTitle(meta: PageMeta, i18n: I18n): string {
  return `${meta.title} | ${i18n.getFixedT(i18n.language, 'shell')('meta.siteName')}`;
}
