import { useFormatters } from '../api/useFormatters';

/**
 * A moment in a console table: short ('29.11., 14:05', the year only when
 * it is not this one), the full date and time on hover and for assistive
 * technology, the machine-readable value in `datetime`.
 */
export function When({ iso }: { iso: string }) {
  const { short, moment } = useFormatters();
  const full = moment(iso);
  return (
    <time dateTime={iso} title={full}>
      {short(iso)}
    </time>
  );
}
