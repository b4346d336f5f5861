import { z } from 'zod';
import { LANGUAGES, type Language } from '../localeCodes';
import { optionalFilter } from '../textField';
import type { ConsoleAreaKey } from './consolePages';
import { contentPendingSchema } from './contentVersions';
import { previewGrantSchema } from './previews';
import {
  activeFilterSchema,
  contentLanguageSchema,
  contentVersionSchema,
  ownTextsInDocument,
  requireOwnTexts,
  translatedTextsSchema,
} from './translatedContent';

/*
 * A console content type, declared once (DESIGN.md §13): its fields and
 * their schemas, its texts per language, where it is stored, how it is
 * ordered, what refers to it, its preview and its OpenAPI summaries. The
 * API's routes, data access and audit entries follow from the declaration
 * (api/src/web/admin/content-types, api/src/data/content-records.ts,
 * api/src/services/console/content-type.ts); behaviour of one type alone is
 * a named extension of its declaration, never a copy of a neighbour.
 */

/**
 * How a field is kept in its column: `emptyAsNull`, an optional text ('' is
 * NULL); `textList`, a JSON list of texts (a product's features); `countries`,
 * a JSON list of country codes; `integer`, a number or NULL (a driver may
 * answer a string); `amount`, a decimal (a price) or NULL, read back as a text
 * with two decimals ('19.90', as MySQL's DECIMAL answers; SQLite answers a
 * number). Plain: the value as it is.
 */
export type ColumnKind = 'plain' | 'emptyAsNull' | 'integer' | 'amount' | 'textList' | 'countries';
export type ContentColumn = string | { column: string; kind: ColumnKind };

/** The ways a console list is ordered. */
export type ContentOrdering =
  /** Newest first (the id breaks ties). */
  | { by: 'newest' }
  /** In the editors' own order (`sort_order`) within each group (`within`: the field); a new one goes last. */
  | { by: 'arranged'; within: string }
  /** By these fields (an editor sets them, e.g. the roadmap's `order` and `date`), then the id. */
  | { by: 'fields'; fields: readonly string[] };

type Summaries = Record<
  | 'list'
  | 'create'
  | 'get'
  | 'update'
  | 'active'
  | 'delete'
  | 'versions'
  | 'restore'
  | 'draft'
  | 'publish'
  | 'discard',
  string
>;

export interface ContentTypeSpec<
  Fields extends z.ZodRawShape,
  Texts extends z.ZodRawShape,
  FieldsOut extends z.ZodRawShape,
  TextsOut extends z.ZodRawShape,
  Filters extends z.ZodRawShape,
  Label extends string,
  Count extends string,
> {
  /** Audit target type and action prefix (`testimonial_created`…) and the preview token's kind. */
  key: string;
  /** The console API's collection path, e.g. `/api/admin/testimonials`. */
  path: string;
  /**
   * The console area (page) that edits it, by key (`testimonials`): the
   * area's roles (CONSOLE_AREAS) say who may open its pages and call its routes.
   */
  area: ConsoleAreaKey;
  messages: { notFound: string; editedMeanwhile: string; activeInvalid: string };
  /** The record's own fields (besides `language`, `texts`, `active`), as an editor sends them. */
  fields: Fields;
  /** One language's texts, as an editor sends them. */
  texts: Texts;
  /** The same, as the console reads them back. */
  fieldsOut: FieldsOut;
  textsOut: TextsOut;
  /** The first text field: an own language without texts is reported there. */
  firstText: keyof Texts & string;
  /**
   * Extension: the record has no language of its own, its texts are written
   * in this one (the roadmap's German) and required there, the others
   * optional; the answers then have no `language`, label or `missing`.
   * `message`: the error when the source texts are missing.
   */
  sourceTexts?: { language: Language; message: string };
  /** What the list names a record by: a text in its own language, else a field (else ''). */
  label?: { name: Label; text: keyof TextsOut & string; fallback?: keyof FieldsOut & string };
  /**
   * Extension: fields set once when the record is created and never edited
   * (the roadmap's key: the board links its entries by it). They name the
   * record in the log of every edit; `fields` as an editor sends them,
   * `fieldsOut` as the console reads them, `columns` where they are kept.
   */
  fixed?: {
    fields: z.ZodRawShape;
    fieldsOut: z.ZodRawShape;
    columns: Record<string, ContentColumn>;
  };
  /** Extension: what a save writes, from what an editor sent (the roadmap's month is its first day). */
  normalise?(fields: Record<string, unknown>): Record<string, unknown>;
  /** What names a record in the log of its (de)activation, read without looking it up. */
  logNames: readonly (keyof FieldsOut | Label)[];
  /** The list's filters besides `q` and `active`: each filters the field of the same name (`country` also a country list). */
  filters: Filters;
  /** `q` searches these fields and texts (any language), case-insensitively; without, the list takes no query. */
  search?: {
    fields: readonly (keyof FieldsOut & string)[];
    texts: readonly (keyof TextsOut & string)[];
  };
  storage: {
    table: string;
    translations: { table: string; recordColumn: string };
    columns: { [K in keyof Fields]: ContentColumn };
    textColumns: { [K in keyof Texts]: ContentColumn };
  };
  ordering: ContentOrdering;
  /**
   * Records elsewhere that name this one (by its id, or by the field `via`):
   * with any, deleting is refused (409; `message` with `{{count}}`). With
   * `count`, the list says how many each record has under that name.
   */
  referencedBy?: { count?: Count; table: string; column: string; via?: string; message: string };
  /** Fields no two records share; the message names the record that has the value. */
  unique?: readonly UniqueField[];
  /** The public page a preview token shows the record on (said in the `get` summary); `kind`: the token's, if not `key`. */
  preview: { page: string; kind?: string };
  /** The public answers a change drops. */
  invalidates: 'content';
  /** The OpenAPI summaries, German as the rest of the document. */
  summaries: Summaries;
}

/** A unique field; `names` fills the message's placeholders from the record that holds the value. */
export interface UniqueField {
  field: string;
  message: string;
  names(holder: Record<string, unknown>): Record<string, string>;
}

const body = { error: 'Request-Body muss ein JSON-Objekt sein' };

/** `{ de, es, fr }` of a record written in one source language: its texts required, the others null until translated. */
function sourceTextsSchema(
  texts: z.ZodRawShape,
  { language, message }: { language: Language; message: string },
) {
  const one = z.object(texts, body);
  return z.object(
    Object.fromEntries(
      LANGUAGES.map((l) => [l, l === language ? one : one.nullable().default(null)]),
    ) as unknown as Record<Language, z.ZodType>,
    { error: message },
  );
}

/** The request's fields: the record's own, its language (unless written in a source language), its texts. */
function requestShape<F extends z.ZodRawShape, T extends z.ZodRawShape>(
  spec: Pick<AnyContentType, 'sourceTexts'> & { fields: F; texts: T },
) {
  const translated = {
    ...spec.fields,
    language: contentLanguageSchema,
    texts: translatedTextsSchema(spec.texts),
  };
  // Typed as the translated shape: a source language's records read their (fewer) fields from it alike.
  if (!spec.sourceTexts) return translated;
  const texts = sourceTextsSchema(spec.texts, spec.sourceTexts);
  return { ...spec.fields, texts } as unknown as typeof translated;
}

const ownLanguageShape = () => ({
  language: z.enum(LANGUAGES),
  /** The languages without texts yet. */
  missing: z.array(z.enum(LANGUAGES)),
});

/**
 * What a record answers besides its fields: its language, label and missing
 * texts (none for a source language's; typed as a translated record's).
 */
function languageShape<L extends string>(spec: Pick<AnyContentType, 'sourceTexts' | 'label'>) {
  const shape = spec.sourceTexts
    ? {}
    : { ...ownLanguageShape(), ...(spec.label && { [spec.label.name]: z.string() }) };
  return shape as ReturnType<typeof ownLanguageShape> & Record<L, z.ZodString>;
}

/** The schemas of the console's requests and answers, from the declaration. */
function schemasOf<
  F extends z.ZodRawShape,
  T extends z.ZodRawShape,
  FO extends z.ZodRawShape,
  TO extends z.ZodRawShape,
  Q extends z.ZodRawShape,
  L extends string,
  C extends string,
>(spec: ContentTypeSpec<F, T, FO, TO, Q, L, C>) {
  const active = z.boolean({ error: spec.messages.activeInvalid });
  const shape = requestShape(spec);
  const fields = z.object({ ...shape, active });
  // Typed for any record: the generic shape hides that every one has `language` and `texts`.
  const ownTexts = (spec.sourceTexts ? () => undefined : requireOwnTexts(spec.firstText)) as (
    value: unknown,
    ctx: z.RefinementCtx,
  ) => void;
  const inDocument = spec.sourceTexts ? {} : ownTextsInDocument;
  const textsOut = z.object(spec.textsOut).nullable();
  const count = spec.referencedBy?.count;
  const record = z.object({
    id: z.string(),
    ...spec.fixed?.fieldsOut,
    ...spec.fieldsOut,
    ...languageShape<L>(spec),
    texts: z.object({ de: textsOut, es: textsOut, fr: textsOut }),
    active: z.boolean(),
    // The count's key for the type checker (C is `never` without `referencedBy`); its schema follows.
    ...({} as Record<C, z.ZodNumber>),
    ...(count && { [count]: z.number().int().nonnegative() }),
    version: z.number().int().positive(),
    createdAt: z.string(),
    updatedAt: z.string(),
  });
  return {
    fields,
    create: z
      .object({ ...spec.fixed?.fields, ...shape, active: active.default(false) }, body)
      .superRefine(ownTexts)
      .meta(inDocument),
    update: z
      .object({ ...shape, active, version: contentVersionSchema }, body)
      .superRefine(ownTexts)
      .meta(inDocument),
    active: z.object({ active }, body),
    query: z.object({
      q: optionalFilter('Suche', 191),
      ...spec.filters,
      active: activeFilterSchema(spec.messages.activeInvalid),
    }),
    /** Whether the list takes that query (a type without search lists all). */
    searchable: spec.search !== undefined,
    record,
    /** Each record with its pending edit, if any (a draft, scheduled). */
    list: z.array(record.extend({ pending: contentPendingSchema })),
    detail: record.extend({ preview: previewGrantSchema }),
    deleted: z.object({ deleted: z.literal(true) }),
  };
}

/** A content type: its declaration and the schemas that follow from it. */
export function defineContentType<
  F extends z.ZodRawShape,
  T extends z.ZodRawShape,
  FO extends z.ZodRawShape,
  TO extends z.ZodRawShape,
  Q extends z.ZodRawShape,
  L extends string = never,
  C extends string = never,
>(spec: ContentTypeSpec<F, T, FO, TO, Q, L, C>) {
  return { ...spec, schemas: schemasOf(spec) };
}

type SchemaName = 'fields' | 'create' | 'update' | 'query' | 'record' | 'detail';
/** The TypeScript types of a content type's requests and answers (`Of<typeof testimonialType>['record']`). */
export type ContentTypeOf<Type extends { schemas: Record<SchemaName, z.ZodType> }> = {
  [Name in SchemaName]: z.infer<Type['schemas'][Name]>;
};

/** Any content type, as the generic code (routes, storage, service) takes it. */
export type AnyContentType = ContentTypeSpec<
  z.ZodRawShape,
  z.ZodRawShape,
  z.ZodRawShape,
  z.ZodRawShape,
  z.ZodRawShape,
  string,
  string
> & { schemas: LooseSchemas };

type Fields = Record<string, unknown>;
/** The schemas as the generic code reads them: what it parses, not each type's own fields. */
interface LooseSchemas {
  fields: z.ZodType<Fields>;
  create: z.ZodType<Fields>;
  update: z.ZodType<Fields & { version: number }>;
  active: z.ZodType<{ active: boolean }>;
  query: z.ZodType<Fields>;
  searchable: boolean;
  record: z.ZodType;
  list: z.ZodType;
  detail: z.ZodType;
  deleted: z.ZodType;
}
