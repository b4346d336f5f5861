import { context, trace, type SpanContext } from '@opentelemetry/api';

/** The request's span context, when tracing gave it one (never the all-zero invalid one). */
function activeSpanContext(): SpanContext | undefined {
  const span = trace.getSpan(context.active());
  const spanContext = span?.spanContext();
  return spanContext && trace.isSpanContextValid(spanContext) ? spanContext : undefined;
}

/**
 * pino's `mixin`: every line written while a request is handled carries its
 * trace (`trace_id`, `span_id`, `trace_flags`, OpenTelemetry's names for
 * them), so a trace finds its log lines and a log line its trace. Lines
 * outside a request (start-up, jobs) carry none.
 */
export function traceLogFields(): Record<string, string> {
  const spanContext = activeSpanContext();
  if (!spanContext) return {};
  return {
    trace_id: spanContext.traceId,
    span_id: spanContext.spanId,
    trace_flags: `0${spanContext.traceFlags.toString(16)}`.slice(-2),
  };
}

/** How many hex digits of the trace id an error page shows: enough to be unique in any log, short enough to read out. */
export const ERROR_REFERENCE_LENGTH = 12;

/**
 * The short reference an error page (or a 5xx answer) shows a visitor: the
 * start of the request's trace id. The log lines hold the whole trace id, so
 * `grep <reference>` finds them, and the trace is found by it too. Undefined
 * where the request has no trace (tracing switched off with OTEL_SDK_DISABLED).
 */
export function errorReference(): string | undefined {
  return activeSpanContext()?.traceId.slice(0, ERROR_REFERENCE_LENGTH);
}
