import { useQuery } from '@tanstack/react-query';
import type { ContentVersionList } from 'contracts/admin';
import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { InputField, SelectField } from 'shared-ui';
import { consoleQuery } from '../api/consoleApi';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { ActiveFilter, FilterSearch } from '../frame/FilterFields';
import { QueryView } from '../frame/QueryView';
import { FilterForm, useFilterValue } from '../frame/FilterForm';
import { TableScroll } from '../frame/TableScroll';
import { EditorAndList } from '../records/EditorAndList';
import { RecordActions, recordActionTexts } from '../records/RecordActions';
import type { AnyContentRecord, Column, ContentPage, FilterControl } from './contentPage';
import { ContentTypeForm } from './ContentTypeForm';
import { useContentTypeTexts } from './useContentMessages';
import { ContentVersions, versionsPath } from './ContentVersions';
import { usePendingState } from './Publication';
import { MissingTranslations } from './TranslatedFields';

/**
 * A content type's console page (its console area's): the filtered list, a
 * new record (`?<editParam>=neu`), the edit of one (`?<editParam>=<id>`),
 * all from its declaration (contentPage.ts).
 */
export function ContentTypePage({ page }: { page: ContentPage }) {
  return <ConsoleFrame page={page.type.area}>{() => <Records page={page} />}</ConsoleFrame>;
}

function Records({ page }: { page: ContentPage }) {
  const { text } = useContentTypeTexts(page);
  return (
    <EditorAndList<AnyContentRecord, AnyContentRecord>
      block={page.block}
      formPrefix={page.formSet.prefix}
      editParam={page.editParam}
      newLabel={text('createHeading')}
      listPath={page.type.path}
      filterParams={page.filterParams}
      editor={(record) =>
        record ? <EditedRecord page={page} record={record} /> : <ContentTypeForm page={page} />
      }
      filters={<Filters page={page} />}
      list={(records) => <RecordTable page={page} records={records} />}
    />
  );
}

/** A stored record's form (its draft, if any, and its state) and its version history. */
function EditedRecord({ page, record }: { page: ContentPage; record: AnyContentRecord }) {
  const query = useQuery(consoleQuery<ContentVersionList>(versionsPath(page, record.id)));
  return (
    <QueryView query={query}>
      {(versions) => (
        <>
          <ContentTypeForm
            key={versions.pending?.id ?? 'live'}
            page={page}
            record={record}
            versions={versions}
          />
          <ContentVersions page={page} record={record} />
        </>
      )}
    </QueryView>
  );
}

/** The filters as a GET form: in the URL (bookmark, reload, no script), the loader asks the API for exactly them. */
function Filters({ page }: { page: ContentPage }) {
  const { text } = useContentTypeTexts(page);
  const value = useFilterValue();
  const all = { value: '', label: text('all') };
  return (
    <FilterForm label={text('filters')} apply={text('apply')} reset={text('reset')}>
      <FilterSearch label={text('search')} maxLength={191} />
      {Object.entries(page.filters as Record<string, FilterControl>).map(([name, filter]) =>
        filter.options ? (
          <SelectField
            key={name}
            label={text(filter.label ?? name)}
            name={name}
            defaultValue={value(name)}
            options={[all, ...filter.options]}
          />
        ) : (
          <InputField
            key={name}
            label={text(filter.label ?? name)}
            name={name}
            maxLength={filter.maxLength}
            defaultValue={value(name)}
          />
        ),
      )}
      <ActiveFilter
        labels={{
          status: text('status'),
          all: all.label,
          active: text('active'),
          inactive: text('inactive'),
        }}
      />
    </FilterForm>
  );
}

/** A cell's text: the column's own, else the value (a list, such as countries, comma-separated). */
function cellText(column: Column<AnyContentRecord>, record: AnyContentRecord) {
  if (column.text) return column.text(record);
  const value = record[column.name];
  return Array.isArray(value) ? value.join(', ') : String(value ?? '');
}

function RecordTable({ page, records }: { page: ContentPage; records: AnyContentRecord[] }) {
  const { text } = useContentTypeTexts(page);
  const pendingState = usePendingState(page);
  if (records.length === 0) return <p>{text('empty')}</p>;
  const [first, ...rest] = page.columns;
  const trailing = page.trailing ?? [];
  const label = (column: Column<AnyContentRecord>) => text(column.label ?? column.name);
  const cell = (column: Column<AnyContentRecord>, record: AnyContentRecord) => (
    <td
      key={column.name}
      lang={column.lang ? record.language : undefined}
      data-label={label(column)}
    >
      {cellText(column, record)}
    </td>
  );
  return (
    <TableScroll aria-label={text('caption')}>
      {/* Cards on a phone (TableScroll): each cell names its column. */}
      <table data-cards="">
        <caption>{text('caption')}</caption>
        <thead>
          <tr>
            {[first!, ...rest].map((column) => (
              <th key={column.name} scope="col">
                {label(column)}
              </th>
            ))}
            <th scope="col">{text('translationsColumn')}</th>
            {trailing.map((column) => (
              <th key={column.name} scope="col">
                {label(column)}
              </th>
            ))}
            <th scope="col">{text('status')}</th>
            <th scope="col">{text('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id}>
              <th
                scope="row"
                lang={first!.lang ? record.language : undefined}
                data-label={label(first!)}
              >
                {cellText(first!, record)}
              </th>
              {rest.map((column) => cell(column, record))}
              <td data-label={text('translationsColumn')}>
                <MissingTranslations missing={record.missing} />
              </td>
              {trailing.map((column) => cell(column, record))}
              <td data-label={text('status')}>
                {record.active ? text('active') : text('inactive')}
                {/* An edit not yet on the site: 'Aktiv · Entwurf', 'Aktiv · Geplant für …'. */}
                {record.pending ? ` · ${pendingState(record.pending)}` : null}
              </td>
              <td data-label={text('actions')}>
                <Actions page={page} record={record} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * One record's actions: edit it (the list's filters kept), switch it on or
 * off, delete it (asked first; one that others name, an e-book's downloads,
 * a product's contact requests, is refused by the API, which says to
 * deactivate it instead).
 */
function Actions({ page, record }: { page: ContentPage; record: AnyContentRecord }) {
  const { text, formFailureText } = useContentTypeTexts(page);
  const [search] = useSearchParams();
  const edit = new URLSearchParams(search);
  edit.set(page.editParam, record.id);
  const title = page.title(record);
  // The action texts are asked for by their full key (`testimonials.edit`): the shared words stand in.
  const texts = (key: string, names?: Record<string, string>) =>
    text(key.slice(page.block.length + 1), names);
  return (
    <RecordActions
      record={record}
      editSearch={`?${edit}`}
      forms={{
        active: page.formSet.of('active', record.id),
        delete: page.formSet.of('delete', record.id),
      }}
      named={{ field: 'title', value: title }}
      texts={recordActionTexts(texts, page.block, { title })}
      failureText={formFailureText}
    />
  );
}

const pages = new Map<ContentPage, () => ReactElement>();

/** The route's page component of a content type: one per type, so a navigation keeps it. */
export function contentTypePage(page: ContentPage) {
  let component = pages.get(page);
  if (!component) {
    component = () => <ContentTypePage page={page} />;
    pages.set(page, component);
  }
  return component;
}
