import {
  colors,
  fontSize,
  numberFormat,
  radius,
  space,
  useLocale,
  useSectionTexts,
} from 'shared-ui';
import styled from 'styled-components';
import { deadlinesTexts } from './deadlinesTexts';
import { countdownParts } from './countdown';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Days, hours, minutes and seconds until `target`, from the server's time until the browser's clock runs. */
export function Countdown({
  target,
  now,
  reachedText,
}: {
  target: number;
  now: number;
  reachedText: string;
}) {
  const { t } = useSectionTexts(deadlinesTexts);
  const language = useLocale((state) => state.language);
  const digits = numberFormat(language, { minimumIntegerDigits: 2 });
  const parts = countdownParts(target, now);
  if (parts.reached) return <Reached>{reachedText}</Reached>;
  return (
    <Timer role="timer" aria-label={t('deadlines.countdownLabel')}>
      {UNITS.map((unit) => (
        <Unit key={unit}>
          <Digits>{digits.format(parts[unit])}</Digits>
          <span>{t(`deadlines.units.${unit}`)}</span>
        </Unit>
      ))}
    </Timer>
  );
}

const Timer = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${space.sm};
`;

const Unit = styled.span`
  display: grid;
  justify-items: center;
  padding: ${space.sm} ${space.xs};
  border-radius: ${radius.md};
  background: ${colors.surfaceMuted};
  font-size: ${fontSize.sm};
  color: ${colors.textMuted};
`;

const Digits = styled.span`
  font-size: ${fontSize.xl};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  color: ${colors.text};
`;

const Reached = styled.p`
  margin: 0;
  font-weight: 700;
`;
