import type { LeadDetail } from 'contracts/admin';
import { colors, fontSize, space } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { Timeline } from './timeline';

/**
 * What happened to the lead, oldest first: it came in, then each status
 * change (with the note saved with it) and assignment, who did it and when
 * (the audit log's record of it), in full date and time.
 */
export function LeadHistory({ detail }: { detail: LeadDetail }) {
  const { t } = useConsoleTexts();
  const { moment } = useFormatters();
  const status = (code: string | null) => (code ? t(`leads.statuses.${code}`) : '–');
  return (
    <section aria-labelledby="lead-history">
      <h2 id="lead-history">{t('inbox.historyHeading')}</h2>
      <Steps>
        <li>
          <time dateTime={detail.lead.createdAt}>{moment(detail.lead.createdAt)}</time>
          <span>{t('inbox.created')}</span>
        </li>
        {detail.history.map((step, index) => (
          <li key={`${step.at}-${index}`}>
            <time dateTime={step.at}>{moment(step.at)}</time>
            <span>
              {step.kind === 'status'
                ? t('inbox.statusChanged', {
                    from: status(step.fromStatus),
                    to: status(step.toStatus),
                  })
                : t('inbox.assigneeChanged', { name: step.assigneeName ?? t('inbox.nobody') })}{' '}
              <By>{step.by ? t('inbox.by', { name: step.by }) : t('inbox.bySystem')}</By>
            </span>
            {step.note ? <Note>{step.note}</Note> : null}
          </li>
        ))}
      </Steps>
    </section>
  );
}

/** Staff's notes, oldest first: who wrote them and when. */
export function LeadNotes({ notes }: { notes: LeadDetail['notes'] }) {
  const { t } = useConsoleTexts();
  const { moment } = useFormatters();
  if (notes.length === 0) return <p>{t('inbox.noNotes')}</p>;
  return (
    <Steps aria-label={t('inbox.notesHeading')}>
      {notes.map((note) => (
        <li key={note.id}>
          <time dateTime={note.at}>{moment(note.at)}</time>
          <By>{note.by ? t('inbox.by', { name: note.by }) : t('inbox.bySystem')}</By>
          <Note>{note.text}</Note>
        </li>
      ))}
    </Steps>
  );
}

/* The steps a little closer to the facts above, a small gap between them. */
const Steps = styled(Timeline)`
  margin: ${space.sm} 0 ${space.lg};
  display: grid;
  gap: ${space.sm};
`;
const By = styled.span`
  color: ${colors.textMuted};
  font-size: ${fontSize.sm};
`;

const Note = styled.p`
  flex-basis: 100%;
  margin: 0;
  white-space: pre-wrap;
`;
