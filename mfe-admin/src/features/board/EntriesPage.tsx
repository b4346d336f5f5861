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
import { TableScroll } from '../frame/TableScroll';
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
  const caption = t('board.caption', { page: pageNumber(search) });
  return (
    <section aria-label={caption}>
      <Total role="status">{t('board.total', { formatted: number(page.total) })}</Total>
      {page.items.length === 0 ? (
        <Status>{t('board.entriesEmpty')}</Status>
      ) : (
        <TableScroll aria-label={caption}>
          <table>
            <caption>{caption}</caption>
            <thead>
              <tr>
                {(['entry', 'status', 'votes', 'date', 'language', 'roadmap'] as const).map(
                  (column) => (
                    <th key={column} scope="col" className={column === 'votes' ? 'number' : ''}>
                      {t(`board.columns.${column}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {page.items.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <PagingLinks keep={entryFilters(search)} nextCursor={page.nextCursor} />
    </section>
  );
}

function EntryRow({ entry }: { entry: ModeratedEntry }) {
  const { t } = useConsoleTexts();
  const { title: roadmapTitle } = useRoadmapTitles();
  const { day, number } = useFormatters();
  const localePath = useLocalePath();
  return (
    <tr>
      <th scope="row">
        <Link
          to={localePath(entryPage(entry.id))}
          lang={entry.title ? undefined : (entry.language ?? undefined)}
        >
          {entryLabel(entry)}
        </Link>
      </th>
      <td>{t(`board.statuses.${entry.status}`)}</td>
      <td className="number">{number(entry.votes)}</td>
      <td>{day(entry.createdAt)}</td>
      <td>{entry.language ? t(`languages.${entry.language}`) : '–'}</td>
      <td>{entry.roadmapItem ? roadmapTitle(entry.roadmapItem) : '–'}</td>
    </tr>
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
