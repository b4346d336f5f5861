import { z } from 'zod';
import {
  MIN_VISIBLE_KEYWORD,
  NOT_COMMON_PASSWORD_KEYWORD,
  NOT_CONTAINING_KEYWORD,
  apiErrorSchema,
} from 'contracts';
import type { RouteDef } from './route-def';

/** OpenAPI 3.1 operation objects are plain JSON; typed loosely on purpose. */
type JsonObject = Record<string, unknown>;

const errorDescriptions: Record<number, string> = {
  400: 'Ungültige Anfrage (Validierung; `fields` nennt die betroffenen Felder)',
  401: 'Nicht angemeldet (oder Anmeldedaten falsch)',
  403: 'Keine Berechtigung für diese Rolle, oder Schreibzugriff von fremder Herkunft',
  404: 'Nicht gefunden',
  409: 'Widerspricht dem aktuellen Stand (z. B. Benutzername vergeben, Link schon verwendet)',
  410: 'Nicht mehr gültig (z. B. abgelaufener Bestätigungslink)',
  413: 'Request-Body ist zu groß',
  415: 'Content-Type muss application/json sein (UTF-8; Content-Encoding gzip, deflate, br oder keines)',
  429: 'Zu viele Anfragen (mit Retry-After)',
  500: 'Interner Serverfehler',
  503: 'Datenbank vorübergehend nicht erreichbar',
};

/** Express `:param` → OpenAPI `{param}`. */
export const toOpenApiPath = (expressPath: string): string =>
  expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Zod's custom messages (type error and checks), so clients see the German texts too. */
function messagesOf(schema: z.core.$ZodType): string[] {
  const def = schema._zod.def as {
    error?: () => unknown;
    checks?: { _zod: { def: { error?: () => unknown } } }[];
  };
  const messages = [def.error?.(), ...(def.checks ?? []).map((check) => check._zod.def.error?.())];
  return [...new Set(messages.filter((m): m is string => typeof m === 'string'))];
}

/** JSON Schema 2020-12 (the dialect of OpenAPI 3.1) from a contract schema. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema: out }) => {
      const messages = messagesOf(zodSchema);
      if (messages.length > 0) (out as JsonObject)['x-error-messages'] = messages;
    },
  }) as JsonObject;
  return rest;
}

const errorRef = { $ref: '#/components/schemas/ApiError' };
const json = (schema: JsonObject) => ({ 'application/json': { schema } });

function parameters(route: RouteDef): JsonObject[] {
  const list: JsonObject[] = [];
  for (const [name, schema] of Object.entries(route.request?.params ?? {})) {
    list.push({ name, in: 'path', required: true, schema: jsonSchema(schema, 'input') });
  }
  if (route.request?.query) {
    const query = jsonSchema(route.request.query, 'input') as {
      properties?: Record<string, JsonObject>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      list.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
    }
  }
  for (const [where, object] of [
    ['header', route.request?.headers],
    ['cookie', route.request?.cookies],
  ] as const) {
    if (!object) continue;
    const fields = jsonSchema(object, 'input') as {
      properties?: Record<string, JsonObject>;
      required?: string[];
    };
    for (const [name, { description, ...schema }] of Object.entries(fields.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: fields.required?.includes(name) ?? false,
        ...(description ? { description } : {}),
        schema,
      });
    }
  }
  return list;
}

/** The error statuses a route can answer, besides the ones it declares itself. */
function errorStatuses(route: RouteDef): number[] {
  const statuses = new Set(route.errors ?? []);
  if (route.request?.body || route.request?.query || route.request?.headers) statuses.add(400);
  if (route.method === 'post') [400, 413, 415, 429].forEach((s) => statuses.add(s));
  if (route.usesDatabase !== false) statuses.add(503);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}

const header = (description: string) => ({ description, schema: { type: 'string' } });

/** Cached GET answers carry validators; a matching If-None-Match gets 304. */
function cachedResponseParts(route: RouteDef): { headers?: JsonObject; notModified?: JsonObject } {
  if (!route.cache) return {};
  return {
    headers: {
      ETag: header('Kennung dieser Antwort; mit If-None-Match gesendet → 304'),
      'Cache-Control':
        route.cache.browser === 'ttl'
          ? header('public, max-age=<TTL>: darf bis zur TTL wiederverwendet werden')
          : header('no-cache: vor jeder Wiederverwendung prüfen (ändert sich mit jedem Download)'),
    },
    notModified: { description: 'Unverändert seit dem gesendeten ETag (If-None-Match)' },
  };
}

function operation(route: RouteDef): JsonObject {
  const responses: JsonObject = {};
  const cached = cachedResponseParts(route);
  for (const [status, schema] of Object.entries(route.responses)) {
    responses[status] = {
      description: route.summary,
      ...(cached.headers ? { headers: cached.headers } : {}),
      // 204 No Content: no body to describe (the Web Vitals beacon's answer).
      ...(status === '204'
        ? {}
        : {
            content: route.produces
              ? { [route.produces]: { schema: jsonSchema(schema, 'output') } }
              : json(jsonSchema(schema, 'output')),
          }),
    };
  }
  if (cached.notModified) responses['304'] = cached.notModified;
  for (const status of errorStatuses(route)) {
    responses[String(status)] = {
      description: errorDescriptions[status] ?? 'Fehler',
      ...(status === 429
        ? { headers: { 'Retry-After': header('Sekunden bis zum nächsten Versuch') } }
        : {}),
      content: json(errorRef),
    };
  }
  const params = parameters(route);
  return {
    summary: route.summary,
    operationId: `${route.method}${toOpenApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ? c.toUpperCase() : ''))}`,
    ...(params.length > 0 ? { parameters: params } : {}),
    // Console routes: the session cookie, and which roles may call them.
    ...(Array.isArray(route.roles)
      ? { security: [{ staffSession: [] }], 'x-roles': route.roles }
      : {}),
    ...(route.request?.body
      ? {
          requestBody: {
            required: true,
            content: json(jsonSchema(route.request.body, 'input')),
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the route table: the schemas are the ones that validate. */
export function buildOpenApiDocument(table: readonly RouteDef[]): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const route of table) {
    const path = toOpenApiPath(route.path);
    (paths[path] ??= {})[route.method] = operation(route);
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'hello-site API',
      version: '1.0.0',
      description: [
        'Tracking, Inhalte und Leads. Fehler sind immer JSON `{ message, fields? }`; Texte auf Deutsch.',
        '',
        'Textregeln: `minLength`/`maxLength` zählen Unicode-Codepunkte des gesendeten Werts; ' +
          '`pattern` ist ein ECMAScript-Ausdruck mit `u`-Flag. ' +
          `\`${MIN_VISIBLE_KEYWORD}\` verlangt so viele sichtbare Zeichen (Graphem-Cluster mit ` +
          'mindestens einem Codepunkt, der nicht Leerraum, Steuer- oder Formatzeichen, einzelnes ' +
          'Surrogat, Default_Ignorable oder U+2800 ist). ' +
          `\`${NOT_CONTAINING_KEYWORD}\` { field, mustNotContain }: das erste Feld darf das zweite ` +
          '(getrimmt, ohne Groß-/Kleinschreibung) nicht enthalten. ' +
          `\`${NOT_COMMON_PASSWORD_KEYWORD}\` { list }: der Wert steht nicht (in Kleinbuchstaben) ` +
          'auf der genannten Liste verbreiteter Passwörter. Wo die Beschreibung es sagt, wird ' +
          'Leerraum am Anfang und Ende entfernt; gespeichert und geantwortet wird genau dieser Wert. ' +
          'Unbekannte Felder im Body und unbekannte Query-Parameter werden ignoriert.',
        '',
        'Eine Methode, die ein vorhandener Pfad nicht kennt, bekommt 405 mit `Allow`-Header und ' +
          '`{ message }` (`#/components/responses/MethodNotAllowed`), OPTIONS bekommt 204 mit `Allow`; ' +
          'ein unbekannter Pfad bekommt 404 `{ message }`.',
      ].join('\n'),
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiErrorSchema, 'output') },
      securitySchemes: {
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: '__Host-hello_console',
          description:
            'Sitzung nach POST /api/admin/sign-in (ohne HTTPS-Cookie-Einstellung: hello_console). Schreibzugriffe nur vom eigenen Ursprung (Origin / Sec-Fetch-Site).',
        },
      },
      responses: {
        MethodNotAllowed: {
          description: 'Methode für diesen Pfad nicht erlaubt',
          headers: { Allow: header('Die Methoden des Pfads, z. B. `GET, HEAD, OPTIONS`') },
          content: json(errorRef),
        },
      },
    },
  };
}
