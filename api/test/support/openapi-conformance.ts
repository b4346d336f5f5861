import fc from 'fast-check';
import type { Test } from 'supertest';
import type request from 'supertest';
import { apiErrorSchema } from 'contracts';
import { toOpenApiPath } from '../../src/web/openapi';
import {
  allowedValue,
  allows,
  allowsParameter,
  forbiddenObject,
  forbiddenParam,
  parametersSchema,
  type JsonSchema,
} from './json-schema-arbitrary';
import { propertyRuns } from './property-runs';

/*
 * DESIGN.md §10 / issue 16: the OpenAPI document says exactly what the API
 * accepts. Requests are drawn from /api/openapi.json's own schemas (the served
 * document, not the zod schemas behind it) in both directions: no request the
 * document allows is refused, and no request it forbids is accepted — never a
 * 5xx. One describe block per operation, for any route table.
 */

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

interface DrawnRequest {
  params: Record<string, string>;
  query: [string, string][];
  body?: unknown;
  contentType?: string;
}

/** Path values of records that exist (from a route's example request), by parameter name. */
export type KnownParams = Record<string, string>;

/** The records an example URL names, for a route path such as `/api/x/:id`. */
export function knownParamsOf(routePath: string, exampleUrl: string): KnownParams {
  const example = new URL(exampleUrl, 'http://api').pathname.split('/');
  return Object.fromEntries(
    routePath
      .split('/')
      .flatMap((segment, i) =>
        segment.startsWith(':') ? [[segment.slice(1), decodeURIComponent(example[i] ?? '')]] : [],
      ),
  );
}

const paramsIn = (op: Operation, where: 'path' | 'query') =>
  (op.parameters ?? []).filter((p) => p.in === where);
const bodySchema = (op: Operation) => op.requestBody?.content['application/json']?.schema;
const hasInput = (op: Operation) => (op.parameters ?? []).length > 0 || Boolean(bodySchema(op));
/**
 * Of the given statuses, those the operation documents. They answer about the
 * records, not the request: 404 (a well-formed id nobody has) and 409 (a
 * version edited meanwhile, a key taken, a state that does not allow the change).
 */
const documentedOf = (op: Operation, statuses: number[]) =>
  statuses.filter((status) => Boolean(op.responses[String(status)]));

/** Query parameters the document does not name: a client may send them, the API ignores them. */
const unknownQuery = fc.array(
  fc.tuple(fc.constantFrom('utm_source', 'ref', 'page'), fc.string({ maxLength: 12 })),
  { maxLength: 2 },
);

function allowedRequest(op: Operation, known: KnownParams): fc.Arbitrary<DrawnRequest> {
  const params = Object.fromEntries(
    paramsIn(op, 'path').map((p) => {
      const drawn = allowedValue(p.schema ?? {}).map(String);
      const record = known[p.name];
      return [p.name, record === undefined ? drawn : fc.oneof(fc.constant(record), drawn)];
    }),
  );
  const query = paramsIn(op, 'query').map((p) => {
    const value = allowedValue(p.schema ?? {}).map(
      (v) => [[p.name, String(v)]] as [string, string][],
    );
    return p.required ? value : fc.oneof(value, fc.constant([] as [string, string][]));
  });
  const body = bodySchema(op);
  return fc.record({
    params: fc.record(params),
    query: fc
      .tuple(fc.tuple(...query), unknownQuery)
      .map(([named, extra]) => [...named.flat(), ...extra]),
    ...(body ? { body: allowedValue(body) } : {}),
  });
}

/** Exactly one part of an allowed request broken so that the document forbids it. */
function forbiddenRequest(
  op: Operation,
  known: KnownParams,
): fc.Arbitrary<DrawnRequest> | undefined {
  const allowed = allowedRequest(op, known);
  const breaks: fc.Arbitrary<DrawnRequest>[] = [];
  for (const p of paramsIn(op, 'path')) {
    // '', '.' and '..' do not reach this operation at all: they are other paths.
    const record = known[p.name];
    const value = forbiddenParam(p.schema ?? {}, record === undefined ? [] : [record]).filter(
      (v) => !['', '.', '..'].includes(v),
    );
    breaks.push(
      fc.tuple(allowed, value).map(([r, v]) => ({ ...r, params: { ...r.params, [p.name]: v } })),
    );
  }
  for (const p of paramsIn(op, 'query')) {
    const without = (r: DrawnRequest) => r.query.filter(([name]) => name !== p.name);
    const values = fc.oneof(
      forbiddenParam(p.schema ?? {}).map((v) => [v]),
      // Repeated: an array, where the document names one string.
      fc
        .tuple(allowedValue(p.schema ?? {}), allowedValue(p.schema ?? {}))
        .map((pair) => pair.map(String)),
    );
    breaks.push(
      fc.tuple(allowed, values).map(([r, vs]) => ({
        ...r,
        query: [...without(r), ...vs.map((v) => [p.name, v] as [string, string])],
      })),
    );
    if (p.required) breaks.push(allowed.map((r) => ({ ...r, query: without(r) })));
  }
  const body = bodySchema(op);
  if (body) {
    breaks.push(fc.tuple(allowed, forbiddenObject(body)).map(([r, b]) => ({ ...r, body: b })));
    // The document accepts application/json only.
    breaks.push(
      fc
        .tuple(
          allowed,
          fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml'),
        )
        .map(([r, contentType]) => ({ ...r, contentType })),
    );
  }
  return breaks.length > 0 ? fc.oneof(...breaks) : undefined;
}

const parameterSchemas = new WeakMap<Operation, { path: JsonSchema; query: JsonSchema }>();
function parameterSchemasOf(op: Operation) {
  let schemas = parameterSchemas.get(op);
  if (!schemas) {
    schemas = {
      path: parametersSchema(paramsIn(op, 'path')),
      query: parametersSchema(paramsIn(op, 'query')),
    };
    parameterSchemas.set(op, schemas);
  }
  return schemas;
}

/** The request's path, query and body as the document describes them, checked by Ajv. */
function documentAllows(op: Operation, drawn: DrawnRequest): boolean {
  if (drawn.contentType) return false;
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of drawn.query) {
    const previous = query[name];
    query[name] = previous === undefined ? value : [previous, value].flat();
  }
  const body = bodySchema(op);
  return (
    allowsParameter(parameterSchemasOf(op).path, drawn.params) &&
    allowsParameter(parameterSchemasOf(op).query, query) &&
    (!body || allows(body, drawn.body))
  );
}

/** A client: a GET or a POST to a URL (the public API's server, or a signed-in browser). */
export type Client = (method: 'get' | 'post', url: string) => Test;

function send(client: Client, method: string, openApiPath: string, drawn: DrawnRequest) {
  const path = openApiPath.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(drawn.params[name] ?? ''),
  );
  // Built by hand: repeated names stay repeated (superagent's .query() would write name[0]=).
  const query = new URLSearchParams(drawn.query).toString();
  const url = query ? `${path}?${query}` : path;
  if (method === 'get') return client('get', url);
  return client('post', url)
    .set('Content-Type', drawn.contentType ?? 'application/json')
    .send(JSON.stringify(drawn.body));
}

function expectDocumentedAnswer(doc: OpenApiDocument, op: Operation, res: request.Response) {
  expect(res.status).toBeLessThan(500);
  const documented = op.responses[String(res.status)];
  expect(documented).toBeDefined();
  // Documented without content (a 204): none sent.
  if (documented && !documented.content) {
    expect(res.headers['content-type']).toBeUndefined();
    return;
  }
  // JSON, unless the document names another media type for this answer (an image, a CSV).
  const mediaType = Object.keys(documented?.content ?? {})[0] ?? 'application/json';
  expect(res.headers['content-type']?.split(';')[0]).toBe(mediaType);
  const raw = documented?.content?.['application/json']?.schema;
  // `{ $ref: '#/components/schemas/X' }` → the schema, so Ajv gets self-contained schemas.
  const schema =
    raw && typeof raw.$ref === 'string'
      ? (doc.components.schemas[raw.$ref.replace('#/components/schemas/', '')] ?? {})
      : raw;
  if (schema) expect(allows(schema, res.body)).toBe(true);
  if (res.status >= 400) apiErrorSchema.parse(res.body);
}

export interface ConformanceRoute {
  method: 'get' | 'post';
  path: string;
}

export interface ConformanceOptions<R extends ConformanceRoute> {
  routes: readonly R[];
  /** The served document (read in a beforeAll). */
  document: () => OpenApiDocument;
  client: () => Client;
  /** Records that exist for a route's path parameters. */
  known: (route: R) => KnownParams | Promise<KnownParams>;
  runs: number;
  figures: string[];
}

/** Drawn requests per operation: `OPENAPI_RUNS`, else as every property-based test (property-runs.ts). */
export function conformanceRuns(): number {
  if (process.env.OPENAPI_RUNS) return Number(process.env.OPENAPI_RUNS);
  return propertyRuns();
}

/** Both directions for every route, one describe block per operation. */
export function describeConformance<R extends ConformanceRoute>(options: ConformanceOptions<R>) {
  const { routes, document, client, known, runs: RUNS, figures } = options;
  const operations = routes.map((route) => ({
    key: `${route.method.toUpperCase()} ${toOpenApiPath(route.path)}`,
    route,
    method: route.method,
    path: toOpenApiPath(route.path),
  }));

  describe.each(operations)('$key', ({ key, route, method, path }) => {
    const operation = () => {
      const op = document().paths[path]?.[method];
      if (!op) throw new Error(`${key} is not in /api/openapi.json`);
      return op;
    };

    it('no request the document allows is refused', async () => {
      const op = operation();
      const records = await known(route);
      const started = performance.now();
      const runs = hasInput(op) ? RUNS : Math.ceil(RUNS / 10);
      await fc.assert(
        fc.asyncProperty(allowedRequest(op, records), async (drawn) => {
          expect(documentAllows(op, drawn)).toBe(true);
          const res = await send(client(), method, path, drawn);
          const ok = res.status < 300 || documentedOf(op, [404, 409]).includes(res.status);
          expect([res.status, res.body, ok]).toEqual([res.status, res.body, true]);
          expectDocumentedAnswer(document(), op, res);
        }),
        { numRuns: runs },
      );
      figures.push(`${key} allowed: ${runs} in ${Math.round(performance.now() - started)} ms`);
    });

    it('no request the document forbids is accepted', async () => {
      const op = operation();
      const forbidden = forbiddenRequest(op, await known(route));
      if (!forbidden) {
        // Nothing to break: the operation takes no input the document constrains.
        expect(hasInput(op)).toBe(false);
        return;
      }
      const started = performance.now();
      await fc.assert(
        fc.asyncProperty(forbidden, async (drawn) => {
          expect(documentAllows(op, drawn)).toBe(false);
          const res = await send(client(), method, path, drawn);
          const refused = [400, 413, 415, ...documentedOf(op, [404])];
          expect([res.status, res.body, refused.includes(res.status)]).toEqual([
            res.status,
            res.body,
            true,
          ]);
          expectDocumentedAnswer(document(), op, res);
        }),
        { numRuns: RUNS },
      );
      figures.push(`${key} forbidden: ${RUNS} in ${Math.round(performance.now() - started)} ms`);
    });
  });
}
