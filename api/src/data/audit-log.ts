import type { AuditAction, AuditEntry, AuditExportQuery, AuditQuery } from 'contracts';
import type { Db } from '../db/connection';
import { whereDayRange } from './sql-dates';
import { cursorValueForTime, decodeCursor, encodeCursor, whereAfter } from './keyset';
import { newId, parseJsonText, toDbTimestamp, toIsoTimestamp, toJsonText } from './rows';

const TABLE = 'audit_log';

export type ActorKind = AuditEntry['actorKind'];

export interface NewAuditEntry {
  action: AuditAction;
  actorKind: ActorKind;
  actorId: string | null;
  actorName: string | null;
  /** One of AUDIT_TARGET_TYPES (the log's filter lists those). */
  targetType?: string;
  targetId?: string;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  at: Date;
}

interface AuditRow {
  id: string;
  created_at: unknown;
  action: AuditAction;
  actor_kind: ActorKind;
  actor_id: string | null;
  actor_name: string | null;
  target_type: string | null;
  target_id: string | null;
  before_json: string | null;
  after_json: string | null;
  ip: string | null;
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    createdAt: toIsoTimestamp(row.created_at),
    action: row.action,
    actorKind: row.actor_kind,
    actorId: row.actor_id,
    actorName: row.actor_name,
    targetType: row.target_type,
    targetId: row.target_id,
    before: parseJsonText(row.before_json),
    after: parseJsonText(row.after_json),
    ip: row.ip,
  };
}

export async function insertAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  const row: AuditRow = {
    id: newId(),
    created_at: toDbTimestamp(entry.at),
    action: entry.action,
    actor_kind: entry.actorKind,
    actor_id: entry.actorId,
    actor_name: entry.actorName,
    target_type: entry.targetType ?? null,
    target_id: entry.targetId ?? null,
    before_json: toJsonText(entry.before),
    after_json: toJsonText(entry.after),
    ip: entry.ip ?? null,
  };
  await db(TABLE).insert(row);
}

/** The entries under the filters: action, actor, kind of record, record and days (UTC). */
function filtered(db: Db, query: AuditExportQuery) {
  const q = db<AuditRow>(TABLE);
  if (query.action) q.where('action', query.action);
  if (query.actorId) q.where('actor_id', query.actorId);
  if (query.targetType) q.where('target_type', query.targetType);
  if (query.targetId) q.where('target_id', query.targetId);
  whereDayRange(q, 'created_at', query);
  return q;
}

/** Newest first, under the filters, keyset-paged. */
export async function listAuditEntries(
  db: Db,
  query: AuditQuery,
): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const q = filtered(db, query);
  const cursor = decodeCursor(query.cursor);
  if (cursor) {
    whereAfter(q, { column: 'created_at' }, 'id', 'desc', {
      value: cursorValueForTime(cursor.value),
      id: cursor.id,
    });
  }
  const rows = await q
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(query.limit + 1);
  const items = rows.slice(0, query.limit).map(toEntry);
  const last = items[items.length - 1];
  return {
    items,
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ value: last.createdAt, id: last.id })
        : null,
  };
}

/** Rows per batch of an export: few round trips, a bounded share of memory. */
const EXPORT_BATCH = 1000;

/**
 * Every entry under the filters, newest first, in batches (a keyset page
 * each): an export of a year's log never holds it all at once.
 */
export async function* auditEntryBatches(
  db: Db,
  query: AuditExportQuery,
): AsyncGenerator<AuditEntry[]> {
  let cursor: string | undefined;
  do {
    const page = await listAuditEntries(db, { ...query, limit: EXPORT_BATCH, cursor });
    if (page.items.length > 0) yield page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** Everything recorded about one record, oldest first (a console page's history of it). */
export async function auditEntriesOfTarget(
  db: Db,
  targetType: string,
  targetId: string,
  limit = 500,
): Promise<AuditEntry[]> {
  const rows = await db<AuditRow>(TABLE)
    .where({ target_id: targetId, target_type: targetType })
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .limit(limit);
  return rows.map(toEntry);
}
