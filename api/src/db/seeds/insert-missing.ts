import type { Knex } from 'knex';

/**
 * Inserts the rows whose id is not in the table yet. Seeds use fixed ids, so
 * running them again changes nothing, and rows edited later are left alone.
 */
export async function insertMissing(
  trx: Knex.Transaction,
  table: string,
  rows: ReadonlyArray<{ id: string } & Record<string, unknown>>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const existing = await trx(table)
    .whereIn(
      'id',
      rows.map((r) => r.id),
    )
    .pluck('id');
  const present = new Set<string>(existing);
  const missing = rows.filter((r) => !present.has(r.id));
  if (missing.length > 0) await trx(table).insert(missing);
  return missing.length;
}
