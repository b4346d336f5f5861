import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, httpStatusOf, RESULT_PARAM, SENT_PARAM } from 'shared-ui';
import { consoleQuery } from '../api/consoleApi';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { blockText } from '../content/useContentMessages';
import { QueryView } from '../frame/QueryView';
import { NEW_RECORD, recordListPath, recordPath } from './recordPaths';
import { SentOutcome } from './SentOutcome';

/** What a content page's draft forms did (their result): said as `<result>Outcome`. */
const PUBLICATION_OUTCOMES = ['draft', 'scheduled', 'published', 'discarded', 'restored'];

interface Props<Rec, Detail> {
  /** The page's catalog block (`ebooks`, `products`): its intro, notFound, created, removed, saved. */
  block: string;
  /** The page's form names' prefix (`ebook`, `product`), for what the last post did. */
  formPrefix: string;
  /** The search parameter naming the record being edited (`?ebook=<id>`, `neu` for a new one). */
  editParam: string;
  /** The button that opens the form for a new one. */
  newLabel: string;
  /** The console API's list; the record's own path is below it. */
  listPath: string;
  /** The page's search parameters passed to the list as they are. */
  filterParams: readonly string[];
  /** The form: of the loaded record, else for a new one. */
  editor: (record?: Detail) => ReactNode;
  /** The filter form (frame/FilterForm). */
  filters: ReactNode;
  list: (records: Rec[]) => ReactNode;
}

/**
 * A record page whose editor is above the list and loaded on its own (the
 * record with all its translations): what the last post did, the edit of
 * the record the address names (or a new one, or the button for a new one),
 * the filters, the filtered list. E-books, products, testimonials.
 */
export function EditorAndList<Rec, Detail extends { id: string; version: number }>({
  block,
  formPrefix,
  editParam,
  newLabel,
  listPath,
  filterParams,
  editor,
  filters,
  list,
}: Props<Rec, Detail>) {
  const text = blockText(useConsoleTexts().t, block);
  const [search] = useSearchParams();
  const editing = search.get(editParam);
  const query = useQuery(consoleQuery<Rec[]>(recordListPath(listPath, filterParams, search)));
  const create = new URLSearchParams(search);
  create.set(editParam, NEW_RECORD);
  create.delete(SENT_PARAM);
  create.delete(RESULT_PARAM);
  return (
    <>
      <p>{text('intro')}</p>
      <SentOutcome
        prefix={formPrefix}
        text={(form, name) =>
          form === 'create'
            ? text('created', { name })
            : form === 'delete'
              ? text('removed')
              : PUBLICATION_OUTCOMES.includes(name)
                ? text(`${name}Outcome`)
                : text('saved')
        }
      />
      {editing && editing !== NEW_RECORD ? (
        <EditedRecord<Detail>
          path={recordPath(listPath, editing)}
          notFound={text('notFound')}
          editor={editor}
        />
      ) : editing === NEW_RECORD ? (
        editor()
      ) : (
        <Button as={Link} to={{ search: `?${create}` }}>
          {newLabel}
        </Button>
      )}
      {filters}
      <QueryView query={query}>{list}</QueryView>
    </>
  );
}

/** The record being edited; a new form per saved version, so it shows what was saved. */
function EditedRecord<Detail extends { id: string; version: number }>({
  path,
  notFound,
  editor,
}: {
  path: string;
  notFound: string;
  editor: (record: Detail) => ReactNode;
}) {
  const query = useQuery(consoleQuery<Detail>(path));
  if (httpStatusOf(query.error) === 404) return <p role="alert">{notFound}</p>;
  return (
    <QueryView query={query}>
      {(record) => <Fragment key={`${record.id}:${record.version}`}>{editor(record)}</Fragment>}
    </QueryView>
  );
}
