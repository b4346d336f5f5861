import {
  adminMessages,
  type LeadExportQuery,
  type LeadList,
  type LeadListItem,
  type LeadListQuery,
  type PaymentLeadStatusInput,
  type SalesLeadType,
} from 'contracts';
import type { Db } from '../../db/connection';
import {
  countLeads,
  findLead,
  leadsInBatches,
  listLeadPage,
  updateSalesStatus,
  type LeadFilterFields,
  type LeadSort,
} from '../../data/lead-desk';
import { insertOutboxEvents, leadEventRow, signalOutbox } from '../../data/outbox-events';
import { NotFoundError } from '../../errors';
import type { Actor } from './actor';
import type { AuditService } from './audit';
import type { Clock } from './clock';

/** Rows per read while exporting: memory stays at one batch, whatever the total. */
export const EXPORT_BATCH_SIZE = 1000;

export interface LeadDeskService {
  /** The desk's page; 'Meine Leads' (assignee 'me') is the asking member's. */
  list(actor: Actor, query: LeadListQuery): Promise<LeadList>;
  /** Every row of the filter in the desk's order, batch by batch; the export is audited first. */
  export(actor: Actor, query: LeadExportQuery): Promise<AsyncGenerator<LeadListItem[]>>;
  /** A pre-registration's or contact request's status and note (audited). */
  setSalesStatus(
    actor: Actor,
    type: SalesLeadType,
    id: string,
    input: PaymentLeadStatusInput,
  ): Promise<LeadListItem>;
}

const NOT_FOUND: Record<SalesLeadType, string> = {
  payment: adminMessages.leadNotFound,
  contact: adminMessages.contactRequestNotFound,
};
/** The audit log's name of each kind (payment_lead as before contact requests existed). */
const TARGET_TYPE: Record<SalesLeadType, string> = {
  payment: 'payment_lead',
  contact: 'contact_request',
};

function split(
  actor: Actor,
  { sort, order, assignee, ...filter }: LeadExportQuery,
): {
  filter: LeadFilterFields;
  sort: LeadSort;
} {
  const me = actor.kind === 'staff' ? actor.user.id : undefined;
  // 'me' for anyone but a member matches nobody (no member has the id '-').
  const resolved = assignee === 'me' ? (me ?? '-') : assignee;
  return { filter: { ...filter, assignee: resolved }, sort: { sort, order } };
}

export function leadDeskService(db: Db, clock: Clock, audit: AuditService): LeadDeskService {
  return {
    list: async (actor, { limit, cursor, ...query }) => {
      const { filter, sort } = split(actor, query);
      const [page, total] = await Promise.all([
        listLeadPage(db, filter, sort, { limit, cursor }),
        countLeads(db, filter),
      ]);
      return { ...page, total };
    },

    export: async (actor, query) => {
      const { filter, sort } = split(actor, query);
      // Recorded before the first byte: an export cut short was still an export.
      await audit.record(actor, { action: 'leads_exported', after: { filter: query } });
      return leadsInBatches(db, filter, sort, EXPORT_BATCH_SIZE);
    },

    setSalesStatus: async (actor, type, id, input) => {
      const changed = await db.transaction(async (trx) => {
        const before = await findLead(trx, type, id);
        if (!before) throw new NotFoundError(NOT_FOUND[type]);
        const change = { status: input.status, note: input.note ?? null, at: clock() };
        await updateSalesStatus(trx, type, id, change, before);
        const after = (await findLead(trx, type, id)) as LeadListItem;
        const tracked = (lead: LeadListItem) => ({
          status: lead.status,
          note: lead.statusNote,
          converted: lead.converted,
          convertedAt: lead.convertedAt,
        });
        await audit.record(
          actor,
          {
            action: 'lead_status_changed',
            targetType: TARGET_TYPE[type],
            targetId: id,
            before: tracked(before),
            after: tracked(after),
          },
          trx,
        );
        // Sales' systems hear of it in the same commit.
        await insertOutboxEvents(trx, [
          leadEventRow('lead.status_changed', type, id, after, {
            country: after.country,
            language: after.language,
            productSlug: after.productSlug,
          }),
        ]);
        return after;
      });
      signalOutbox(db);
      return changed;
    },
  };
}
