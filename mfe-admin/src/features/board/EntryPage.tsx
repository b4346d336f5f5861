import { useQuery } from '@tanstack/react-query';
import type { ModeratedEntry, ModeratedEntryDetail, ModerationPage } from 'contracts/admin';
import { Link, useParams } from 'react-router-dom';
import { BackLink, Card, fontSize, httpStatusOf, space, useLocalePath } from 'shared-ui';
import styled from 'styled-components';
import { consoleQuery } from '../api/consoleApi';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { type Fact, FactList } from '../frame/FactList';
import { QueryView, Status } from '../frame/QueryView';
import { EntryText } from './boardLayout';
import {
  ENTRIES_PAGE,
  entryApiPath,
  entryPage,
  MERGE_TARGETS_PATH,
  QUEUE_PAGE,
} from './boardPaths';
import { DecisionOutcome } from './DecisionOutcome';
import { shownText } from './entryLabel';
import { RedactForm, RoadmapForm, StatusForm, TitleForm } from './EntryEditForms';
import { EntryHistory } from './EntryHistory';
import { MergeForm } from './MergeForm';
import { PublishForm } from './PublishForm';
import { RejectForm } from './RejectForm';
import { useRoadmapTitles } from './roadmapChoices';

/**
 * One entry of the board (editor, admin): its facts and text, the decisions
 * its state allows (as the API does), its editing (title, redaction; status
 * and roadmap once published) and its history with every redaction's
 * before and after.
 */
export function EntryPage() {
  return <ConsoleFrame page="boardEntry">{() => <Entry />}</ConsoleFrame>;
}

function Entry() {
  const { t } = useConsoleTexts();
  const { id = '' } = useParams();
  const query = useQuery(consoleQuery<ModeratedEntryDetail>(entryApiPath(id)));
  const targets = useQuery(consoleQuery<ModerationPage>(MERGE_TARGETS_PATH));
  const localePath = useLocalePath();
  const back =
    query.data?.state === 'pending'
      ? { to: QUEUE_PAGE, text: t('board.backToQueue') }
      : { to: ENTRIES_PAGE, text: t('board.backToEntries') };
  return (
    <>
      <BackLink to={localePath(back.to)}>{back.text}</BackLink>
      <DecisionOutcome />
      {httpStatusOf(query.error) === 404 ? (
        <Status role="alert">{t('board.notFound')}</Status>
      ) : (
        <QueryView query={query}>
          {(entry) => <EntryDetail entry={entry} targets={targets.data?.items} />}
        </QueryView>
      )}
    </>
  );
}

export function EntryDetail({
  entry,
  targets,
}: {
  entry: ModeratedEntryDetail;
  targets: ModeratedEntry[] | undefined;
}) {
  const { t } = useConsoleTexts();
  const { state } = entry;
  const language = entry.language ?? undefined;
  const decisions = {
    publish: state === 'pending' || state === 'rejected',
    reject: state === 'pending' || state === 'published',
    merge: state === 'pending' || state === 'published',
  };
  return (
    <>
      <EntryFacts entry={entry} />
      <section aria-labelledby="entry-text">
        <h2 id="entry-text">{t('board.textHeading')}</h2>
        {entry.title ? <EntryTitle>{entry.title}</EntryTitle> : null}
        <EntryText lang={language}>{shownText(entry)}</EntryText>
        {entry.redactedText !== null ? (
          <details>
            <summary>{t('board.originalText')}</summary>
            <EntryText lang={language}>{entry.originalText}</EntryText>
          </details>
        ) : null}
      </section>
      {state === 'merged' ? null : (
        <>
          {decisions.publish || decisions.reject || decisions.merge ? (
            <Panel as="section" aria-labelledby="entry-decide">
              <h2 id="entry-decide">{t('board.decideHeading')}</h2>
              {decisions.publish ? <PublishForm entry={entry} /> : null}
              {decisions.reject ? <RejectForm entry={entry} /> : null}
              {decisions.merge ? <MergeForm entry={entry} targets={targets} /> : null}
            </Panel>
          ) : null}
          <Panel as="section" aria-labelledby="entry-edit">
            <h2 id="entry-edit">{t('board.editHeading')}</h2>
            {decisions.publish ? null : <TitleForm entry={entry} />}
            <RedactForm entry={entry} />
            {state === 'published' ? (
              <>
                <StatusForm entry={entry} />
                <RoadmapForm entry={entry} />
              </>
            ) : null}
          </Panel>
        </>
      )}
      <EntryHistory history={entry.history} language={language} />
    </>
  );
}

/** State, status, votes, when and where it was written, its roadmap item, why rejected, where merged. */
function EntryFacts({ entry }: { entry: ModeratedEntry }) {
  const { t } = useConsoleTexts();
  const { title: roadmapTitle } = useRoadmapTitles();
  const { moment, number } = useFormatters();
  const localePath = useLocalePath();
  const facts: Fact[] = [
    [t('board.state'), t(`board.states.${entry.state}`)],
    [t('board.status'), t(`board.statuses.${entry.status}`)],
    [t('board.votes'), number(entry.votes)],
    [t('board.columns.date'), moment(entry.createdAt)],
    [t('board.language'), entry.language ? t(`languages.${entry.language}`) : t('board.unknown')],
    [t('board.country'), entry.country ?? t('board.unknown')],
    [t('board.roadmap'), entry.roadmapItem ? roadmapTitle(entry.roadmapItem) : t('board.none')],
  ];
  if (entry.rejectReason && entry.state === 'rejected')
    facts.push([t('board.rejectedBecause'), entry.rejectReason]);
  if (entry.mergedIntoId)
    facts.push([
      t('board.mergedInto'),
      <Link key="original" to={localePath(entryPage(entry.mergedIntoId))}>
        {t('board.openOriginal')}
      </Link>,
    ]);
  return <FactList label={t('board.facts')} facts={facts} />;
}

/** The editor's short title above the text, as the board shows it. */
const EntryTitle = styled.p`
  margin: ${space.sm} 0 0;
  font-weight: 700;
  font-size: ${fontSize.lg};
`;

const Panel = styled(Card)`
  margin: ${space.lg} 0;
  padding: ${space.lg};
  h2 {
    margin-top: 0;
  }
  > form + form,
  > form + p,
  > p + form {
    margin-top: ${space.lg};
  }
`;
