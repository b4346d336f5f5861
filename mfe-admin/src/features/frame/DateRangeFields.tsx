import { useState } from 'react';
import { InputField } from 'shared-ui';

/**
 * 'from' and 'to' as date inputs that bound each other: the browser refuses
 * an inverted range in the staff member's own language before the form is
 * sent (the API would answer it with an empty list, which explains nothing).
 * Without JavaScript the bounds are those of the range in the URL.
 */
export function DateRangeFields({
  labels,
  from,
  to,
}: {
  labels: { from: string; to: string };
  /** The range as the URL has it ('' when not set). */
  from: string;
  to: string;
}) {
  const [range, setRange] = useState({ from, to });
  return (
    <>
      <InputField
        label={labels.from}
        name="from"
        type="date"
        defaultValue={from}
        max={range.to || undefined}
        onChange={(event) => setRange({ ...range, from: event.target.value })}
      />
      <InputField
        label={labels.to}
        name="to"
        type="date"
        defaultValue={to}
        min={range.from || undefined}
        onChange={(event) => setRange({ ...range, to: event.target.value })}
      />
    </>
  );
}
