import { useQuery } from '@tanstack/react-query';
import type { ModeratedEntry, ModerationPage } from 'contracts/admin';
import { BOARD_STATUSES } from 'contracts/board';
import { Form, Link, useSearchParams } from 'react-router-dom';
import { Button, colors, SelectField, space, useLocalePath } from 'shared-ui';
import styled from 'styled-components';
import { consoleQuery } from '../api/consoleApi';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { pageNumber } from '../frame/paging';
import { PagingLinks } from '../frame/PagingLinks';
import { QueryView, Status } from '../frame/QueryView';
import { ConsoleTable, type ConsoleColumn } from '../frame/ConsoleTable';
import { When } from '../frame/When';
import { entriesPath, entryFilters, entryPage, LISTED_STATES } from './boardPaths';
import { entryLabel } from './entryLabel';
import { useRoadmapTitles } from './roadmapChoices';

/**
 * The board's entries (editor, admin): published ones by default, or the
 * rejected or merged ones, filtered by status, newest first; each opens
 * its page (title, redaction, status, roadmap link).
 */
export function EntriesPage() {
  return <ConsoleFrame page="boardEntries">{() => <Entries />}</ConsoleFrame>;
}

function Entries() {
  const [search] = useSearchParams();
  const query = useQuery(consoleQuery<ModerationPage>(entriesPath(search)));
  return (
    <>
      <EntryFilterForm />
      <QueryView query={query}>{(page) => <EntryTable page={page} />}</QueryView>
    </>
  );
}

/** The filter as a GET form: in the URL (a reload or a bookmark keeps it), with script or without. */
function EntryFilterForm() {
  const { t } = useConsoleTexts();
  const [search] = useSearchParams();
  const filters = entryFilters(search);
  return (
    <Filters method="get" key={filters.toString()} role="search" aria-label={t('board.filters')}>
      <SelectField
        label={t('board.state')}
        name="state"
        defaultValue={filters.get('state') ?? 'published'}
        options={LISTED_STATES.map((state) => ({
          value: state,
          label: t(`board.states.${state}`),
        }))}
      />
      <SelectField
        label={t('board.status')}
        name="status"
        defaultValue={filters.get('status') ?? ''}
        options={[
          { value: '', label: t('board.allStatuses') },
          ...BOARD_STATUSES.map((status) => ({
            value: status,
            label: t(`board.statuses.${status}`),
          })),
        ]}
      />
      <Button type="submit" $variant="secondary">
        {t('board.apply')}
      </Button>
    </Filters>
  );
}

function EntryTable({ page }: { page: ModerationPage }) {
  const { t } = useConsoleTexts();
  const { number } = useFormatters();
  const [search] = useSearchParams();
  const columns = useEntryColumns();
  const caption = t('board.caption', { page: pageNumber(search) });
  return (
    <section aria-label={caption}>
      <Total role="status">{t('board.total', { formatted: number(page.total) })}</Total>
      {page.items.length === 0 ? (
        <Status>{t('board.entriesEmpty')}</Status>
      ) : (
        <ConsoleTable
          caption={caption}
          columns={columns}
          rows={page.items}
          rowKey={(entry) => entry.id}
        />
      )}
      <PagingLinks keep={entryFilters(search)} nextCursor={page.nextCursor} />
    </section>
  );
}

function useEntryColumns(): ConsoleColumn<ModeratedEntry>[] {
  const { t } = useConsoleTexts();
  const { title: roadmapTitle } = useRoadmapTitles();
  const { number } = useFormatters();
  const label = (column: string) => t(`board.columns.${column}`);
  return [
    {
      key: 'entry',
      label: label('entry'),
      rowHeader: true,
      cell: (entry) => <EntryLink entry={entry} />,
    },
    { key: 'status', label: label('status'), cell: (entry) => t(`board.statuses.${entry.status}`) },
    { key: 'votes', label: label('votes'), numeric: true, cell: (entry) => number(entry.votes) },
    { key: 'date', label: label('date'), cell: (entry) => <When iso={entry.createdAt} /> },
    {
      key: 'language',
      label: label('language'),
      cell: (entry) => (entry.language ? t(`languages.${entry.language}`) : '–'),
    },
    {
      key: 'roadmap',
      label: label('roadmap'),
      cell: (entry) => (entry.roadmapItem ? roadmapTitle(entry.roadmapItem) : '–'),
    },
  ];
}

function EntryLink({ entry }: { entry: ModeratedEntry }) {
  const localePath = useLocalePath();
  return (
    <Link
      to={localePath(entryPage(entry.id))}
      lang={entry.title ? undefined : (entry.language ?? undefined)}
    >
      {entryLabel(entry)}
    </Link>
  );
}

const Filters = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  align-items: end;
  margin: ${space.lg} 0;
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: 0.75rem;
  background: ${colors.surface};
  > div {
    min-width: 12rem;
  }
`;

const Total = styled.p`
  font-weight: 700;
`;
