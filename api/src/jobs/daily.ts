import type { Logger } from 'pino';

export interface DailyJobOptions {
  /** The first run, after start (default one minute: the start itself stays quick). */
  firstRunAfterMs?: number;
  /** Between runs (default 24 hours). */
  intervalMs?: number;
}

/**
 * Runs `task` shortly after start and then every day, in this process. A
 * failure is logged and the next run comes as planned. The timers do not
 * keep the process alive; `stop()` ends them (graceful shutdown).
 */
export function scheduleDaily(
  name: string,
  task: () => Promise<unknown>,
  logger: Logger,
  { firstRunAfterMs = 60_000, intervalMs = 24 * 60 * 60_000 }: DailyJobOptions = {},
): { stop: () => void } {
  let interval: NodeJS.Timeout | undefined;
  const run = () => {
    task().catch((err: unknown) => logger.error({ err, job: name }, `${name} failed`));
  };
  const first = setTimeout(() => {
    run();
    interval = setInterval(run, intervalMs);
    interval.unref();
  }, firstRunAfterMs);
  first.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(interval);
    },
  };
}

/** From `now` to the next midnight UTC (the cookieless salt's day ends there). */
export function msUntilNextUtcDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return next - now.getTime();
}
