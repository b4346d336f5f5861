import type { EbookListItem } from 'contracts';
import type { TFunction } from 'shared-ui';

/**
 * What the card and the page say about an e-book: its own description where
 * the record has one, else SPEC §2's 'Professionelle Tipps und Strategien für
 * {category}'. `t` speaks the language of the e-book's texts.
 */
export function ebookDescription(
  t: TFunction,
  ebook: Pick<EbookListItem, 'description' | 'categoryLabel'>,
): string {
  return ebook.description ?? t('card.description', { category: ebook.categoryLabel });
}
