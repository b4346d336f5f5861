import {
  LANGUAGES,
  type AnyContentType,
  type ContentColumn,
  type Country,
  type Language,
} from 'contracts';
import type { Knex } from 'knex';
import type { Db } from '../db/connection';
import { columnOf, fieldsFromRow, rowFromFields } from './content-columns';
import { toBoolean, toIsoTimestamp, toOptionalIsoTimestamp } from './rows';
import {
  countriesOf,
  deleteTranslated,
  insertTranslated,
  matches,
  ownTexts,
  textRows,
  textsByLanguage,
  textsOf,
  updateTranslatedAtVersion,
} from './translations';

/*
 * The console's storage of a content type, from its declaration: the record
 * in its table, its texts per language in the translations table, the
 * version raised by every change (compare and set), the list's filters,
 * search and order. The public pages read the same tables their own way
 * (data/testimonials.ts, products.ts…).
 */

type Row = Record<string, unknown> & { id: string };
type Texts = Record<string, unknown>;
/** A record as the console sees it (the type's `schemas.record`). */
export type ConsoleRecord = Record<string, unknown> & {
  id: string;
  texts: Record<Language, Texts | null>;
};
/** What an editor sends (the type's `schemas.fields`), whole or in part. */
export type RecordFields = Record<string, unknown> & { texts?: Record<Language, Texts | null> };

export interface ContentRecords {
  /** Every record matching the console's filters (`q`, `active` and the type's own), in its order. */
  list(db: Db, query: Record<string, unknown>): Promise<ConsoleRecord[]>;
  find(db: Db, id: string): Promise<ConsoleRecord | undefined>;
  /** The record (other than `exceptId`) that already has this value of a unique field. */
  findHolding(
    db: Db,
    field: string,
    value: unknown,
    exceptId?: string,
  ): Promise<ConsoleRecord | undefined>;
  insert(db: Db, fields: RecordFields, now: Date): Promise<string>;
  /** Compare and set on the version; false: someone else changed it. */
  updateAtVersion(
    db: Db,
    id: string,
    version: number,
    fields: RecordFields,
    now: Date,
  ): Promise<boolean>;
  /** How many records elsewhere name it (`referencedBy`); 0 without. */
  references(db: Db, id: string): Promise<number>;
  delete(db: Db, id: string): Promise<boolean>;
}

/** Every column of the record's table, by field: its own, those fixed at creation, its language (unless written in a source language), on/off. */
const recordColumns = (type: AnyContentType): Record<string, ContentColumn> => ({
  ...type.fixed?.columns,
  ...type.storage.columns,
  ...(!type.sourceTexts && { language: 'language' }),
  active: 'is_active',
});

const columnOfField = (type: AnyContentType, field: string) =>
  columnOf(recordColumns(type)[field]!).column;

/** The order of the console's list (and where a new record goes). */
function ordered(type: AnyContentType, query: Knex.QueryBuilder): Knex.QueryBuilder {
  if (type.ordering.by === 'newest')
    return query.orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }]);
  if (type.ordering.by === 'fields')
    return query.orderBy([
      ...type.ordering.fields.map((field) => ({ column: columnOfField(type, field) })),
      { column: 'id' },
    ]);
  const within = columnOf(type.storage.columns[type.ordering.within]!).column;
  return query.orderBy([
    { column: within },
    { column: 'sort_order' },
    { column: 'created_at' },
    { column: 'id' },
  ]);
}

/**
 * Counts per record of what refers to it (downloads, contact requests, the
 * board's entries), by what they name it by (its id, or the field `via`).
 */
async function referenceCounts(type: AnyContentType, db: Db, records: readonly Row[]) {
  const ref = type.referencedBy;
  const counts = new Map<string, number>();
  if (!ref || records.length === 0) return counts;
  const nameOf = (row: Row) => String(ref.via ? row[columnOfField(type, ref.via)] : row.id);
  const found: Array<Record<string, unknown>> = await db(ref.table)
    .select(ref.column)
    .count({ n: '*' })
    .whereIn(ref.column, records.map(nameOf))
    .groupBy(ref.column);
  const byName = new Map(found.map((c) => [String(c[ref.column]), Number(c.n)]));
  for (const row of records) counts.set(row.id, byName.get(nameOf(row)) ?? 0);
  return counts;
}

/** The record's language, label and missing texts, where it has a language of its own. */
function languageFields(
  type: AnyContentType,
  {
    language,
    texts,
    missing,
    fields,
  }: {
    language: Language;
    texts: Record<Language, Texts | null>;
    missing: Language[];
    fields: Texts;
  },
) {
  if (type.sourceTexts) return {};
  const { label } = type;
  const fallback = label?.fallback ? fields[label.fallback] : '';
  return {
    language,
    ...(label && { [label.name]: ownTexts(texts, language)?.[label.text] ?? fallback }),
    missing,
  };
}

function toConsoleRecord(
  type: AnyContentType,
  row: Row,
  textRowsOf: ReadonlyMap<Language, Record<string, unknown>> | undefined,
  references: number,
): ConsoleRecord {
  const { texts, missing } = textsByLanguage(textRowsOf, (textRow) =>
    fieldsFromRow(type.storage.textColumns, textRow),
  );
  const fields = fieldsFromRow({ ...type.fixed?.columns, ...type.storage.columns }, row);
  const language = row.language as Language;
  const count = type.referencedBy?.count;
  const createdAt = toIsoTimestamp(row.created_at);
  return {
    id: row.id,
    ...fields,
    ...languageFields(type, { language, texts, missing, fields }),
    texts,
    active: toBoolean(row.is_active),
    ...(count && { [count]: references }),
    version: Number(row.version ?? 1),
    createdAt,
    updatedAt: toOptionalIsoTimestamp(row.updated_at) ?? createdAt,
  };
}

/** A filter's test in JS: the countries are a JSON list (alike on SQLite and MariaDB). */
function countryFilter(type: AnyContentType, country: unknown) {
  const { countries } = type.storage.columns;
  if (country === undefined || !countries) return () => true;
  const column = columnOf(countries).column;
  return (row: Row) => countriesOf(row[column]).includes(country as Country);
}

export function contentRecords(type: AnyContentType): ContentRecords {
  const { table, translations } = type.storage;
  const columns = recordColumns(type);

  async function toRecords(db: Db, rows: readonly Row[]) {
    const ids = rows.map((row) => row.id);
    const [texts, references] = await Promise.all([
      textsOf<{ language: string } & Record<string, unknown>>(db, translations, ids),
      referenceCounts(type, db, rows),
    ]);
    return rows.map((row) =>
      toConsoleRecord(type, row, texts.get(row.id), references.get(row.id) ?? 0),
    );
  }

  const first = async (db: Db, query: Knex.QueryBuilder) => {
    const row = (await query.first()) as Row | undefined;
    return row ? (await toRecords(db, [row]))[0] : undefined;
  };

  const textRowsOf = (texts: Record<Language, Texts | null>) =>
    textRows(texts, (text) => rowFromFields(type.storage.textColumns, text));

  function searched(records: ConsoleRecord[], search: unknown) {
    if (typeof search !== 'string' || !search || !type.search) return records;
    const { fields, texts } = type.search;
    return records.filter((record) =>
      matches(
        search,
        ...fields.map((field) => record[field] as string),
        ...LANGUAGES.flatMap((l) => texts.map((text) => record.texts[l]?.[text] as string)),
      ),
    );
  }

  return {
    async list(db, { q, active, country, ...filters }) {
      const query = db(table);
      if (active !== undefined) query.where('is_active', active);
      if (country !== undefined && !type.storage.columns.countries) filters.country = country;
      for (const [field, value] of Object.entries(filters))
        if (value !== undefined) query.where(columnOf(type.storage.columns[field]!).column, value);
      const rows = ((await ordered(type, query)) as Row[]).filter(countryFilter(type, country));
      return searched(await toRecords(db, rows), q);
    },
    find: (db, id) => first(db, db(table).where({ id })),
    findHolding(db, field, value, exceptId) {
      const column = columnOfField(type, field);
      const query = db(table).where(column, value as string | number);
      if (exceptId) query.whereNot('id', exceptId);
      return first(db, query);
    },
    async insert(db, fields, now) {
      const row = rowFromFields(columns, fields);
      if (type.ordering.by === 'arranged') {
        const within = columnOf(type.storage.columns[type.ordering.within]!).column;
        const last = (await db(table)
          .where(within, row[within] as string)
          .max({ n: 'sort_order' })
          .first()) as { n: unknown } | undefined;
        row.sort_order = Number(last?.n ?? 0) + 1;
      }
      return insertTranslated(db, table, translations, row, textRowsOf(fields.texts!), now);
    },
    updateAtVersion: (db, id, version, fields, now) =>
      updateTranslatedAtVersion(
        db,
        table,
        translations,
        { id, version, now },
        rowFromFields(columns, fields),
        fields.texts && textRowsOf(fields.texts),
      ),
    async references(db, id) {
      const row = (await db(table).where({ id }).first()) as Row | undefined;
      return row ? ((await referenceCounts(type, db, [row])).get(id) ?? 0) : 0;
    },
    delete: (db, id) => deleteTranslated(db, table, translations, id),
  };
}

/**
 * The record of `type` (other than `exceptId`) that already has this value
 * of a unique field: the services' uniqueness check (a module export, so a
 * test can make it miss a save that committed just after it ran).
 */
export const findHolding = (
  type: AnyContentType,
  db: Db,
  field: string,
  value: unknown,
  exceptId?: string,
): Promise<ConsoleRecord | undefined> =>
  contentRecords(type).findHolding(db, field, value, exceptId);
