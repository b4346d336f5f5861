import type {
  AnyContentType,
  ConsoleAreaKey,
  ContentPending,
  ContentTypeOf,
} from 'contracts/admin';
import { COUNTRIES, type Language } from 'contracts/locale-codes';
import { recordFormSet, type RecordFormKind } from '../records/recordForms';
import { NEW_RECORD, recordPagePaths, recordPath } from '../records/recordPaths';
import type { PreviewLocale } from './PreviewLinks';
import type { TranslatedField } from './translatedForm';

/*
 * The console's side of a content type (contracts' defineContentType): how
 * its list and editor show what the declaration names. The fields, texts
 * and filters are the declaration's own (a field without a control is a
 * type error); what a page shows of them, its edit parameter and its
 * preview are said here once, and ContentTypePage, ContentTypeForm and
 * contentTypeForms build the page, its forms and its loader from it.
 * Labels are the catalog block of the type's console area (`testimonials.name`),
 * the shared words the `content` block's.
 */

/** What the console reads of a declared content type. */
export interface DeclaredContentType {
  key: string;
  path: string;
  area: ConsoleAreaKey;
  messages: Readonly<Record<string, string>> & { editedMeanwhile: string };
  fields: AnyContentType['fields'];
  texts: AnyContentType['texts'];
  filters: AnyContentType['filters'];
  firstText: string;
  schemas: AnyContentType['schemas'];
}

export interface Option {
  value: string;
  label: string;
}

/** A choice of country (a field, a filter). */
export const COUNTRY_OPTIONS: readonly Option[] = COUNTRIES.map((country) => ({
  value: country,
  label: country,
}));

/**
 * A record field's control, by the kind of value it holds. Its label is the
 * catalog's `<block>.<name>` (or `label`), with `hint` its `<name>Hint` (or
 * the key `hint` names, one hint for several fields).
 */
export type FieldControl = { label?: string; hint?: boolean | string } & (
  | {
      /**
       * One line; `code`: a slug or link (no spell check); `url`: an address.
       * Its most characters and whether it is required: the schema's where it
       * states them (textRuleOf), else said here.
       */
      kind: 'text';
      required?: boolean;
      maxLength?: number;
      code?: boolean;
      url?: boolean;
    }
  /** An optional http(s) address: empty is none (null). */
  | { kind: 'optionalUrl' }
  /** A whole number, or none when empty; anything else is sent as typed (the API says what is wrong). */
  | { kind: 'integer' }
  /** An amount of money ('19,90' or '19.90'), or none when empty (contracts/prices' typedPrice). */
  | { kind: 'price' }
  | { kind: 'select'; options: readonly Option[] }
  /** A box per country (`countries`), at least one. */
  | { kind: 'countries' }
);

/**
 * One text per language, by its kind: `text` one line, `long` a text area,
 * `list` one entry per line, `ordered` a list whose entries the editor
 * arranges by up and down buttons (a product's features; listOrder.ts).
 * Its most characters and whether the own language must have it are its
 * schema's (textRuleOf).
 */
export type TextControl = 'text' | 'long' | 'list' | 'ordered';

interface SchemaParts {
  _zod?: { def: { type: string; innerType?: unknown } };
  meta?: () => unknown;
}

/**
 * What a text's schema states (contracts' textField: its `maxLength`, and a
 * `minLength` when it may not be blank), through a `.default('')`.
 */
export function textRuleOf(schema: unknown): { maxLength?: number; required: boolean } {
  let parts = schema as SchemaParts | undefined;
  if (parts?._zod?.def.type === 'default') parts = parts._zod.def.innerType as SchemaParts;
  const rule = parts?.meta?.() as { maxLength?: number; minLength?: number } | undefined;
  return { maxLength: rule?.maxLength, required: (rule?.minLength ?? 0) > 0 };
}

/** A list filter besides the search and the status: a text, else a choice. */
export interface FilterControl {
  label?: string;
  maxLength?: number;
  options?: readonly Option[];
}

/** A list column: the record's value (`text`: shown otherwise), in its own language with `lang`. */
export interface Column<Rec> {
  name: string;
  label?: string;
  lang?: boolean;
  text?: (record: Rec) => string;
}

type Detail<Type extends DeclaredContentType> = ContentTypeOf<Type>['detail'];
type FieldName<Type extends DeclaredContentType> = keyof Type['fields'] & string;

export interface ContentPageSpec<Type extends DeclaredContentType> {
  type: Type;
  /** The page's search parameter naming the record being edited (`?stimme=<id>`, `neu`). */
  editParam: string;
  /** Each field's control. */
  fields: { [Name in FieldName<Type>]: FieldControl };
  /** The form's rows of fields, side by side (`language`: the record's own language). */
  layout: readonly (readonly (FieldName<Type> | 'language')[])[];
  /** Each text's kind, in the order the form shows them. */
  texts: { [Name in keyof Type['texts'] & string]: TextControl };
  filters: { [Name in keyof Type['filters'] & string]: FilterControl };
  /** The list's columns: the first names the row; then the translations, `trailing`, the status. */
  columns: readonly Column<Detail<Type>>[];
  trailing?: readonly Column<Detail<Type>>[];
  /** A new record's values. */
  newValues: Readonly<Record<string, string>>;
  /** What names a record in its heading and actions. */
  title: (record: Detail<Type>) => string;
  /** What names a new record once created, from the form's values (`texts.de.name`…). */
  createdName: (values: Record<string, string | undefined>) => string;
  /** Its public page where it is shown, opened with the detail's preview token. */
  preview: {
    locales: (record: Detail<Type>) => PreviewLocale[];
    href: (record: Detail<Type>, locale: PreviewLocale) => string;
  };
}

/** Any type's page, as the generic page reads it. */
export type AnyContentRecord = Record<string, unknown> & {
  id: string;
  version: number;
  language: Language;
  active: boolean;
  missing: Language[];
  texts: Record<Language, Record<string, string | string[]> | null>;
  preview: { token: string };
  /** In the list: its pending edit (a draft, scheduled), if any. */
  pending?: ContentPending;
};

/** A content type's console page: its declaration and what follows from it. */
export function defineContentPage<Type extends DeclaredContentType>(spec: ContentPageSpec<Type>) {
  const { type } = spec;
  const texts = Object.entries(spec.texts as Record<string, TextControl>);
  const textFields: TranslatedField[] = texts.map(([name, kind]) => ({
    name,
    list: kind === 'list' || kind === 'ordered',
  }));
  const filterParams = ['q', ...Object.keys(type.filters), 'active'];
  const ordered = texts.find(([, kind]) => kind === 'ordered')?.[0];
  return {
    // The generic page reads any type's records; each type's functions take its own.
    ...(spec as unknown as ContentPageSpec<DeclaredContentType> & {
      columns: readonly Column<AnyContentRecord>[];
      trailing?: readonly Column<AnyContentRecord>[];
      title: (record: AnyContentRecord) => string;
      preview: {
        locales: (record: AnyContentRecord) => PreviewLocale[];
        href: (record: AnyContentRecord, locale: PreviewLocale) => string;
      };
    }),
    /** The catalog block of its texts: its console area's key. */
    block: type.area,
    formSet: recordFormSet<ContentFormKind>(type.key),
    /** The record's own fields as the form posts them. */
    recordFields: [...Object.keys(spec.fields), 'language', 'active'],
    textFields,
    /** The list text the editor arranges, if any. */
    ordered,
    filterParams,
    /** What the page loads: the list for its filters, and the record being edited. */
    pagePaths: (search: URLSearchParams) => {
      const editing = search.get(spec.editParam);
      const paths = recordPagePaths(type.path, filterParams, spec.editParam, search);
      // The record's versions below its form.
      return editing && editing !== NEW_RECORD
        ? [...paths, recordPath(type.path, editing, 'versions')]
        : paths;
    },
  };
}

export type ContentPage = ReturnType<typeof defineContentPage>;

/** The forms of a content page: a record's, a version of it restored, its draft published or discarded. */
export type ContentFormKind = RecordFormKind | 'restore' | 'publish' | 'discard';
