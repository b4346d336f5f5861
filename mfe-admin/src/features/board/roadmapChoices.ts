import { useQuery } from '@tanstack/react-query';
import type { AdminRoadmapItem } from 'contracts/admin';
import type { Language } from 'contracts/locale-codes';
import { consoleQuery } from '../api/consoleApi';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { ROADMAP_ITEMS_PATH } from '../roadmap/roadmapPaths';

/*
 * The roadmap's items as the board's moderators see them: rows edited at
 * admin/roadmap (issue 20), not a fixed list. The board pages' loaders
 * fetch ROADMAP_ITEMS_PATH with their own data, so the choices and names
 * are there without script too.
 */

/** An item's name: its title in the console's language, else German, else its key. */
export function useRoadmapTitles() {
  const { i18n } = useConsoleTexts();
  const items = useQuery(consoleQuery<AdminRoadmapItem[]>(ROADMAP_ITEMS_PATH)).data ?? [];
  const language = i18n.language as Language;
  const title = (key: string) => {
    const item = items.find((candidate) => candidate.key === key);
    return (item && (item.texts[language] ?? item.texts.de)?.title) ?? key;
  };
  return { items, title };
}

/**
 * What an entry's roadmap link chooses from: the active items in the
 * roadmap's order; the entry's own link stays a choice even when its item
 * was deactivated meanwhile (an existing link keeps working).
 */
export function useRoadmapChoices(linked: string | null) {
  const { items, title } = useRoadmapTitles();
  return items
    .filter((item) => item.active || item.key === linked)
    .map((item) => ({ value: item.key, label: title(item.key) }));
}
