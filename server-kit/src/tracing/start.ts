import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Span } from '@opentelemetry/api';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { AlwaysOffSampler, NoopSpanProcessor } from '@opentelemetry/sdk-trace-base';

type SdkOptions = NonNullable<ConstructorParameters<typeof NodeSDK>[0]>;

export interface TracingOptions {
  /** OTEL_SERVICE_NAME, unless that is set. */
  serviceName: string;
  /** The server's own instrumentations besides HTTP's (the database's, fetch's). */
  instrumentations: SdkOptions['instrumentations'];
  /** The route template that answered (`/api/ebooks/:id`), or undefined: never the path asked for. */
  routeOf: (req: IncomingMessage, res: ServerResponse) => string | undefined;
  /** Requests not worth a trace (health checks, build files): no span, no cost. */
  ignore: (path: string) => boolean;
}

/**
 * OTLP goes out only where a collector was named (OTEL_EXPORTER_OTLP_ENDPOINT,
 * or its traces-only variant); the protocol is OpenTelemetry's default,
 * http/protobuf (OTEL_EXPORTER_OTLP_PROTOCOL may choose another).
 */
export function exportsTraces(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(
    env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim(),
  );
}

/**
 * The server span's name and `http.route` from the server's own route table:
 * the same template the request metrics use, set just before the span ends.
 *
 * This is the handler's span. OpenTelemetry's Express instrumentation is not
 * used: on Express 5 it names its spans by the wrong layer path (every
 * request handler `/`, open-telemetry/opentelemetry-js-contrib#3191) and
 * adds a span per handler that says no more than this one.
 */
function nameServerSpan(routeOf: TracingOptions['routeOf']) {
  return (span: Span, request: unknown, response: unknown) => {
    const req = request as IncomingMessage;
    const route = routeOf(req, response as ServerResponse);
    if (!route) return;
    span.setAttribute('http.route', route);
    span.updateName(`${req.method ?? 'GET'} ${route}`);
  };
}

/**
 * Starts OpenTelemetry's Node SDK: one trace per request, its server span
 * named by the route that answered, and the spans of what the server adds
 * (database queries, outgoing fetches); the W3C `traceparent` of a request is
 * honoured and passed on with the server's own HTTP calls.
 *
 * Without a collector nothing is exported, yet every request still gets a
 * trace id (for the log lines and the error pages' reference): a tracer
 * provider is registered whose sampler records nothing (AlwaysOff). The SDK
 * generates the ids before it samples, so an unsampled span has real ones
 * and passes them on, while the instrumentations skip their attribute work
 * for it. Recording spans only to drop them would cost for nothing.
 *
 * Must run before the server's modules load: the instrumentations patch
 * `http` and `knex` as they are required. OTEL_SDK_DISABLED=true
 * switches all of it off (then no trace ids either).
 */
export function startTracing(options: TracingOptions): { shutdown: () => Promise<void> } {
  const exporting = exportsTraces();
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME?.trim() || options.serviceName,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => options.ignore(pathOf(req.url)),
        applyCustomAttributesOnSpan: nameServerSpan(options.routeOf),
      }),
      ...(options.instrumentations ?? []),
    ],
    // Exporting: the processors OTEL_TRACES_EXPORTER and OTEL_EXPORTER_OTLP_* describe (batched OTLP by
    // default), and OTEL_TRACES_SAMPLER's sampler (parent-based, always on by default).
    ...(exporting
      ? {}
      : { spanProcessors: [new NoopSpanProcessor()], sampler: new AlwaysOffSampler() }),
    // prom-client has the metrics, pino the logs: the SDK sets up neither (its defaults would export them).
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}

/** The path of a request's URL, without its query. */
function pathOf(url: string | undefined): string {
  const path = url ?? '/';
  const query = path.indexOf('?');
  return query === -1 ? path : path.slice(0, query);
}
