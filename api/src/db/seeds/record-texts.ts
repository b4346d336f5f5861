import type { Language } from 'contracts';
import type { Knex } from 'knex';
import type { TranslationTable } from '../../data/translations';

/** A seeded record's texts in each language it is offered in (its own always among them). */
export type TextsByLanguage<Texts> = Partial<Record<Language, Texts>>;

/** A record's text rows: one per language it has texts in. */
export function textRows<Texts, Row extends Record<string, unknown>>(
  texts: TextsByLanguage<Texts>,
  toRow: (text: Texts, language: Language) => Row,
): Array<Row & { language: Language }> {
  return (Object.entries(texts) as Array<[Language, Texts]>).map(([language, text]) => ({
    ...toRow(text, language),
    language,
  }));
}

/**
 * Inserts the text rows (record, language) the table does not hold yet:
 * like insertMissing, running it again changes nothing and texts edited
 * since are left alone; a language added to the seed is added.
 */
export async function insertMissingTexts(
  trx: Knex.Transaction,
  { table, recordColumn }: TranslationTable,
  rows: ReadonlyArray<Record<string, unknown> & { language: Language }>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const ids = [...new Set(rows.map((row) => String(row[recordColumn])))];
  const existing: Array<Record<string, unknown>> = await trx(table)
    .whereIn(recordColumn, ids)
    .select(recordColumn, 'language');
  const present = new Set(existing.map((row) => `${String(row[recordColumn])} ${row.language}`));
  const missing = rows.filter(
    (row) => !present.has(`${String(row[recordColumn])} ${row.language}`),
  );
  // In batches: SQLite binds a limited number of values per statement.
  for (let i = 0; i < missing.length; i += 50) await trx(table).insert(missing.slice(i, i + 50));
  return missing.length;
}

/**
 * Sets a column of the seeded rows that still hold `empty` (what a migration
 * left for a new column): the seed's value arrives, a value written since is kept.
 */
export async function fillWhereEmpty(
  trx: Knex.Transaction,
  table: string,
  rows: ReadonlyArray<{ where: Record<string, string>; value: unknown }>,
  column: string,
  empty: unknown,
): Promise<void> {
  for (const { where, value } of rows)
    await trx(table)
      .where(where)
      .where(column, empty as Knex.Value)
      .update({ [column]: value });
}
