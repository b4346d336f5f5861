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
  /**
   * The CSV export: recorded first (the log says who took a copy of it, as
   * for leads; an export cut short was still one), then every entry under
   * the filters, newest first, in batches.
   */
  export(actor: Actor, query: AuditExportQuery): Promise<AsyncIterable<AuditEntry[]>>;
}

export function auditService(db: Db, clock: Clock): AuditService {
  const record: AuditService['record'] = (actor, event, trx = db) =>
    insertAuditEntry(trx, { ...event, ...actorFields(actor), at: clock() });
  return {
    record,
    list: (query) => listAuditEntries(db, query),
    export: async (actor, query) => {
      await record(actor, { action: 'audit_exported', after: { filter: query } });
      return auditEntryBatches(db, query);
    },
  };
}
