import request from 'supertest';
import { validationMessages } from 'contracts';
import { toOpenApiPath } from '../src/web/openapi';
import { setupTestApp } from './support/app';

const ctx = setupTestApp();

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every `METHOD path` Express really answers, read from the router stack (not the table). */
function expressRoutes(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      return Object.entries(layer.route.methods)
        .filter(([method, on]) => on && method !== '_all')
        .map(([method]) => `${method} ${layer.route?.path}`);
    }
    return layer.handle?.stack ? expressRoutes(layer.handle.stack) : [];
  });
}

type Operation = {
  responses?: Record<
    string,
    { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }
  >;
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
};
type JsonSchema = {
  type?: string;
  enum?: string[];
  format?: string;
  pattern?: string;
  allOf?: JsonSchema[];
  maxLength?: number;
  minLength?: number;
  description?: string;
  properties?: Record<string, JsonSchema>;
  [keyword: string]: unknown;
};
type Doc = {
  openapi: string;
  info: { title: string; version: string; description: string };
  components: { responses: Record<string, { headers?: Record<string, unknown> }> };
  paths: Record<string, Record<string, Operation>>;
};

describe('GET /api/openapi.json', () => {
  let doc: Doc;
  beforeAll(async () => {
    const res = await request(ctx.app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/json');
    doc = res.body;
  });

  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toEqual(expect.objectContaining({ title: expect.any(String) }));
    expect(Object.keys(doc.paths).length).toBeGreaterThan(10);
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).not.toMatch(/:/);
      for (const op of Object.values(item)) {
        expect(Object.keys(op.responses ?? {}).length).toBeGreaterThan(0);
        // Path parameters are declared for every `{name}` in the path.
        const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared.sort()).toEqual(names.sort());
      }
    }
  });

  it('documents every route Express serves, with its method (none undocumented)', () => {
    const app = ctx.app as unknown as { router: { stack: Layer[] } };
    const served = expressRoutes(app.router.stack);
    expect(served.length).toBeGreaterThan(10);
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(served.map((r) => r.replace(/ .*/, (p) => toOpenApiPath(p))).sort()).toEqual(
      documented.sort(),
    );
    for (const route of ['get /healthz', 'get /readyz', 'post /api/payment-leads']) {
      expect(documented).toContain(route);
    }
  });

  it('describes errors with the API error shape', () => {
    const lead = doc.paths['/api/payment-leads']?.post;
    for (const status of ['400', '413', '415', '429', '500', '503']) {
      expect(lead?.responses?.[status]?.content?.['application/json']?.schema).toEqual({
        $ref: '#/components/schemas/ApiError',
      });
    }
    expect(doc).toHaveProperty('components.schemas.ApiError.required', ['message']);
    expect(doc.paths['/api/ebooks/{id}']?.get?.responses).toHaveProperty('404');
  });

  it('generates request schemas from the validating zod schemas, German messages included', () => {
    const body = doc.paths['/api/payment-leads']?.post?.requestBody?.content['application/json']
      ?.schema as { properties: Record<string, Record<string, unknown>>; required: string[] };
    // visitorId only with Statistik consent (issue 17): optional.
    expect(body.required.sort()).toEqual(['email', 'provider']);
    expect(body.properties.visitorId).toMatchObject({ format: 'uuid' });
    expect(body.properties.provider).toMatchObject({
      enum: ['mollie', 'adyen'],
      'x-error-messages': [validationMessages.invalidProvider],
    });
    expect(body.properties.interestLevel).toMatchObject({ default: 'high' });
    expect(JSON.stringify(body.properties.email)).toContain(validationMessages.invalidEmail);

    const feedback = doc.paths['/api/feedback']?.post?.requestBody?.content['application/json']
      ?.schema as { properties: Record<string, Record<string, unknown>> };
    expect(feedback.properties.feedbackText).toMatchObject({
      minLength: 10,
      'x-error-messages': expect.arrayContaining([validationMessages.feedbackTooShort]),
    });

    const faqs = doc.paths['/api/faqs']?.get?.parameters ?? [];
    expect(faqs.map((p) => `${p.in}:${p.name}`).sort()).toEqual([
      'query:category',
      'query:country',
      'query:language',
    ]);
  });

  /** The request schemas of every operation: body properties, path and query parameters. */
  function requestSchemas(): [string, JsonSchema][] {
    return Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) => [
        ...(op.parameters ?? []).map(
          (p) => [`${method} ${path} ${p.in}:${p.name}`, p.schema ?? {}] as [string, JsonSchema],
        ),
        ...Object.entries(
          (op.requestBody?.content['application/json']?.schema as JsonSchema | undefined)
            ?.properties ?? {},
        ).map(
          ([name, schema]) => [`${method} ${path} body:${name}`, schema] as [string, JsonSchema],
        ),
      ]),
    );
  }
  const patternsOf = (schema: JsonSchema) =>
    [schema.pattern, ...(schema.allOf ?? []).map((s) => s.pattern)]
      .filter((p): p is string => typeof p === 'string')
      .map((p) => new RegExp(p, 'u'));

  it('bounds every string a client sends: an enum, or a maxLength and patterns refusing control characters', () => {
    const strings = requestSchemas().filter(([, schema]) => schema.type === 'string');
    expect(strings.length).toBeGreaterThan(20);
    for (const [where, schema] of strings) {
      if (schema.enum) continue;
      const patterns = patternsOf(schema);
      const bounded =
        typeof schema.maxLength === 'number' || patterns.some((p) => p.source.endsWith('$'));
      expect([where, bounded]).toEqual([where, true]);
      // A NUL, an escape or a lone surrogate in the middle of any value is refused by the document.
      for (const bad of ['\u0000', '\u001B', '\uD800']) {
        expect([where, bad, patterns.every((p) => p.test(`a${bad}b`))]).toEqual([
          where,
          bad,
          false,
        ]);
      }
    }
  });

  it('declares formats, enums, lengths and trimming where the API checks them', () => {
    const body = (path: string) =>
      doc.paths[path]?.post?.requestBody?.content['application/json']?.schema as JsonSchema;
    for (const path of ['/api/email/capture', '/api/payment-leads']) {
      expect(body(path).properties?.email).toMatchObject({
        maxLength: 320,
        anyOf: [{ format: 'email' }, { pattern: '^\\s|\\s$' }],
      });
      expect(body(path).properties?.email?.description).toMatch(/Leerraum .* entfernt/);
      expect(body(path).properties?.visitorId).toMatchObject({ format: 'uuid' });
    }
    expect(body('/api/track/download').properties?.ebookId).toMatchObject({ format: 'uuid' });
    expect(body('/api/track/download').properties?.deviceType?.enum).toEqual([
      'mobile',
      'tablet',
      'desktop',
    ]);
    expect(body('/api/feedback').properties?.feedbackText).toMatchObject({
      minLength: 10,
      maxLength: 5000,
      'x-min-visible-characters': 10,
    });
    expect(body('/api/track/pageview').properties?.url?.description).toMatch(
      /Leerraum am Anfang und Ende wird entfernt/,
    );

    const param = (path: string, name: string) =>
      doc.paths[path]?.get?.parameters?.find((p) => p.name === name);
    expect(param('/api/products/brand/{brand}', 'brand')?.schema?.enum).toEqual([
      'hellomarketing',
      'hellocash',
    ]);
    expect(param('/api/ebooks/{id}', 'id')?.schema).toMatchObject({ format: 'uuid' });
    // `?country=` is allowed by the document and by the API (no filter).
    const country = param('/api/ebooks', 'country');
    expect(country?.required).toBe(false);
    const [countryPattern] = patternsOf(country?.schema ?? {});
    for (const value of ['', 'DE', 'es', 'Fr']) expect(countryPattern?.test(value)).toBe(true);
    for (const value of [' DE', 'IT', 'DEU']) expect(countryPattern?.test(value)).toBe(false);
    const category = param('/api/stats/downloads', 'category');
    expect(category).toMatchObject({ required: true, schema: { maxLength: 64, minLength: 1 } });
    expect(category?.schema?.['x-error-messages']).toEqual(
      expect.arrayContaining([
        'Parameter category fehlt',
        'Parameter category ist zu lang (höchstens 64 Zeichen)',
      ]),
    );
  });

  it('documents the 405 of a wrong method and the rules no keyword states', () => {
    expect(doc.info.description).toMatch(/405 mit `Allow`-Header/);
    expect(doc.info.description).toMatch(/x-min-visible-characters/);
    expect(doc.info.description).toMatch(/Unicode-Codepunkte/);
    expect(doc.components.responses.MethodNotAllowed?.headers).toHaveProperty('Allow');
  });

  it('documents the cache validators of cached reads and Retry-After of 429', () => {
    const ebooks = doc.paths['/api/ebooks']?.get?.responses ?? {};
    expect(Object.keys(ebooks['200']?.headers ?? {}).sort()).toEqual(['Cache-Control', 'ETag']);
    expect(ebooks).toHaveProperty('304');
    expect(doc.paths['/api/payment-leads']?.post?.responses?.['429']?.headers).toHaveProperty(
      'Retry-After',
    );
    // The readiness probe is documented, and never cached: its 200 names no cache headers.
    const ready = doc.paths['/readyz']?.get?.responses;
    expect(ready).toHaveProperty('200');
    expect(ready?.['200']?.headers).toBeUndefined();
  });
});

describe('the console in the OpenAPI document', () => {
  let doc: Doc & { components: { securitySchemes?: Record<string, unknown> } };
  beforeAll(async () => {
    doc = (await request(ctx.app).get('/api/openapi.json')).body;
  });
  type ConsoleOperation = Operation & { security?: unknown; 'x-roles'?: string[] };
  const op = (path: string, method: string) => doc.paths[path]?.[method] as ConsoleOperation;

  it('documents every console route with its roles, the session cookie and 401/403', async () => {
    const { adminRouteTable } = await import('../src/web/admin/routes');
    for (const route of adminRouteTable) {
      const operation = op(toOpenApiPath(route.path), route.method);
      expect(operation).toBeDefined();
      expect(Object.keys(operation.responses ?? {})).toContain('401');
      if (route.roles === 'anyone') continue;
      expect(operation.security).toEqual([{ staffSession: [] }]);
      expect(operation['x-roles']).toEqual(route.roles);
      expect(Object.keys(operation.responses ?? {})).toContain('403');
    }
    expect(doc.components.securitySchemes?.staffSession).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
    });
    expect(op('/api/admin/sign-in', 'post').responses).toHaveProperty('429');
    expect(op('/api/admin/users', 'post').responses).toHaveProperty('409');
  });

  it('generates console schemas from the contracts: filters, messages, the CSV answer', () => {
    const leads = op('/api/admin/leads', 'get').parameters ?? [];
    expect(leads.map((p) => p.name).sort()).toEqual(
      [
        'assignee',
        'country',
        'cursor',
        'from',
        'interest',
        'limit',
        'newsletter',
        'order',
        'provider',
        'q',
        'sort',
        'status',
        'to',
        'type',
      ].sort(),
    );
    expect(op('/api/admin/leads/export.csv', 'get').responses?.['200']?.content).toHaveProperty(
      'text/csv',
    );
    const createUser = op('/api/admin/users', 'post').requestBody?.content['application/json']
      ?.schema;
    expect(JSON.stringify(createUser)).toContain('Passwort muss mindestens 12 Zeichen lang sein');
    expect(op('/api/admin/users/{id}/role', 'post').parameters?.map((p) => p.name)).toEqual(['id']);
  });
});
