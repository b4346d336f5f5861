import {
  adminMessages,
  type AuditEntry,
  type ContactDetail,
  type ContactList,
  type ContactListQuery,
  type LeadAssigneeInput,
  type LeadDetail,
  type LeadHistoryEvent,
  type LeadListItem,
  type LeadNote,
  type LeadNoteInput,
  type LeadType,
  type PaymentLeadStatus,
  type SalesLeadType,
} from 'contracts';
import type { Db } from '../../db/connection';
import { auditEntriesOfTarget } from '../../data/audit-log';
import { listContacts } from '../../data/contacts';
import { deliveriesOfLead } from '../../data/lead-deliveries';
import { findLead, leadsOfAddress, updateAssignee } from '../../data/lead-desk';
import { insertLeadNote, notesOfLead } from '../../data/lead-notes';
import { findUserRowById, listUsers } from '../../data/staff-users';
import { NotFoundError } from '../../errors';
import type { Actor } from './actor';
import type { AuditService } from './audit';
import type { Clock } from './clock';

/**
 * The lead inbox (issue 41 §3): one lead with its history, notes and
 * deliveries; notes and assignment (both audited); the contacts, a
 * person's leads grouped by address.
 */
export interface LeadInboxService {
  detail(type: LeadType, id: string): Promise<LeadDetail>;
  addNote(actor: Actor, type: LeadType, id: string, input: LeadNoteInput): Promise<LeadNote>;
  assign(
    actor: Actor,
    type: SalesLeadType,
    id: string,
    input: LeadAssigneeInput,
  ): Promise<LeadListItem>;
  contact(type: LeadType, id: string): Promise<ContactDetail>;
  contacts(query: ContactListQuery): Promise<ContactList>;
}

/** The audit log's name of each kind of lead (payment_lead and contact_request as the status changes wrote them). */
const LEAD_TARGET_TYPE: Record<LeadType, string> = {
  payment: 'payment_lead',
  contact: 'contact_request',
  email: 'email_capture',
  newsletter: 'newsletter_subscription',
  feedback: 'feedback',
};

const isSales = (type: LeadType): type is SalesLeadType => type === 'payment' || type === 'contact';

async function existingLead(db: Db, type: LeadType, id: string): Promise<LeadListItem> {
  const lead = await findLead(db, type, id);
  if (!lead) throw new NotFoundError(adminMessages.leadRecordNotFound);
  return lead;
}

type Tracked = { status?: PaymentLeadStatus | null; note?: string | null; assigneeName?: string };

/** The audit log's status changes and assignments of a lead, as its page shows them. */
function historyOf(entries: readonly AuditEntry[]): LeadHistoryEvent[] {
  return entries.flatMap((entry): LeadHistoryEvent[] => {
    const before = (entry.before ?? {}) as Tracked;
    const after = (entry.after ?? {}) as Tracked;
    const common = { at: entry.createdAt, by: entry.actorName, note: null };
    if (entry.action === 'lead_status_changed')
      return [
        {
          ...common,
          kind: 'status',
          fromStatus: before.status ?? null,
          toStatus: after.status ?? null,
          note: after.note ?? null,
          assigneeName: null,
        },
      ];
    if (entry.action === 'lead_assigned')
      return [
        {
          ...common,
          kind: 'assignee',
          fromStatus: null,
          toStatus: null,
          assigneeName: after.assigneeName ?? null,
        },
      ];
    return [];
  });
}

/** The members a lead can be given to: the active staff, by name. */
async function assigneeChoices(db: Db) {
  return (await listUsers(db))
    .filter((user) => user.active)
    .map((user) => ({ id: user.id, name: user.username }));
}

export function leadInboxService(db: Db, clock: Clock, audit: AuditService): LeadInboxService {
  return {
    detail: async (type, id) => {
      const lead = await existingLead(db, type, id);
      const [entries, notes, deliveries, assignees, sameAddress] = await Promise.all([
        auditEntriesOfTarget(db, LEAD_TARGET_TYPE[type], id),
        notesOfLead(db, id),
        deliveriesOfLead(db, id),
        isSales(type) ? assigneeChoices(db) : Promise.resolve([]),
        lead.email ? leadsOfAddress(db, lead.email) : Promise.resolve([]),
      ]);
      return {
        lead,
        history: historyOf(entries),
        notes,
        deliveries,
        assignees,
        contactLeads: sameAddress.length,
      };
    },

    addNote: async (actor, type, id, { text }) =>
      db.transaction(async (trx) => {
        await existingLead(trx, type, id);
        const staff = actor.kind === 'staff' ? actor.user : undefined;
        const note = await insertLeadNote(trx, {
          leadType: type,
          leadId: id,
          text,
          authorId: staff?.id ?? null,
          authorName: staff?.username ?? null,
          at: clock(),
        });
        await audit.record(
          actor,
          { action: 'lead_note_added', targetType: LEAD_TARGET_TYPE[type], targetId: id },
          trx,
        );
        return note;
      }),

    assign: async (actor, type, id, { assigneeId }) =>
      db.transaction(async (trx) => {
        const before = await existingLead(trx, type, id);
        const member = assigneeId ? await findUserRowById(trx, assigneeId) : undefined;
        if (assigneeId && !member?.is_active)
          throw new NotFoundError(adminMessages.assigneeUnknown, {
            assigneeId: adminMessages.assigneeUnknown,
          });
        await updateAssignee(trx, type, id, assigneeId);
        await audit.record(
          actor,
          {
            action: 'lead_assigned',
            targetType: LEAD_TARGET_TYPE[type],
            targetId: id,
            before: { assigneeId: before.assigneeId, assigneeName: before.assigneeName },
            after: { assigneeId, assigneeName: member?.username ?? null },
          },
          trx,
        );
        return existingLead(trx, type, id);
      }),

    contact: async (type, id) => {
      const lead = await existingLead(db, type, id);
      if (!lead.email) throw new NotFoundError(adminMessages.leadRecordNotFound);
      const leads = await leadsOfAddress(db, lead.email);
      const subscription = leads.filter((item) => item.type === 'newsletter').at(-1);
      return { email: lead.email, leads, newsletter: subscription?.newsletterState ?? null };
    },

    contacts: (query) => listContacts(db, query),
  };
}
