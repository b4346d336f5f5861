import {
  adminFaqSchema,
  adminGlossarySchema,
  knowledgeMessages,
  type AdminFaq,
  type AdminGlossaryEntry,
  type AuditAction,
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
import { ConflictError, NotFoundError } from '../../errors';
import type { Actor } from './actor';
import type { AuditService } from './audit';
import type { Clock } from './clock';

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
  get(id: string): Promise<Entry>;
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
  notFound: string;
  editedMeanwhile: string;
}

const fieldNames = (t: KnowledgeTable) =>
  ['country', 'language', t.topic, t.title, t.text, 'active'] as const;

const fieldsOf = (t: KnowledgeTable, entry: KnowledgeFields): KnowledgeFields =>
  Object.fromEntries(fieldNames(t).map((field) => [field, entry[field]])) as KnowledgeFields;

/** Only what changed, before and after: the log says what an edit did, not the whole row twice. */
function difference(t: KnowledgeTable, before: KnowledgeFields, after: KnowledgeFields) {
  const changed = fieldNames(t).filter((field) => before[field] !== after[field]);
  const pick = (fields: KnowledgeFields) =>
    Object.fromEntries(changed.map((field) => [field, fields[field]]));
  return { changed, before: pick(before), after: pick(after) };
}

function knowledgeService<Entry, Create extends KnowledgeFields, Update extends KnowledgeFields>(
  db: Db,
  clock: Clock,
  audit: AuditService,
  kind: KnowledgeKind<Entry>,
): KnowledgeService<Entry, Create, Update & { version: number }> {
  const t = kind.table;
  const action = (what: string) => `${kind.target}_${what}` as AuditAction;
  const toEntry = (record: KnowledgeRecord) => kind.schema.parse(record);

  async function existing(id: string, trx: Db = db): Promise<KnowledgeRecord> {
    const entry = await findKnowledge(trx, t, id);
    if (!entry) throw new NotFoundError(kind.notFound);
    return entry;
  }
  /** Named in every entry so the log reads without looking the record up. */
  const label = (entry: KnowledgeFields) => ({ [t.title]: entry[t.title] });

  return {
    list: async (query) => (await listKnowledge(db, t, query)).map(toEntry),
    get: async (id) => toEntry(await existing(id)),

    create: (actor, input) =>
      transactionRetryingDeadlocks(db, async (trx) => {
        const id = await insertKnowledge(trx, t, fieldsOf(t, input), clock());
        const entry = await existing(id, trx);
        await audit.record(
          actor,
          {
            action: action('created'),
            targetType: kind.target,
            targetId: id,
            after: { ...fieldsOf(t, entry), order: entry.order },
          },
          trx,
        );
        return toEntry(entry);
      }),

    update: (actor, id, { version, ...input }) =>
      transactionRetryingDeadlocks(db, async (trx) => {
        const before = await existing(id, trx);
        if (before.version !== version) throw new ConflictError(kind.editedMeanwhile);
        const fields = fieldsOf(t, input as unknown as KnowledgeFields);
        const change = difference(t, fieldsOf(t, before), fields);
        if (change.changed.length === 0) return toEntry(before);
        if (!(await updateKnowledgeAtVersion(trx, t, before, version, fields, clock())))
          throw new ConflictError(kind.editedMeanwhile);
        await audit.record(
          actor,
          {
            action: action('updated'),
            targetType: kind.target,
            targetId: id,
            before: change.before,
            after: change.after,
          },
          trx,
        );
        return toEntry(await existing(id, trx));
      }),

    setActive: (actor, id, active) =>
      transactionRetryingDeadlocks(db, async (trx) => {
        const before = await existing(id, trx);
        if (before.active === active) return toEntry(before);
        if (!(await updateKnowledgeAtVersion(trx, t, before, before.version, { active }, clock())))
          throw new ConflictError(kind.editedMeanwhile);
        await audit.record(
          actor,
          {
            action: action(active ? 'activated' : 'deactivated'),
            targetType: kind.target,
            targetId: id,
            before: { active: before.active },
            after: { active, ...label(before) },
          },
          trx,
        );
        return toEntry(await existing(id, trx));
      }),

    move: (actor, id, move) =>
      transactionRetryingDeadlocks(db, async (trx) => {
        const before = await existing(id, trx);
        const { from, to } = await moveKnowledge(trx, t, before, move);
        if (from !== to)
          await audit.record(
            actor,
            {
              action: action('moved'),
              targetType: kind.target,
              targetId: id,
              before: { order: from },
              after: { order: to, ...label(before) },
            },
            trx,
          );
        return toEntry(await existing(id, trx));
      }),

    remove: (actor, id) =>
      transactionRetryingDeadlocks(db, async (trx) => {
        const before = await existing(id, trx);
        await deleteKnowledge(trx, t, before);
        await audit.record(
          actor,
          {
            action: action('deleted'),
            targetType: kind.target,
            targetId: id,
            before: { ...fieldsOf(t, before), order: before.order },
          },
          trx,
        );
      }),
  };
}

export const faqService = (db: Db, clock: Clock, audit: AuditService): FaqService =>
  knowledgeService<AdminFaq, CreateFaqInput, Omit<UpdateFaqInput, 'version'>>(db, clock, audit, {
    table: FAQ_TABLE,
    schema: adminFaqSchema,
    target: 'faq',
    notFound: knowledgeMessages.faqNotFound,
    editedMeanwhile: knowledgeMessages.faqEditedMeanwhile,
  });

export const glossaryService = (db: Db, clock: Clock, audit: AuditService): GlossaryService =>
  knowledgeService<AdminGlossaryEntry, CreateGlossaryInput, Omit<UpdateGlossaryInput, 'version'>>(
    db,
    clock,
    audit,
    {
      table: GLOSSARY_TABLE,
      schema: adminGlossarySchema,
      target: 'glossary',
      notFound: knowledgeMessages.termNotFound,
      editedMeanwhile: knowledgeMessages.termEditedMeanwhile,
    },
  );
