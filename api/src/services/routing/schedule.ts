/** Retries after a failed attempt, as Svix schedules them: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const RETRY_SCHEDULE_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
];

/** An endpoint failing this long without a single success is switched off. */
export const DISABLE_FAILING_AFTER_MS = 5 * 24 * 3_600_000;

/** When the next attempt is due after `attempts` failed ones, or null: given up. */
export function nextAttemptAt(
  schedule: readonly number[],
  attempts: number,
  now: Date,
): Date | null {
  const wait = schedule[attempts - 1];
  return wait === undefined ? null : new Date(now.getTime() + wait);
}
