import { useState } from 'react';
import { Button, colors, fontSize, space, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import type { Audience } from '../../content/obligationDates';
import { useVerifactuPath } from '../../content/paths';
import { deadlinesTexts } from './deadlinesTexts';
import { downloadFile } from './downloadFile';
import { icsCalendar } from './ics';

/** Calendar apps remind a month ahead: time enough to change the register. */
const ALARM_DAYS_BEFORE = 30;

/** Offers the deadline as an .ics file and says what was downloaded. */
export function ReminderButton({ audience, date }: { audience: Audience; date: string }) {
  const { t } = useSectionTexts(deadlinesTexts);
  const path = useVerifactuPath();
  const [savedFile, setSavedFile] = useState<string | null>(null);

  const download = () => {
    const { origin, hostname } = window.location;
    const fileName = t('deadlines.reminderFileName', { date });
    const calendar = icsCalendar({
      uid: `verifactu-${audience}-${date}@${hostname}`,
      date,
      summary: t('deadlines.reminderSummary', {
        audience: t(`deadlines.audiences.${audience}.title`),
      }),
      description: t('deadlines.reminderDescription', {
        url: `${origin}${path('registerCheck')}`,
      }),
      url: `${origin}${path('deadlines')}`,
      createdAt: new Date(),
      alarmDaysBefore: ALARM_DAYS_BEFORE,
    });
    downloadFile(fileName, calendar, 'text/calendar;charset=utf-8');
    setSavedFile(fileName);
  };

  return (
    <>
      <Button type="button" $variant="secondary" onClick={download}>
        {t('deadlines.remind')}
      </Button>
      {/* Always present, so screen readers announce the message when it appears. */}
      <Status role="status">
        {savedFile ? t('deadlines.reminderSaved', { fileName: savedFile }) : null}
      </Status>
    </>
  );
}

const Status = styled.p`
  margin: ${space.xs} 0 0;
  color: ${colors.textMuted};
  font-size: ${fontSize.sm};
  &:empty {
    display: none;
  }
`;
