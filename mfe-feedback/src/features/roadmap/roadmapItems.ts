import type { RoadmapItem } from 'contracts';
import type { TFunction } from 'shared-ui';
import { dateTimeFormat } from 'shared-ui';

/** How an item stands on the timeline: done, 'Aktuell' (the API decides), or still to come. */
export type RoadmapView = 'completed' | 'current' | 'upcoming';

export const roadmapViewOf = (item: RoadmapItem): RoadmapView =>
  item.current ? 'current' : item.status === 'done' ? 'completed' : 'upcoming';

/**
 * An item's date in the page's language: a day by Intl ("15.09.2025",
 * "15/09/2025"), a month by Intl ("Januar 2026"), a quarter in the
 * catalog's words ("Q2 2026", "T2 2026").
 */
export function roadmapDate(item: RoadmapItem, language: string, t: TFunction): string {
  const at = new Date(`${item.date}T00:00:00Z`);
  if (item.precision === 'quarter')
    return t('roadmap.quarter', {
      quarter: Math.floor(at.getUTCMonth() / 3) + 1,
      year: at.getUTCFullYear(),
    });
  const format: Intl.DateTimeFormatOptions =
    item.precision === 'month'
      ? { month: 'long', year: 'numeric' }
      : { day: '2-digit', month: '2-digit', year: 'numeric' };
  return dateTimeFormat(language, { ...format, timeZone: 'UTC' }).format(at);
}

/** The machine-readable date of `<time>`: the day, the month; none for a quarter (HTML has no form). */
export const roadmapDateTime = (item: RoadmapItem): string | undefined =>
  item.precision === 'day'
    ? item.date
    : item.precision === 'month'
      ? item.date.slice(0, 7)
      : undefined;

/** An item's element id on the roadmap page: the board links its entries' items there (by key). */
export const roadmapAnchor = (key: string) => `ausblick-${key}`;
