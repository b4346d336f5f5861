import pino, { type Logger } from 'pino';
import { traceLogFields } from 'server-kit/trace-context';

export type { Logger };

/**
 * The API never logs bodies; these paths are redacted anyway so an e-mail
 * address or cookie cannot slip into a log line through a future change.
 */
const redact = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.email',
  'email',
];

/**
 * Quiet under jest (NODE_ENV=test) unless LOG_LEVEL says otherwise. Lines go
 * to stdout asynchronously: under load they are written in batches instead of
 * one write per request; `flush()` before exiting (server.ts does). A line
 * written during a request carries its trace_id and span_id.
 */
export function createLogger(env: NodeJS.ProcessEnv = process.env): Logger {
  const level = env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info');
  if (level === 'silent') return pino({ level });
  return pino({ level, redact, mixin: traceLogFields }, pino.destination({ dest: 1, sync: false }));
}
