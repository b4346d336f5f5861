import { colors, fontSize, space, useLocale, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import { SubpageLayout } from '../../components/SubpageLayout';
import { surfacePanel } from '../../components/surfacePanel';
import {
  AUDIENCES,
  formatObligationDate,
  OBLIGATION_DATES,
  SPAIN_TIME_ZONE,
} from '../../content/obligationDates';
import { deadlinesTexts } from './deadlinesTexts';
import { Countdown } from './Countdown';
import { startOfDayInZone } from './countdown';
import { ReminderLink } from './ReminderLink';
import { useNow } from './useNow';

/** `ab-wann`: the dates in force per audience, a live countdown to each and a calendar reminder. */
export function DeadlinesPage() {
  const { t } = useSectionTexts(deadlinesTexts);
  const language = useLocale((state) => state.language);
  const { now, renderedAt, stamp } = useNow();
  return (
    <SubpageLayout title={t('deadlines.heading')} lead={t('deadlines.lead')}>
      <Cards {...stamp}>
        {AUDIENCES.map((audience) => {
          const isoDate = OBLIGATION_DATES[audience];
          const date = formatObligationDate(isoDate, language);
          const target = startOfDayInZone(isoDate, SPAIN_TIME_ZONE);
          // A reminder for a day that has passed helps nobody.
          const passed = now >= target;
          return (
            <Card key={audience} aria-labelledby={`deadline-${audience}`}>
              <h2 id={`deadline-${audience}`}>{t(`deadlines.audiences.${audience}.title`)}</h2>
              <DateLine>{t('deadlines.deadlineLabel', { date })}</DateLine>
              <p>{t(`deadlines.audiences.${audience}.who`)}</p>
              <Countdown target={target} now={now} reachedText={t('deadlines.reached', { date })} />
              {passed ? null : (
                <ReminderLink audience={audience} date={isoDate} createdAt={renderedAt} />
              )}
            </Card>
          );
        })}
      </Cards>
      <History>{t('deadlines.historyNote')}</History>
    </SubpageLayout>
  );
}

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: ${space.lg};
`;

const Card = styled.section`
  display: grid;
  align-content: start;
  gap: ${space.md};
  ${surfacePanel}
  h2,
  p {
    margin: 0;
  }
  & > button {
    justify-self: start;
  }
`;

const DateLine = styled.p`
  font-size: ${fontSize.xl};
  font-weight: 800;
  color: ${colors.primary};
`;

const History = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSize.sm};
`;
