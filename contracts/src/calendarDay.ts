import { z } from 'zod';

/** Is 'YYYY-MM-DD' a day of the calendar (2026-02-30 is not; it is not rolled over)? */
const isCalendarDay = (value: string) => {
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
};

/**
 * A day of the calendar, 'YYYY-MM-DD', years 1000 to 9999 (what both
 * databases' DATE holds). The OpenAPI document says `format: date` with the
 * pattern, which together state exactly this rule: a request the document
 * allows is never refused for its date.
 */
export const calendarDaySchema = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{3}-\d{2}-\d{2}$/, message)
    .refine(isCalendarDay, message)
    .meta({ format: 'date' });
