import type { ModeratedEntry } from 'contracts/admin';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Card, colors, fontSize, space, useLocalePath, useLabelled } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { EntryText } from './boardLayout';
import { entryPage } from './boardPaths';
import { shownText } from './entryLabel';
import { MergeForm } from './MergeForm';
import { PublishForm } from './PublishForm';
import { RejectForm } from './RejectForm';

/** One waiting entry: what was written, where and when, and the three decisions. */
export function QueueEntry({
  entry,
  targets,
}: {
  entry: ModeratedEntry;
  targets: ModeratedEntry[] | undefined;
}) {
  const { t } = useConsoleTexts();
  const { moment } = useFormatters();
  const { labelled } = useLabelled();
  const localePath = useLocalePath();
  const headingId = useId();
  const language = entry.language ?? undefined;
  return (
    <Entry as="article" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('board.received', { date: moment(entry.createdAt) })}</Heading>
      <Facts>
        <span>
          {labelled(
            t('board.language'),
            language ? t(`languages.${language}`) : t('board.unknown'),
          )}
        </span>
        <span>{labelled(t('board.country'), entry.country ?? t('board.unknown'))}</span>
        {entry.redactedText !== null ? <span>{t('board.redactedMark')}</span> : null}
      </Facts>
      <EntryText lang={language}>{shownText(entry)}</EntryText>
      <p>
        <Link to={localePath(entryPage(entry.id))}>{t('board.details')}</Link>
      </p>
      <PublishForm entry={entry} />
      <RejectForm entry={entry} />
      <MergeForm entry={entry} targets={targets} />
    </Entry>
  );
}

const Entry = styled(Card)`
  padding: ${space.lg};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${fontSize.lg};
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin: ${space.xs} 0 0;
  color: ${colors.textMuted};
  font-size: ${fontSize.sm};
`;
