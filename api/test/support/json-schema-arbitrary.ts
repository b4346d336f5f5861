import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import {
  MIN_VISIBLE_KEYWORD,
  NOT_COMMON_PASSWORD_KEYWORD,
  NOT_CONTAINING_KEYWORD,
  visibleLength,
} from 'contracts';
import { commonPasswordList, isCommonPassword } from '../../src/services/console/passwords';

/**
 * Requests drawn from the OpenAPI document's own JSON Schemas, in both
 * directions: values a schema allows, and values it forbids. Only the subset
 * the document uses: objects (properties, required), arrays (items,
 * min/maxItems), oneOf and anyOf, const, null, booleans, integers and numbers
 * (minimum, maximum), strings (enum, format uuid/email/date, pattern and
 * allOf patterns, min/maxLength in code points) and the document's
 * `x-min-visible-characters`, `x-not-containing` and `x-not-common-password`
 * (the list the document names). Whether a value is allowed
 * is decided by Ajv (JSON Schema 2020-12, formats asserted), not by this
 * file, so a wrong guess here is filtered out, never trusted.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  [keyword: string]: unknown;
}

/**
 * Bodies are JSON and checked as sent. Path and query values are text in the
 * URL, so a parameter documented as an integer is checked as a server reads
 * it ("5" is 5): OpenAPI's parameter serialization, Ajv's coercion.
 */
function documentValidator(coerceTypes: boolean) {
  const validator = new Ajv2020({
    strict: true,
    strictTypes: false,
    allErrors: false,
    coerceTypes,
  });
  addFormats(validator);
  validator.addKeyword({ keyword: 'x-error-messages' });
  validator.addKeyword({
    keyword: MIN_VISIBLE_KEYWORD,
    type: 'string',
    schemaType: 'number',
    validate: (min: number, text: string) => visibleLength(text) >= min,
  });
  validator.addKeyword({
    keyword: NOT_CONTAINING_KEYWORD,
    type: 'object',
    schemaType: 'object',
    validate: (rule: { field: string; mustNotContain: string }, value: Record<string, unknown>) => {
      const [text, part] = [value[rule.field], value[rule.mustNotContain]];
      if (typeof text !== 'string' || typeof part !== 'string') return true;
      return !text.toLowerCase().includes(part.trim().toLowerCase());
    },
  });
  validator.addKeyword({
    keyword: NOT_COMMON_PASSWORD_KEYWORD,
    type: 'string',
    schemaType: 'object',
    validate: (_list: unknown, text: string) => !isCommonPassword(text),
  });
  return validator;
}
const ajv = documentValidator(false);
const parameterAjv = documentValidator(true);

/**
 * Compiled validators by the schema's JSON: callers build a fresh schema
 * object per request (parametersSchema), and every Ajv compile stays in
 * Ajv's shared scope for good. The same schema is compiled once.
 */
const compiled = new Map<string, (value: unknown) => boolean>();

function validatorOf(validator: Ajv2020, kind: string, schema: JsonSchema) {
  const key = `${kind} ${JSON.stringify(schema)}`;
  let validate = compiled.get(key);
  if (!validate) {
    const check = validator.compile(schema);
    // Coercion rewrites the value in place: a copy keeps the drawn request as sent.
    validate = (v: unknown) => check(structuredClone(v)) === true;
    compiled.set(key, validate);
  }
  return validate;
}

/** Does the document's schema allow this value (a JSON body or a part of one)? */
export const allows = (schema: JsonSchema, value: unknown): boolean =>
  validatorOf(ajv, 'body', schema)(value);

/** Does the document allow this path or query value (text, read as the schema's type)? */
export const allowsParameter = (schema: JsonSchema, value: unknown): boolean =>
  validatorOf(parameterAjv, 'parameter', schema)(value);

/** The schema of a set of parameters (path or query) as one object, to validate them together. */
export function parametersSchema(
  parameters: { name: string; required?: boolean; schema?: JsonSchema }[],
): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

const patternsOf = (schema: JsonSchema): string[] =>
  [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter(
    (p): p is string => typeof p === 'string',
  );

/** Code points that draw nothing, and characters that need care in storage. */
/** Numbers JSON can carry: Infinity and NaN would arrive as null, another value than the one judged. */
const JSON_DOUBLE = fc.double({ noNaN: true, noDefaultInfinity: true });

const invisibles = ['\u200B', '\u200E', '\uFEFF', '\u3164', '\u2800', '\u00A0', '\uFE0F', ' '];
const tricky = ['😀', '👨‍👩‍👧', '🇩🇪', 'e\u0301', 'ß', '漢', 'ש', '"', '\\', '<', '%', '\u2028'];

/** A string of exactly `n` code points, mostly four-byte ones: the maximum as a column holds it. */
const codePoints = (n: number) =>
  fc.constantFrom('😀', 'ä', 'x').map((c) => c.repeat(Math.max(0, n)));

/**
 * fast-check's own generator for a pattern. Its regex reader cannot negate
 * `\p{Cs}` (lone surrogates) nor read lookaheads (`(?!xn--)`); without them
 * the pattern generates a superset, which `allows` then filters.
 */
const withoutLookaheads = (pattern: string) => pattern.replace(/\(\?[=!][^()]*\)/g, '');

function matching(pattern: string): fc.Arbitrary<string>[] {
  let arbitraries = byPattern.get(pattern);
  if (!arbitraries) {
    arbitraries = [];
    const supported = withoutLookaheads(pattern);
    for (const source of [pattern, supported, supported.replaceAll('\\p{Cs}', '')]) {
      try {
        arbitraries = [fc.stringMatching(new RegExp(source, 'u'))];
        break;
      } catch {
        // try the next form
      }
    }
    byPattern.set(pattern, arbitraries);
  }
  return arbitraries;
}

/**
 * One generator per distinct pattern: a Unicode class (every text field's
 * "no control characters") expands to tables of code points, and built for
 * each field's schema they held gigabytes over the conformance suite.
 */
const byPattern = new Map<string, fc.Arbitrary<string>[]>();

const formatsOf = (schema: JsonSchema): unknown[] => [
  schema.format,
  ...(schema.anyOf ?? []).map((part) => part.format),
];

/** Candidate strings for a schema; `allows` keeps those the schema accepts. */
function stringCandidates(schema: JsonSchema): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 64;
  const short = Math.min(max, 80);
  const candidates: fc.Arbitrary<string>[] = [
    ...patternsOf(schema)
      .flatMap(matching)
      .map((arbitrary) => arbitrary.map((s) => s.slice(0, short * 2))),
    fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: short }),
    fc
      .array(
        fc.oneof(
          fc.constantFrom(...invisibles, ...tricky),
          fc.string({ unit: 'grapheme-ascii', maxLength: 3 }),
        ),
        {
          minLength: schema.minLength ?? 0,
          maxLength: short,
        },
      )
      .map((parts) => parts.join('')),
  ];
  if (formatsOf(schema).includes('uuid')) {
    candidates.push(
      fc.uuid(),
      fc.uuid().map((u) => u.toUpperCase()),
    );
  }
  if (formatsOf(schema).includes('date')) {
    candidates.push(
      fc
        .date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
    );
  }
  if (formatsOf(schema).includes('email')) {
    candidates.push(
      fc.emailAddress(),
      fc.emailAddress().map((e) => e.toUpperCase()),
      fc.stringMatching(/^[a-z0-9._%+-]{1,20}@[a-z0-9-]{1,20}\.[a-z]{2,6}$/),
    );
  }
  // At the maximum now and then: the database must hold it exactly (large, so not too often).
  const atMaximum = fc.oneof(
    codePoints(max),
    codePoints(max).map((s) => ` ${s.slice(0, -2)} `),
  );
  return fc.oneof(...candidates.map((arbitrary) => ({ arbitrary, weight: 4 })), {
    arbitrary: atMaximum,
    weight: 1,
  });
}

/** A few items the schema allows, as many as it asks for at least. */
function allowedArray(schema: JsonSchema): fc.Arbitrary<unknown[]> {
  const minLength = Number(schema.minItems ?? 0);
  const maxLength = Math.min(Number(schema.maxItems ?? 4), minLength + 4);
  return fc.array(allowedValue((schema.items ?? {}) as JsonSchema), { minLength, maxLength });
}

/** Integers in the schema's bounds, the bounds themselves more often. */
function integerCandidates(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
}

/** Built once per schema: a pattern's generator costs more to build than to run. */
function once<T>(build: (schema: JsonSchema) => fc.Arbitrary<T>) {
  const built = new WeakMap<JsonSchema, fc.Arbitrary<T>>();
  return (schema: JsonSchema): fc.Arbitrary<T> => {
    let arbitrary = built.get(schema);
    if (!arbitrary) {
      arbitrary = build(schema);
      built.set(schema, arbitrary);
    }
    return arbitrary;
  };
}

/** Values the schema allows (checked by Ajv). */
export const allowedValue = once((schema): fc.Arbitrary<unknown> => {
  let base: fc.Arbitrary<unknown>;
  // Alternatives of whole values; with a type beside them (an e-mail's formats) the type leads.
  const parts = schema.type === undefined ? (schema.oneOf ?? schema.anyOf) : undefined;
  if (schema.enum) base = fc.constantFrom(...schema.enum);
  else if (Array.isArray(parts)) base = fc.oneof(...(parts as JsonSchema[]).map(allowedValue));
  else if (schema.const !== undefined) base = fc.constant(schema.const);
  else if (schema.type === 'null') base = fc.constant(null);
  else if (schema.type === 'boolean') base = fc.boolean();
  else if (schema.type === 'array') base = allowedArray(schema);
  else if (schema.type === 'integer') base = integerCandidates(schema);
  else if (schema.type === 'number') base = fc.oneof(integerCandidates(schema), JSON_DOUBLE);
  else if (schema.type === 'object') base = allowedObject(schema);
  else if (schema.type === 'string') base = stringCandidates(schema);
  else base = fc.jsonValue();
  return base.filter((value) => allows(schema, value));
});

/** Extra fields the document does not forbid: the API must ignore them. */
const extraFields = fc.dictionary(
  fc.constantFrom('utm_source', 'note', 'extra', 'id', 'createdAt'),
  fc.jsonValue({ maxDepth: 2 }),
  { maxKeys: 2 },
);

const allowedObject = once((schema): fc.Arbitrary<Record<string, unknown>> => {
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [
      name,
      allowedValue(property),
    ]),
  );
  const requiredKeys = Object.keys(fields).filter((name) => required.has(name));
  return fc
    .tuple(fc.record(fields, { requiredKeys }), extraFields)
    .map(([known, extra]) => ({ ...extra, ...known }));
});

const controls = ['\u0000', '\u0007', '\u000B', '\u001B', '\u007F', '\u0085', '\u009F'];
const loneSurrogates = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF'];
const wrongTypes = fc.oneof(
  fc.integer(),
  JSON_DOUBLE,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
);

/**
 * Strings drawn from `allowed`, broken the ways a lax server would mend in
 * silence: a control character or lone surrogate inside, one character too
 * many, another letter case, white space around.
 */
export function brokenVariants(allowed: fc.Arbitrary<string>, maxLength = 0): fc.Arbitrary<string> {
  return fc.oneof(
    fc
      .tuple(allowed, fc.constantFrom(...controls, ...loneSurrogates), fc.nat())
      .map(([s, c, at]) => {
        const chars = [...s];
        chars.splice(at % (chars.length + 1), 0, c);
        return chars.join('');
      }),
    allowed.map((s) => `${s}${'😀'.repeat(maxLength + 1)}`),
    allowed.map((s) => s.toUpperCase()),
    allowed.map((s) => ` ${s}`),
    allowed.map((s) => `${s}\n`),
  );
}

/** Entries of the list the document names, as long as the schema asks for, in any letter case. */
function commonPasswords(schema: JsonSchema): fc.Arbitrary<string>[] {
  if (!schema[NOT_COMMON_PASSWORD_KEYWORD]) return [];
  const longEnough = [...commonPasswordList()].filter(
    (password) => [...password].length >= (schema.minLength ?? 0),
  );
  return [fc.constantFrom(...longEnough).chain((p) => fc.constantFrom(p, p.toUpperCase()))];
}

/** A string the schema may allow, broken; or empty, invisible, or any code points. */
const brokenString = once((schema): fc.Arbitrary<string> =>
  fc.oneof(
    brokenVariants(allowedValue(schema).map(String), schema.maxLength),
    fc.constantFrom('', ' ', '\u200B'.repeat(12), '\u3164'.repeat(12), '\u0000'.repeat(12)),
    fc.string({ unit: 'binary', maxLength: 40 }),
    ...commonPasswords(schema),
  ),
);

/** Values the schema forbids (checked by Ajv). */
export const forbiddenValue = once((schema): fc.Arbitrary<unknown> => {
  const candidates =
    schema.type === 'string' ? fc.oneof(brokenString(schema), wrongTypes) : wrongTypes;
  return candidates.filter((value) => !allows(schema, value));
});

/** An object the schema forbids: a required field dropped, one field broken, or no object at all. */
export const forbiddenObject = once((schema): fc.Arbitrary<unknown> => {
  const names = Object.keys(schema.properties ?? {});
  const kinds: fc.Arbitrary<unknown>[] = [
    fc.oneof(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }), fc.string(), fc.integer()),
  ];
  if ((schema.required ?? []).length > 0) {
    kinds.push(
      fc
        .tuple(allowedObject(schema), fc.constantFrom(...(schema.required ?? [])))
        .map(([value, dropped]) => {
          const { [dropped]: _gone, ...rest } = value;
          return rest;
        }),
    );
  }
  for (const name of names) {
    kinds.push(
      fc
        .tuple(allowedObject(schema), forbiddenValue(schema.properties?.[name] ?? {}))
        .map(([value, broken]) => ({ ...value, [name]: broken })),
    );
  }
  return fc.oneof(...kinds).filter((value) => !allows(schema, value));
});

/** A lone surrogate cannot be percent-encoded (UTF-8 has no form for it), so no URL carries one. */
const encodable = (text: string) => !/\p{Cs}/u.test(text);

/**
 * A path or query value the parameter's schema forbids, as a URL can carry it;
 * `known` are values of records that exist, so a server that mends a broken
 * one into a hit (trimming, case-folding) answers 200 instead of 400/404.
 */
export function forbiddenParam(schema: JsonSchema, known: string[] = []): fc.Arbitrary<string> {
  const candidates = [brokenString(schema)];
  if (known.length > 0)
    candidates.push(brokenVariants(fc.constantFrom(...known), schema.maxLength));
  if (schema.type === 'integer' || schema.type === 'number') candidates.push(numberTexts(schema));
  return fc
    .oneof(...candidates)
    .filter((value) => encodable(value) && !allowsParameter(schema, value));
}

/** Numbers as text, around and outside the schema's bounds, and ones no number reader takes. */
const numberTexts = (schema: JsonSchema) =>
  fc.oneof(
    fc.integer().map(String),
    fc.double().map(String),
    fc.constantFrom(
      String((schema.minimum ?? 0) - 1),
      String((schema.maximum ?? 0) + 1),
      '1.5',
      '-0',
      'NaN',
      'Infinity',
      '1e400',
      '',
      ' ',
      '5px',
    ),
  );
