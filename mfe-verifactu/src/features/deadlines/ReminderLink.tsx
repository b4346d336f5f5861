import { useState } from 'react';
import { Button, colors, fontSize, space, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import type { Audience } from '../../content/obligationDates';
import { useVerifactuPath } from '../../content/paths';
import { deadlinesTexts } from './deadlinesTexts';
import { icsCalendar } from './ics';
import { useSiteOrigin } from './siteOrigin';

/** Calendar apps remind a month ahead: time enough to change the register. */
const ALARM_DAYS_BEFORE = 30;

/**
 * The deadline as an .ics file: a link carrying the file itself (a data URL
 * with `download`), so it works from the server's HTML, without script. With
 * script it also says what was downloaded.
 */
export function ReminderLink({
  audience,
  date,
  createdAt,
}: {
  audience: Audience;
  date: string;
  /** When the page was rendered: the file's DTSTAMP, the same on server and browser. */
  createdAt: number;
}) {
  const { t } = useSectionTexts(deadlinesTexts);
  const path = useVerifactuPath();
  const origin = useSiteOrigin();
  const [saved, setSaved] = useState(false);
  const fileName = t('deadlines.reminderFileName', { date });
  const calendar = icsCalendar({
    uid: `verifactu-${audience}-${date}@${URL.canParse(origin) ? new URL(origin).hostname : 'hellocash'}`,
    date,
    summary: t('deadlines.reminderSummary', {
      audience: t(`deadlines.audiences.${audience}.title`),
    }),
    description: t('deadlines.reminderDescription', {
      url: `${origin}${path('registerCheck')}`,
    }),
    url: `${origin}${path('deadlines')}`,
    createdAt: new Date(createdAt),
    alarmDaysBefore: ALARM_DAYS_BEFORE,
  });

  return (
    <>
      <Button
        as="a"
        $variant="secondary"
        href={`data:text/calendar;charset=utf-8,${encodeURIComponent(calendar)}`}
        download={fileName}
        onClick={() => setSaved(true)}
      >
        {t('deadlines.remind')}
      </Button>
      {/* Always present, so screen readers announce the message when it appears. */}
      <Status role="status">{saved ? t('deadlines.reminderSaved', { fileName }) : null}</Status>
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
