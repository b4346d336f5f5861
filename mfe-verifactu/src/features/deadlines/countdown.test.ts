import { OBLIGATION_DATES, SPAIN_TIME_ZONE } from '../../content/obligationDates';
import { countdownParts, startOfDayInZone, zoneOffsetMs } from './countdown';

const HOUR = 3_600_000;

describe('start of a deadline day in Madrid', () => {
  it('is 23:00 UTC the day before in winter (CET, UTC+1)', () => {
    expect(
      new Date(startOfDayInZone(OBLIGATION_DATES.corporate, SPAIN_TIME_ZONE)).toISOString(),
    ).toBe('2026-12-31T23:00:00.000Z');
  });

  it('is 22:00 UTC the day before in summer (CEST, UTC+2)', () => {
    expect(
      new Date(startOfDayInZone(OBLIGATION_DATES.everyoneElse, SPAIN_TIME_ZONE)).toISOString(),
    ).toBe('2027-06-30T22:00:00.000Z');
  });

  it('handles the days the clocks change', () => {
    // 28 March 2027: clocks go forward at 02:00; midnight is still CET.
    expect(new Date(startOfDayInZone('2027-03-28', SPAIN_TIME_ZONE)).toISOString()).toBe(
      '2027-03-27T23:00:00.000Z',
    );
    expect(new Date(startOfDayInZone('2027-03-29', SPAIN_TIME_ZONE)).toISOString()).toBe(
      '2027-03-28T22:00:00.000Z',
    );
    // 31 October 2027: clocks go back at 03:00; midnight is still CEST.
    expect(new Date(startOfDayInZone('2027-10-31', SPAIN_TIME_ZONE)).toISOString()).toBe(
      '2027-10-30T22:00:00.000Z',
    );
  });

  it('works for zones on both sides of UTC', () => {
    expect(new Date(startOfDayInZone('2027-01-01', 'America/New_York')).toISOString()).toBe(
      '2027-01-01T05:00:00.000Z',
    );
    expect(new Date(startOfDayInZone('2027-01-01', 'Asia/Tokyo')).toISOString()).toBe(
      '2026-12-31T15:00:00.000Z',
    );
    expect(zoneOffsetMs(Date.parse('2027-07-01T12:00:00Z'), SPAIN_TIME_ZONE)).toBe(2 * HOUR);
  });
});

describe('countdown parts', () => {
  const target = Date.parse('2026-12-31T23:00:00Z'); // 1 January 2027, 00:00 in Madrid

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = target - (40 * 24 * HOUR + 5 * HOUR + 6 * 60_000 + 7_000 + 999);
    expect(countdownParts(target, now)).toEqual({
      days: 40,
      hours: 5,
      minutes: 6,
      seconds: 7,
      reached: false,
    });
  });

  it('counts 24-hour days across a DST change (elapsed time, not calendar days)', () => {
    const summerTarget = Date.parse('2027-06-30T22:00:00Z'); // 1 July, 00:00 in Madrid
    const winterNow = Date.parse('2027-03-01T23:00:00Z'); // 2 March, 00:00 in Madrid
    // 121 calendar days, but one hour less of real time: the spring-forward night.
    expect(countdownParts(summerTarget, winterNow)).toEqual({
      days: 120,
      hours: 23,
      minutes: 0,
      seconds: 0,
      reached: false,
    });
  });

  it('shows the same countdown whatever the visitor’s own time zone', () => {
    const now = Date.parse('2026-11-22T07:41:05Z');
    const original = process.env.TZ;
    try {
      const seen = ['Europe/Madrid', 'America/Los_Angeles', 'Asia/Kolkata', 'UTC'].map((zone) => {
        process.env.TZ = zone;
        return countdownParts(startOfDayInZone(OBLIGATION_DATES.corporate, SPAIN_TIME_ZONE), now);
      });
      expect(new Set(seen.map((parts) => JSON.stringify(parts))).size).toBe(1);
      expect(seen[0]).toEqual({ days: 39, hours: 15, minutes: 18, seconds: 55, reached: false });
    } finally {
      process.env.TZ = original;
    }
  });

  it('is reached at the deadline and stays at zero after it', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, reached: true };
    expect(countdownParts(target, target)).toEqual(zero);
    expect(countdownParts(target, target + 5 * HOUR)).toEqual(zero);
    expect(countdownParts(target, target - 1000).reached).toBe(false);
  });
});
