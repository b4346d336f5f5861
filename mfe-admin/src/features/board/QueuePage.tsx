import { useQuery } from '@tanstack/react-query';
import type { ModerationPage } from 'contracts/admin';
import { useSearchParams } from 'react-router-dom';
import { space } from 'shared-ui';
import styled from 'styled-components';
import { consoleQuery } from '../api/consoleApi';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { pageNumber } from '../frame/paging';
import { PagingLinks } from '../frame/PagingLinks';
import { QueryView, Status } from '../frame/QueryView';
import { MERGE_TARGETS_PATH, queuePath } from './boardPaths';
import { DecisionOutcome } from './DecisionOutcome';
import { QueueEntry } from './QueueEntry';

/**
 * The board's moderation queue (editor, admin): new feedback, oldest first,
 * each to publish (with a short title), reject (with an internal reason) or
 * merge into a published entry as its duplicate.
 */
export function QueuePage() {
  return <ConsoleFrame page="board">{() => <Queue />}</ConsoleFrame>;
}

function Queue() {
  const { t } = useConsoleTexts();
  const { number } = useFormatters();
  const [search] = useSearchParams();
  const queue = useQuery(consoleQuery<ModerationPage>(queuePath(search)));
  const targets = useQuery(consoleQuery<ModerationPage>(MERGE_TARGETS_PATH));
  const label = t('board.queueLabel', { page: pageNumber(search) });
  return (
    <>
      <p>{t('board.queueIntro')}</p>
      <DecisionOutcome />
      <QueryView query={queue}>
        {({ items, total, nextCursor }) => (
          <section aria-label={label}>
            <Total>{t('board.waiting', { count: total, formatted: number(total) })}</Total>
            {items.length === 0 ? (
              <Status>{t('board.queueEmpty')}</Status>
            ) : (
              <Entries>
                {items.map((entry) => (
                  <li key={entry.id}>
                    <QueueEntry entry={entry} targets={targets.data?.items} />
                  </li>
                ))}
              </Entries>
            )}
            <PagingLinks keep={new URLSearchParams()} nextCursor={nextCursor} />
          </section>
        )}
      </QueryView>
    </>
  );
}

const Total = styled.p`
  font-weight: 700;
`;

const Entries = styled.ol`
  display: grid;
  gap: ${space.lg};
  margin: ${space.md} 0;
  padding: 0;
  list-style: none;
`;
