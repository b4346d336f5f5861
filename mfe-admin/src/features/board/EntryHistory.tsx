import type { ModeratedEntryDetail } from 'contracts/admin';
import { fontSize, space } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { useFieldLabel } from '../audit/fieldLabels';
import { FieldDiff } from '../diff/FieldDiff';
import { EntryText } from './boardLayout';

type ModerationEvent = ModeratedEntryDetail['history'][number];

/** The text of a redaction's before or after (`{ text }` in the audit log). */
const redactionText = (side: unknown) =>
  side && typeof side === 'object' && 'text' in side && typeof side.text === 'string'
    ? side.text
    : undefined;

/**
 * The entry's moderation steps from the audit log, oldest first: who did
 * what when; a redaction with its text before and after.
 */
export function EntryHistory({
  history,
  language,
}: {
  history: ModerationEvent[];
  language: string | undefined;
}) {
  const { t } = useConsoleTexts();
  return (
    <section aria-labelledby="entry-history">
      <h2 id="entry-history">{t('board.historyHeading')}</h2>
      {history.length === 0 ? (
        <p>{t('board.historyEmpty')}</p>
      ) : (
        <Events>
          {history.map((event, index) => (
            <Event key={`${event.at}-${index}`} event={event} language={language} />
          ))}
        </Events>
      )}
    </section>
  );
}

function Event({ event, language }: { event: ModerationEvent; language: string | undefined }) {
  const { t } = useConsoleTexts();
  const { moment } = useFormatters();
  const label = useFieldLabel('feedback');
  const before = redactionText(event.before);
  const after = redactionText(event.after);
  const redaction =
    event.action === 'feedback_redacted' && before !== undefined && after !== undefined;
  return (
    <li>
      <strong>{t(`audit.actions.${event.action}`)}</strong> · {moment(event.at)}
      {event.by ? ` · ${t('board.by', { name: event.by })}` : null}
      {redaction ? (
        <Sides>
          <div>
            <Side>{t('board.before')}</Side>
            <EntryText lang={language}>{before}</EntryText>
          </div>
          <div>
            <Side>{t('board.after')}</Side>
            <EntryText lang={language}>{after}</EntryText>
          </div>
        </Sides>
      ) : (
        <FieldDiff before={event.before} after={event.after} label={label} />
      )}
    </li>
  );
}

const Events = styled.ol`
  display: grid;
  gap: ${space.md};
  padding-left: ${space.lg};
`;

const Sides = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${space.md};
`;

const Side = styled.p`
  margin: ${space.sm} 0 0;
  font-weight: 700;
  font-size: ${fontSize.sm};
`;
