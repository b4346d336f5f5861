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
  parameters?: { name: string; in: string }[];
};
type Doc = {
  openapi: string;
  info: { title: string; version: string };
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
    expect(body.required.sort()).toEqual(['email', 'provider', 'visitorId']);
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

  it('documents the cache validators of cached reads and Retry-After of 429', () => {
    const ebooks = doc.paths['/api/ebooks']?.get?.responses ?? {};
    expect(Object.keys(ebooks['200']?.headers ?? {}).sort()).toEqual(['Cache-Control', 'ETag']);
    expect(ebooks).toHaveProperty('304');
    expect(doc.paths['/api/payment-leads']?.post?.responses?.['429']?.headers).toHaveProperty(
      'Retry-After',
    );
    expect(doc.paths['/readyz']?.get?.responses?.['200']?.headers).toBeUndefined();
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
        'country',
        'cursor',
        'from',
        'interest',
        'limit',
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
