/*
 * The editors' clock: a publication is scheduled in Europe/Berlin local time
 * (a datetime-local field, 'YYYY-MM-DDTHH:mm'), stored and compared in UTC.
 * Intl knows the zone's rules (summer time), so no table is kept here.
 */

export const EDITOR_TIME_ZONE = 'Europe/Berlin';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: EDITOR_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The zone's offset from UTC at that moment, in milliseconds. */
function offsetAt(moment: number): number {
  const parts = Object.fromEntries(
    zoneParts.formatToParts(new Date(moment)).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return asUtc - Math.floor(moment / 60_000) * 60_000;
}

/** A Berlin local time ('2026-11-29T14:05') as the moment it is; null: not such a time. */
export function berlinLocalToDate(local: string): Date | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== d) return null;
  // The offset at the guess, then again at the result: right on either side of a change.
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}

/** A moment as a Berlin local time, as a datetime-local field holds it. */
export function dateToBerlinLocal(date: Date): string {
  const local = new Date(date.getTime() + offsetAt(date.getTime()));
  return local.toISOString().slice(0, 16);
}
