import { isDatabaseUnavailable } from '../db/unavailable';
import type { Db } from '../db/connection';

/**
 * Coalesces concurrent inserts into one table into multi-row INSERTs. Under
 * load a durable database spends its time in the commit's disk flush; one
 * statement (one commit) for many rows turns that into many rows per flush.
 * Nothing is acknowledged early: each caller's promise settles only when the
 * statement holding its row has committed (or failed).
 */
const MAX_ROWS_PER_STATEMENT = 100; // 100 × ~12 columns (a lead or its event) stays far below any placeholder limit
const MAX_STATEMENTS_IN_FLIGHT = 4; // leaves pool connections for reads

/** A row of another table that must commit with the row, or not at all (a lead's outbox event). */
export interface CompanionRow {
  table: string;
  row: object;
}

interface Pending {
  row: object;
  companions: readonly CompanionRow[];
  resolve: () => void;
  reject: (err: unknown) => void;
}

export interface InsertBatcher {
  insert(row: object, companions?: readonly CompanionRow[]): Promise<void>;
}

export interface BatcherOptions {
  /**
   * A row whose id is already stored is skipped, not an error (the id says
   * "this was counted already"). An upsert that rewrites only the id, not
   * MySQL's INSERT IGNORE, which would also turn real errors into warnings.
   */
  skipStoredIds?: boolean;
}

function byTable(rows: readonly CompanionRow[]): Map<string, object[]> {
  const tables = new Map<string, object[]>();
  for (const { table, row } of rows) {
    const list = tables.get(table);
    if (list) list.push(row);
    else tables.set(table, [row]);
  }
  return tables;
}

function createBatcher(
  db: Db,
  table: string,
  { skipStoredIds = false }: BatcherOptions,
): InsertBatcher {
  const queue: Pending[] = [];
  let inFlight = 0;
  let scheduled = false;

  const insertRows = async (target: Db, batch: Pending[]) => {
    const insert = target(table).insert(batch.map((p) => p.row));
    await (skipStoredIds ? insert.onConflict('id').merge(['id']) : insert);
  };

  async function write(batch: Pending[]): Promise<void> {
    try {
      const companions = batch.flatMap((p) => p.companions);
      if (companions.length === 0) await insertRows(db, batch);
      else
        // The batch's rows and their companions (the leads' events) in one commit.
        await db.transaction(async (trx) => {
          await insertRows(trx, batch);
          for (const [name, rows] of byTable(companions)) await trx(name).insert(rows);
        });
      for (const p of batch) p.resolve();
    } catch (err) {
      // A single statement is atomic: none of its rows is stored. If the
      // database is gone, every caller hears so (503); otherwise one bad row
      // must not fail its neighbours, so each row is tried on its own.
      if (batch.length === 1 || isDatabaseUnavailable(err)) {
        for (const p of batch) p.reject(err);
        return;
      }
      await Promise.all(batch.map((p) => write([p])));
    }
  }

  function drain(): void {
    scheduled = false;
    while (queue.length > 0 && inFlight < MAX_STATEMENTS_IN_FLIGHT) {
      const batch = queue.splice(0, MAX_ROWS_PER_STATEMENT);
      inFlight += 1;
      void write(batch).finally(() => {
        inFlight -= 1;
        drain();
      });
    }
  }

  return {
    insert: (row, companions = []) =>
      new Promise<void>((resolve, reject) => {
        queue.push({ row, companions, resolve, reject });
        // Wait for this turn of the event loop to end: requests parsed in the
        // same turn share a statement.
        if (!scheduled) {
          scheduled = true;
          setImmediate(drain);
        }
      }),
  };
}

const batchers = new WeakMap<Db, Map<string, InsertBatcher>>();

/** The batcher of one table on one database (one per pair and options, created on first use). */
export function insertBatcher(db: Db, table: string, options: BatcherOptions = {}): InsertBatcher {
  let byTable = batchers.get(db);
  if (!byTable) batchers.set(db, (byTable = new Map()));
  const key = options.skipStoredIds ? `${table} skipping stored ids` : table;
  let batcher = byTable.get(key);
  if (!batcher) byTable.set(key, (batcher = createBatcher(db, table, options)));
  return batcher;
}
