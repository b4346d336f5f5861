import { useQuery } from '@tanstack/react-query';
import type { AdminRoadmapItemDetail } from 'contracts/admin';
import { listPreviewHref } from 'contracts/list-pages';
import { COUNTRIES } from 'contracts/locale-codes';
import { consoleQuery } from '../api/consoleApi';
import { countryLocales, PreviewLinks } from '../content/PreviewLinks';
import { roadmapItemPath } from './roadmapPaths';

/**
 * The public roadmap with this item on it (shown or hidden), in each
 * language (each country's own): the list the page edits from has no
 * tokens, so the item's detail is asked for its preview token (the page's
 * loader fetches it with the list, so the links are in the server's page).
 */
export function RoadmapPreview({ id }: { id: string }) {
  const detail = useQuery(consoleQuery<AdminRoadmapItemDetail>(roadmapItemPath(id)));
  const token = detail.data?.preview.token;
  if (!token) return null;
  return (
    <PreviewLinks
      locales={countryLocales(COUNTRIES)}
      href={(locale) => listPreviewHref('roadmap', locale, token)}
    />
  );
}
