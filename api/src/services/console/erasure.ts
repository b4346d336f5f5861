import type { ErasureResult } from 'contracts';
import type { Db } from '../../db/connection';
import { deleteNotesOfLeads } from '../../data/lead-notes';
import { forgetErasedLeads } from '../../data/deliveries';
import { anySuppressed, eraseEmailRows, insertSuppression, leadsOfEmail } from '../../data/erasure';
import { signalOutbox } from '../../data/outbox-events';
import type { Actor } from './actor';
import type { AuditService } from './audit';
import type { Clock } from './clock';
import type { ServerKeys } from './server-keys';

/**
 * 'Daten löschen' (GDPR Art. 17) and the suppression list that keeps an
 * erased address from coming back. The list holds an HMAC-SHA-256 of the
 * address under the server's key, never the address: it can answer "was this
 * address erased?" for someone who has the address and the key, and nothing
 * else. The audit entry names the same hash, not the address.
 *
 * A new capture or pre-registration of a suppressed address is answered as
 * usual (201) and not stored: the form reveals nothing about past erasures,
 * and the person's objection keeps its effect. The same check serves any
 * future import.
 */
export interface ErasureService {
  erase(actor: Actor, email: string): Promise<ErasureResult>;
  isSuppressed(email: string): Promise<boolean>;
}

export function erasureService(
  db: Db,
  clock: Clock,
  audit: AuditService,
  keys: () => Promise<ServerKeys>,
): ErasureService {
  return {
    erase: async (actor, email) => {
      const emailHash = (await keys()).addressHash(email);
      const result = await db.transaction(async (trx) => {
        // The downstream systems hear of it in the same commit (lead.erased, the id only).
        const leads = await leadsOfEmail(trx, email);
        await forgetErasedLeads(trx, leads, clock());
        // Staff's notes on them may name the person: they go too.
        await deleteNotesOfLeads(
          trx,
          leads.map((lead) => lead.id),
        );
        const deleted = await eraseEmailRows(trx, email);
        await insertSuppression(trx, emailHash, clock());
        await audit.record(
          actor,
          {
            action: 'email_erased',
            targetType: 'email_hash',
            targetId: emailHash,
            after: { deleted },
          },
          trx,
        );
        return { deleted, suppressed: true as const };
      });
      signalOutbox(db);
      return result;
    },
    isSuppressed: async (email) => anySuppressed(db, (await keys()).addressHashes(email)),
  };
}
