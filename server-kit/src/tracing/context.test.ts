/** @jest-environment node */
import { trace } from '@opentelemetry/api';
import { errorReference, traceLogFields } from './context';
import { startTracing } from './start';

// As the servers run without a collector: nothing exported, ids all the same.
delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
delete process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
const tracing = startTracing({
  serviceName: 'test',
  instrumentations: [],
  routeOf: () => undefined,
  ignore: () => false,
});
afterAll(() => tracing.shutdown());

test('without an exporter a request still has a trace id: its log fields and its reference', () => {
  trace.getTracer('test').startActiveSpan('request', (span) => {
    const { traceId, spanId } = span.spanContext();
    // Unsampled (nothing is recorded for no one), yet a real trace id.
    expect(span.isRecording()).toBe(false);
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(traceId).not.toBe('0'.repeat(32));
    expect(traceLogFields()).toEqual({ trace_id: traceId, span_id: spanId, trace_flags: '00' });
    expect(errorReference()).toBe(traceId.slice(0, 12));
    span.end();
  });
});

test('outside a request: no fields, no reference', () => {
  expect(traceLogFields()).toEqual({});
  expect(errorReference()).toBeUndefined();
});
