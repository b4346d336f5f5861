/**
 * Countdown arithmetic, independent of the visitor's own time zone: the target
 * is a civil date's midnight in a named zone, the rest is plain milliseconds.
 */
const SECOND = 1000;
import { dateTimeFormat } from 'shared-ui';
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How far the zone's wall clock is ahead of UTC at an instant (ms; +1 h in Madrid in winter). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  const wallClockAsUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wallClockAsUtc - Math.floor(instant / SECOND) * SECOND;
}

/** The instant a civil date (`YYYY-MM-DD`) begins in a time zone. */
export function startOfDayInZone(isoDate: string, timeZone: string): number {
  const midnightAsUtc = Date.parse(`${isoDate}T00:00:00Z`);
  const firstGuess = midnightAsUtc - zoneOffsetMs(midnightAsUtc, timeZone);
  // Near a DST switch the offset at the guess can differ from the offset at midnight.
  return midnightAsUtc - zoneOffsetMs(firstGuess, timeZone);
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The target instant has come: all parts are 0. */
  reached: boolean;
}

/** Whole days, hours, minutes and seconds from `now` until `target` (both epoch ms). */
export function countdownParts(target: number, now: number): CountdownParts {
  const left = Math.max(0, target - now);
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
    reached: left === 0,
  };
}
