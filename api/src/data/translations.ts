import { COUNTRIES, LANGUAGES, missingLanguages, type Country, type Language } from 'contracts';
import type { Knex } from 'knex';
import type { Db } from '../db/connection';
import { newId, parseTextList, toDbTimestamp } from './rows';

/*
 * Records whose texts live in a translation table (migration 0013): one row
 * per record and language, the record naming its own `language`. A page
 * gets a record's texts all from one row — never a title from one language
 * and a description from another.
 */

/** How a translated record's table and its texts' table are joined. */
export interface TranslationTable {
  /** e.g. `ebook_translations`. */
  table: string;
  /** The record's id in it, e.g. `ebook_id`. */
  recordColumn: string;
}

/** Every text row of the records, by record id and language. */
export async function textsOf<Row extends { language: string }>(
  db: Db,
  { table, recordColumn }: TranslationTable,
  ids: readonly string[],
): Promise<Map<string, Map<Language, Row>>> {
  const byRecord = new Map<string, Map<Language, Row>>();
  if (ids.length === 0) return byRecord;
  const rows: Array<Row & Record<string, unknown>> = await db(table).whereIn(recordColumn, [
    ...ids,
  ]);
  for (const row of rows) {
    const id = String(row[recordColumn]);
    const texts = byRecord.get(id) ?? new Map<Language, Row>();
    texts.set(row.language as Language, row);
    byRecord.set(id, texts);
  }
  return byRecord;
}

/**
 * The row a page in `asked` shows: that language's where the record has it,
 * else its own language's (and, should even that be missing, the first
 * there is). Undefined: the record has no texts at all and cannot be shown.
 */
function textsFor<Row>(
  texts: ReadonlyMap<Language, Row> | undefined,
  own: string,
  asked: Language | undefined,
): Row | undefined {
  if (!texts) return undefined;
  return (
    (asked && texts.get(asked)) ??
    texts.get(own as Language) ??
    LANGUAGES.map((language) => texts.get(language)).find(Boolean)
  );
}

/**
 * The records as a page in `language` shows them: `toRecord` gets each
 * record with the texts it shows and all its texts (the covers hash them).
 * A record without any texts is left out.
 */
export async function withTexts<Row extends { id: string; language: string }, Texts, Out>(
  db: Db,
  translations: TranslationTable,
  rows: readonly Row[],
  language: Language | undefined,
  toRecord: (row: Row, shown: Texts, all: ReadonlyMap<Language, Texts>) => Out,
): Promise<Out[]> {
  const texts = await textsOf<Texts & { language: string }>(
    db,
    translations,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const all = texts.get(row.id);
    const shown = textsFor(all, row.language, language);
    return all && shown ? [toRecord(row, shown, all)] : [];
  });
}

/**
 * Joins a record's texts in its own language (as `textsAlias`) to a query
 * holding the record as `recordAlias`: what the console shows a record by
 * (an e-book's title beside a lead), as it was written.
 */
export function leftJoinOwnTexts(
  query: Knex.QueryBuilder,
  { table, recordColumn }: TranslationTable,
  recordAlias: string,
  textsAlias: string,
): Knex.QueryBuilder {
  return query.leftJoin(`${table} as ${textsAlias}`, function ownLanguage() {
    this.on(`${textsAlias}.${recordColumn}`, `${recordAlias}.id`).andOn(
      `${textsAlias}.language`,
      `${recordAlias}.language`,
    );
  });
}

/**
 * Writes a record's texts as given (the console's save): a language with
 * texts gets its row (replaced), a language without (null) loses it. Run
 * inside the transaction that raises the record's version.
 */
export async function replaceTexts(
  db: Db,
  { table, recordColumn }: TranslationTable,
  recordId: string,
  texts: Readonly<Record<Language, Record<string, unknown> | null>>,
): Promise<void> {
  await db(table).where(recordColumn, recordId).delete();
  const rows = LANGUAGES.flatMap((language) => {
    const row = texts[language];
    return row ? [{ ...row, [recordColumn]: recordId, language }] : [];
  });
  if (rows.length > 0) await db(table).insert(rows);
}

/** Deletes a record's texts (with the record: there are no foreign keys). */
export async function deleteTexts(
  db: Db,
  { table, recordColumn }: TranslationTable,
  recordId: string,
): Promise<void> {
  await db(table).where(recordColumn, recordId).delete();
}

/*
 * What the console reads and writes of a translated record (e-books,
 * products, testimonials): the texts per language side by side, the missing
 * ones listed, the country list parsed, the search over its texts.
 */

/** A stored JSON country list, unknown codes dropped. */
export const countriesOf = (value: unknown): Country[] =>
  parseTextList(value).filter((code): code is Country =>
    (COUNTRIES as readonly string[]).includes(code),
  );

/** Each language's texts (null: none) and the languages without any. */
export function textsByLanguage<Row, Texts>(
  rows: ReadonlyMap<Language, Row> | undefined,
  toTexts: (row: Row) => Texts,
): { texts: Record<Language, Texts | null>; missing: Language[] } {
  const texts = Object.fromEntries(
    LANGUAGES.map((language) => {
      const row = rows?.get(language);
      return [language, row ? toTexts(row) : null];
    }),
  ) as Record<Language, Texts | null>;
  return { texts, missing: missingLanguages(texts) };
}

/** The record's texts in its own language, else in the first language it has. */
export const ownTexts = <Texts>(
  texts: Readonly<Record<Language, Texts | null>>,
  own: Language,
): Texts | undefined =>
  texts[own] ?? LANGUAGES.map((l) => texts[l]).find((t) => t !== null) ?? undefined;

/** The console's search: a case-insensitive part of any of the texts. */
export const matches = (search: string, ...texts: Array<string | null | undefined>) =>
  texts.some((text) => (text ?? '').toLocaleLowerCase().includes(search.toLocaleLowerCase()));

/** The translation rows to write (null: that language has none). */
export const textRows = <Texts>(
  texts: Readonly<Record<Language, Texts | null>>,
  toRow: (texts: Texts) => Record<string, unknown>,
) =>
  Object.fromEntries(
    LANGUAGES.map((language) => {
      const text = texts[language];
      return [language, text ? toRow(text) : null];
    }),
  ) as Record<Language, Record<string, unknown> | null>;

/** Inserts a translated record at version 1 with its texts; answers its new id. */
export async function insertTranslated(
  db: Db,
  table: string,
  texts: TranslationTable,
  columns: Record<string, unknown>,
  rows: Record<Language, Record<string, unknown> | null>,
  now: Date,
): Promise<string> {
  const id = newId();
  const at = toDbTimestamp(now);
  await db(table).insert({ id, ...columns, version: 1, created_at: at, updated_at: at });
  await replaceTexts(db, texts, id, rows);
  return id;
}

/**
 * Applies the change only if the record is still at `version` (compare and
 * set in one statement, so two saves cannot both win); false otherwise.
 * Texts given are written as given (a language set to null loses its row).
 */
export async function updateTranslatedAtVersion(
  db: Db,
  table: string,
  texts: TranslationTable,
  { id, version, now }: { id: string; version: number; now: Date },
  columns: Record<string, unknown>,
  rows: Record<Language, Record<string, unknown> | null> | undefined,
): Promise<boolean> {
  const changed = await db(table)
    .where({ id, version })
    .update({ ...columns, version: version + 1, updated_at: toDbTimestamp(now) });
  if (changed !== 1) return false;
  if (rows) await replaceTexts(db, texts, id, rows);
  return true;
}

/** Deletes a translated record and its texts. */
export async function deleteTranslated(
  db: Db,
  table: string,
  texts: TranslationTable,
  id: string,
): Promise<boolean> {
  await deleteTexts(db, texts, id);
  return (await db(table).where('id', id).delete()) === 1;
}
