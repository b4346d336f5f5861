import {
  adminFaqSchema,
  adminGlossarySchema,
  knowledgeMessages,
  type AdminFaq,
  type AdminGlossaryEntry,
  type PreviewGrant,
  type CreateFaqInput,
  type CreateGlossaryInput,
  type KnowledgeListQuery,
  type KnowledgeMoveInput,
  type UpdateFaqInput,
  type UpdateGlossaryInput,
} from 'contracts';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import {
  deleteKnowledge,
  FAQ_TABLE,
  findKnowledge,
  GLOSSARY_TABLE,
  insertKnowledge,
  listKnowledge,
  moveKnowledge,
  updateKnowledgeAtVersion,
  type KnowledgeFields,
  type KnowledgeRecord,
  type KnowledgeTable,
} from '../../data/knowledge-console';
import { transactionRetryingDeadlocks } from '../../data/deadlock-retry';
import type { Actor } from './actor';
import type { AuditService } from './audit';
import type { Clock } from './clock';
import type { PreviewService } from './previews';
import { versionedRecords } from './versioned-record';

/**
 * FAQs and glossary terms (admins, editors): every change is audit-logged
 * with before/after in the same transaction, as the pixels'. A write that
 * renumbers a group locks it; two at once on MariaDB may deadlock, and the
 * one rolled back runs again (transactionRetryingDeadlocks). The public
 * answers (/api/faqs, /api/glossary) are dropped by the routes once a change
 * commits (`invalidates: 'content'`).
 */
export interface KnowledgeService<Entry, Create, Update> {
  list(query: KnowledgeListQuery): Promise<Entry[]>;
  /** With a token to preview it on its public page. */
  get(id: string): Promise<Entry & { preview: PreviewGrant }>;
  create(actor: Actor, input: Create): Promise<Entry>;
  /** 409 when someone changed it since `input.version`. */
  update(actor: Actor, id: string, input: Update): Promise<Entry>;
  setActive(actor: Actor, id: string, active: boolean): Promise<Entry>;
  /** One step up or down, or to a position, within its group. */
  move(actor: Actor, id: string, move: KnowledgeMoveInput): Promise<Entry>;
  remove(actor: Actor, id: string): Promise<void>;
}

export type FaqService = KnowledgeService<AdminFaq, CreateFaqInput, UpdateFaqInput>;
export type GlossaryService = KnowledgeService<
  AdminGlossaryEntry,
  CreateGlossaryInput,
  UpdateGlossaryInput
>;

/** What differs between FAQs and glossary terms besides the table. */
interface KnowledgeKind<Entry> {
  table: KnowledgeTable;
  schema: z.ZodType<Entry>;
  /** Audit actions' prefix and target type. */
  target: 'faq' | 'glossary';
  /** Also the preview token's kind. */
  notFound: string;
  editedMeanwhile: string;
}

const fieldNames = (t: KnowledgeTable) =>
  ['country', 'language', t.topic, t.title, t.text, 'active'] as const;

const fieldsOf = (t: KnowledgeTable, entry: KnowledgeFields): KnowledgeFields =>
  Object.fromEntries(fieldNames(t).map((field) => [field, entry[field]])) as KnowledgeFields;

function knowledgeService<Entry, Create extends KnowledgeFields, Update extends KnowledgeFields>(
  db: Db,
  clock: Clock,
  audit: AuditService,
  previews: PreviewService,
  kind: KnowledgeKind<Entry>,
): KnowledgeService<Entry, Create, Update & { version: number }> {
  const t = kind.table;
  const toEntry = (record: KnowledgeRecord) => kind.schema.parse(record);
  const entries = versionedRecords<KnowledgeRecord, KnowledgeFields>(db, clock, audit, {
    target: kind.target,
    notFound: kind.notFound,
    editedMeanwhile: kind.editedMeanwhile,
    fieldNames: fieldNames(t),
    fieldsOf: (entry) => fieldsOf(t, entry),
    find: (trx, id) => findKnowledge(trx, t, id),
    updateAtVersion: (trx, before, version, fields, now) =>
      updateKnowledgeAtVersion(trx, t, before, version, fields, now),
    delete: (trx, before) => deleteKnowledge(trx, t, before),
    // Named in every entry so the log reads without looking the record up.
    label: (entry) => ({ [t.title]: entry[t.title] }),
    snapshot: (entry) => ({ ...fieldsOf(t, entry), order: entry.order }),
    // A write that renumbers a group may meet another one's lock on MariaDB.
    transaction: transactionRetryingDeadlocks,
  });

  return {
    list: async (query) => (await listKnowledge(db, t, query)).map(toEntry),
    get: async (id) => ({
      ...toEntry(await entries.existing(id)),
      preview: await previews.grant(kind.target, id),
    }),

    create: async (actor, input) =>
      toEntry(
        await entries.create(actor, (trx) => insertKnowledge(trx, t, fieldsOf(t, input), clock())),
      ),

    update: async (actor, id, { version, ...input }) =>
      toEntry(
        await entries.update(actor, id, version, fieldsOf(t, input as unknown as KnowledgeFields)),
      ),

    setActive: async (actor, id, active) => toEntry(await entries.setActive(actor, id, active)),

    move: (actor, id, move) =>
      entries.transaction(async (trx) => {
        const before = await entries.existing(id, trx);
        const { from, to } = await moveKnowledge(trx, t, before, move);
        if (from !== to)
          await audit.record(
            actor,
            {
              action: `${kind.target}_moved`,
              targetType: kind.target,
              targetId: id,
              before: { order: from },
              after: { order: to, [t.title]: before[t.title] },
            },
            trx,
          );
        return toEntry(await entries.existing(id, trx));
      }),

    remove: (actor, id) => entries.remove(actor, id),
  };
}
export const faqService = (
  db: Db,
  clock: Clock,
  audit: AuditService,
  previews: PreviewService,
): FaqService =>
  knowledgeService<AdminFaq, CreateFaqInput, Omit<UpdateFaqInput, 'version'>>(
    db,
    clock,
    audit,
    previews,
    {
      table: FAQ_TABLE,
      schema: adminFaqSchema,
      target: 'faq',
      notFound: knowledgeMessages.faqNotFound,
      editedMeanwhile: knowledgeMessages.faqEditedMeanwhile,
    },
  );

export const glossaryService = (
  db: Db,
  clock: Clock,
  audit: AuditService,
  previews: PreviewService,
): GlossaryService =>
  knowledgeService<AdminGlossaryEntry, CreateGlossaryInput, Omit<UpdateGlossaryInput, 'version'>>(
    db,
    clock,
    audit,
    previews,
    {
      table: GLOSSARY_TABLE,
      schema: adminGlossarySchema,
      target: 'glossary',
      notFound: knowledgeMessages.termNotFound,
      editedMeanwhile: knowledgeMessages.termEditedMeanwhile,
    },
  );
