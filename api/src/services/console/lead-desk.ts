import {
  adminMessages,
  type LeadExportQuery,
  type LeadList,
  type LeadListItem,
  type LeadListQuery,
  type PaymentLeadStatusInput,
} from 'contracts';
import type { Db } from '../../db/connection';
import {
  countLeads,
  findLead,
  leadsInBatches,
  listLeadPage,
  updatePaymentLeadStatus,
  type LeadFilterFields,
  type LeadSort,
} from '../../data/lead-desk';
import { NotFoundError } from '../../errors';
import type { Actor } from './actor';
import type { AuditService } from './audit';
import type { Clock } from './clock';

/** Rows per read while exporting: memory stays at one batch, whatever the total. */
export const EXPORT_BATCH_SIZE = 1000;

export interface LeadDeskService {
  list(query: LeadListQuery): Promise<LeadList>;
  /** Every row of the filter in the desk's order, batch by batch; the export is audited first. */
  export(actor: Actor, query: LeadExportQuery): Promise<AsyncGenerator<LeadListItem[]>>;
  setPaymentStatus(actor: Actor, id: string, input: PaymentLeadStatusInput): Promise<LeadListItem>;
}

function split({ sort, order, ...filter }: LeadExportQuery): {
  filter: LeadFilterFields;
  sort: LeadSort;
} {
  return { filter, sort: { sort, order } };
}

export function leadDeskService(db: Db, clock: Clock, audit: AuditService): LeadDeskService {
  return {
    list: async ({ limit, cursor, ...query }) => {
      const { filter, sort } = split(query);
      const [page, total] = await Promise.all([
        listLeadPage(db, filter, sort, { limit, cursor }),
        countLeads(db, filter),
      ]);
      return { ...page, total };
    },

    export: async (actor, query) => {
      const { filter, sort } = split(query);
      // Recorded before the first byte: an export cut short was still an export.
      await audit.record(actor, { action: 'leads_exported', after: { filter: query } });
      return leadsInBatches(db, filter, sort, EXPORT_BATCH_SIZE);
    },

    setPaymentStatus: (actor, id, input) =>
      db.transaction(async (trx) => {
        const before = await findLead(trx, 'payment', id);
        if (!before) throw new NotFoundError(adminMessages.leadNotFound);
        const change = { status: input.status, note: input.note ?? null, at: clock() };
        await updatePaymentLeadStatus(trx, id, change, before);
        const after = (await findLead(trx, 'payment', id)) as LeadListItem;
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
            targetType: 'payment_lead',
            targetId: id,
            before: tracked(before),
            after: tracked(after),
          },
          trx,
        );
        return after;
      }),
  };
}
