import type { EbookListItem } from 'contracts';
import type { TFunction } from 'shared-ui';
import { categoryName } from './categories';

/**
 * What the card and the page say about an e-book: its own description where
 * the record has one, else SPEC §2's 'Professionelle Tipps und Strategien für
 * {category}'.
 */
export function ebookDescription(
  t: TFunction,
  language: string,
  ebook: Pick<EbookListItem, 'description' | 'category'>,
): string {
  return (
    ebook.description ?? t('card.description', { category: categoryName(language, ebook.category) })
  );
}
