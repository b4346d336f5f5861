import type { AuditEntry, AuditExportQuery, AuditQuery } from 'contracts';
import type { Db } from '../../db/connection';
import {
  auditEntryBatches,
  insertAuditEntry,
  listAuditEntries,
  type NewAuditEntry,
} from '../../data/audit-log';
import { actorFields, type Actor } from './actor';
import type { Clock } from './clock';

export type AuditEvent = Omit<NewAuditEntry, 'actorKind' | 'actorId' | 'actorName' | 'ip' | 'at'>;

export interface AuditService {
  /** Records an event; pass the transaction of the change so both commit or neither. */
  record(actor: Actor, event: AuditEvent, db?: Db): Promise<void>;
  list(query: AuditQuery): Promise<{ items: AuditEntry[]; nextCursor: string | null }>;
  /** Every entry under the filters, newest first, in batches (the CSV export). */
  batches(query: AuditExportQuery): AsyncIterable<AuditEntry[]>;
}

export function auditService(db: Db, clock: Clock): AuditService {
  return {
    record: (actor, event, trx = db) =>
      insertAuditEntry(trx, { ...event, ...actorFields(actor), at: clock() }),
    list: (query) => listAuditEntries(db, query),
    batches: (query) => auditEntryBatches(db, query),
  };
}
