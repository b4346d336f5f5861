import pino, { type Logger } from 'pino';
import { traceLogFields } from 'server-kit/trace-context';

/**
 * The shell server's log lines about a request (a failed page, a section
 * unavailable), as JSON like the API's: each carries the request's
 * trace_id, which the error page's reference (its first digits) finds.
 * Quiet under jest unless LOG_LEVEL says otherwise.
 */
export function createShellLogger(env: NodeJS.ProcessEnv = process.env): Logger {
  const level = env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info');
  if (level === 'silent') return pino({ level });
  return pino({ level, base: { service: 'shell' }, mixin: traceLogFields });
}

/** The one logger of the process. */
export const shellLogger: Logger = createShellLogger();
