import { useQuery } from '@tanstack/react-query';
import { useSectionTexts } from 'shared-ui';
import { ebooksTexts } from '../../texts';
import { Badge } from './Badges';
import { downloadStatsQuery } from './ebookQueries';

/**
 * '{n}× heruntergeladen' for the e-book's category, the number formatted for
 * the language (German format for de, SPEC §9). Without a count (the stats
 * call failed) there is no badge rather than a wrong "0".
 */
export function DownloadCountBadge({ category }: { category: string }) {
  const { t, i18n } = useSectionTexts(ebooksTexts);
  const { data } = useQuery(downloadStatsQuery(category));
  if (!data) return null;
  const formatted = new Intl.NumberFormat(i18n.language).format(data.count);
  return (
    <Badge data-testid="download-count">
      {t('card.downloads', { count: data.count, formatted })}
    </Badge>
  );
}
