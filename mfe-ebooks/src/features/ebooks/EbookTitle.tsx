import type { EbookListItem } from 'contracts';
import { RecordText } from 'shared-ui';

/** The e-book's title inside a page-language text (a link, a sentence), marked when in another language. */
export function EbookTitle({ ebook }: { ebook: Pick<EbookListItem, 'title' | 'language'> }) {
  return <RecordText language={ebook.language}>{ebook.title}</RecordText>;
}
