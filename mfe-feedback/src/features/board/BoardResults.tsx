import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigation } from 'react-router-dom';
import { Button, colors, space, useLocalePath, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import { feedbackTexts } from '../../texts';
import { entryAnchor } from './boardAction';
import { BoardEntryCard } from './BoardEntryCard';
import { boardPageQuery } from './boardQueries';
import { EmptyState, ErrorState, LoadingState } from './BoardStates';
import { boardApiParams, boardSearch, type BoardView } from './boardView';
import { useBoardFormat } from './useBoardFormat';

/**
 * The entries of a view, page after page. "Mehr laden" is a link to the next
 * page (the API's cursor in the URL: it works without script); with script
 * it appends that page below instead and moves focus to its first entry.
 * Keyed by the view: another sort or filter starts at its first page.
 */
export function BoardResults({ view }: { view: BoardView }) {
  const { t } = useSectionTexts(feedbackTexts);
  const format = useBoardFormat();
  const localePath = useLocalePath();
  const navigation = useNavigation();
  const location = useLocation();
  const first = useQuery(boardPageQuery(boardApiParams(view)));
  const [cursors, setCursors] = useState<string[]>([]);
  const more = useQueries({
    queries: cursors.map((cursor) => boardPageQuery(boardApiParams(view, cursor))),
  });
  const focusOnArrival = useRef(false);
  const last = more.at(-1) ?? first;
  const arrived = more.at(-1)?.data;

  useEffect(() => {
    if (!arrived || !focusOnArrival.current) return;
    focusOnArrival.current = false;
    const firstNew = arrived.items[0];
    if (firstNew) document.getElementById(entryAnchor(firstNew.id))?.focus();
  }, [arrived]);

  if (first.isPending) return <LoadingState text={t('board.loading')} />;
  if (first.isError)
    return (
      <ErrorState
        text={t('board.failed')}
        retryLabel={t('board.retry')}
        onRetry={() => void first.refetch()}
        retrying={first.isFetching}
      />
    );

  const { total } = first.data;
  // Votes move entries between pages while the visitor reads: each is shown once, where it came first.
  const shown = new Set<string>();
  const entries = [first.data, ...more.map((page) => page.data)]
    .flatMap((page) => page?.items ?? [])
    .filter((entry) => !shown.has(entry.id) && Boolean(shown.add(entry.id)));
  const nextCursor = last.data?.nextCursor;
  const loadMore = (event: MouseEvent) => {
    if (!nextCursor) return;
    event.preventDefault();
    focusOnArrival.current = true;
    setCursors((loaded) => [...loaded, nextCursor]);
  };
  // A new sort or filter is loading (with script): the list shown is the old one.
  const updating =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  return (
    <>
      <Summary role="status">
        {t('board.total', { count: total, formatted: format.number(total) })}
        {arrived ? (
          <span>
            {' – '}
            {t('board.loadedMore', {
              count: arrived.items.length,
              formatted: format.number(arrived.items.length),
            })}
          </span>
        ) : null}
      </Summary>
      {entries.length === 0 ? (
        <EmptyState>
          {view.status || view.cursor ? (
            t('board.emptyFiltered')
          ) : (
            <>
              {t('board.empty')} <Link to={localePath('feedback')}>{t('board.submitIdea')}</Link>
            </>
          )}
        </EmptyState>
      ) : (
        <List aria-busy={updating || undefined} $dimmed={updating}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <BoardEntryCard entry={entry} />
            </li>
          ))}
        </List>
      )}
      {last.isPending ? <LoadingState text={t('board.loadingMore')} /> : null}
      {last !== first && last.isError ? (
        <ErrorState
          text={t('board.failed')}
          retryLabel={t('board.retry')}
          onRetry={() => void last.refetch()}
          retrying={last.isFetching}
        />
      ) : null}
      <Paging>
        {nextCursor ? (
          <Button
            as={Link}
            to={boardSearch({ ...view, cursor: nextCursor })}
            onClick={loadMore}
            $variant="secondary"
          >
            {t('board.loadMore')}
          </Button>
        ) : null}
        {view.cursor ? (
          <Link to={boardSearch({ ...view, cursor: undefined })}>{t('board.firstPage')}</Link>
        ) : null}
      </Paging>
    </>
  );
}

const Summary = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
  font-weight: 700;
`;

const List = styled.ol<{ $dimmed: boolean }>`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${({ $dimmed }) => ($dimmed ? 0.6 : 1)};
  transition: opacity 0.2s ease;
`;

const Paging = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.lg};
  margin-top: ${space.xl};
  &:empty {
    display: none;
  }
`;
