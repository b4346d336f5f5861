import { useQuery } from '@tanstack/react-query';
import { numberFormat, useSectionTexts } from 'shared-ui';
import { ebooksTexts } from '../../texts';
import { Badge } from './Badges';
import { downloadStatsQuery } from './ebookQueries';

/**
 * '{n}× heruntergeladen' for the e-book's category, the number formatted for
 * the language (German format for de, SPEC §9); counts start at 1: with none
 * yet it says 'Neu' (DESIGN.md §9). Without a count (the stats call failed)
 * there is no badge rather than a wrong one.
 */
export function DownloadCountBadge({ category }: { category: string }) {
  const { t, i18n } = useSectionTexts(ebooksTexts);
  const { data } = useQuery(downloadStatsQuery(category));
  if (!data) return null;
  if (data.count === 0) return <Badge data-testid="download-count">{t('card.new')}</Badge>;
  const formatted = numberFormat(i18n.language).format(data.count);
  return (
    <Badge data-testid="download-count">
      {t('card.downloads', { count: data.count, formatted })}
    </Badge>
  );
}
