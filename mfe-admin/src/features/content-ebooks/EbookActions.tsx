import type { AdminEbook } from 'contracts/admin';
import { useSearchParams } from 'react-router-dom';
import { RecordActions, recordActionTexts } from '../records/RecordActions';
import { ebookForm } from './ebookForms';
import { EDIT_PARAM } from './ebookPaths';
import { useEbookTexts } from './useEbookTexts';

/**
 * One e-book's actions in the list: edit it (the list's filters kept), switch
 * it on or off, delete it (asked first; one with downloads is refused by the
 * API, which says to deactivate it instead).
 */
export function EbookActions({ ebook }: { ebook: AdminEbook }) {
  const { t, formFailureText } = useEbookTexts();
  const [search] = useSearchParams();
  const edit = new URLSearchParams(search);
  edit.set(EDIT_PARAM, ebook.id);
  return (
    <RecordActions
      record={ebook}
      editSearch={`?${edit}`}
      forms={{ active: ebookForm('active', ebook.id), delete: ebookForm('delete', ebook.id) }}
      named={{ field: 'title', value: ebook.title }}
      texts={recordActionTexts(t, 'ebooks', { title: ebook.title })}
      failureText={formFailureText}
    />
  );
}
