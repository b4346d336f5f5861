import {
  roadmapMessages,
  type AdminRoadmapItem,
  type CreateRoadmapItemInput,
  type RoadmapItemFields,
  type UpdateRoadmapItemInput,
} from 'contracts';
import type { Db } from '../../db/connection';
import {
  countLinkedBoardEntries,
  deleteRoadmapItem,
  findRoadmapItem,
  insertRoadmapItem,
  listAllRoadmapItems,
  updateRoadmapItemAtVersion,
} from '../../data/roadmap';
import { ConflictError, NotFoundError } from '../../errors';
import type { Actor } from './actor';
import type { AuditService } from './audit';
import type { Clock } from './clock';

/**
 * The roadmap's items (admins and editors): every change is audit-logged
 * with before/after in the same transaction; the public roadmap (cached
 * under 'content') is dropped by the routes once a change commits, on every
 * API instance. The key never changes: the board links its entries by it.
 */
export interface RoadmapService {
  list(): Promise<AdminRoadmapItem[]>;
  get(id: string): Promise<AdminRoadmapItem>;
  /** 409 when another item has the key (the message names it). */
  create(actor: Actor, input: CreateRoadmapItemInput): Promise<AdminRoadmapItem>;
  /** 409 when someone changed it since `input.version`. */
  update(actor: Actor, id: string, input: UpdateRoadmapItemInput): Promise<AdminRoadmapItem>;
  setActive(actor: Actor, id: string, active: boolean): Promise<AdminRoadmapItem>;
  /** 409 while board entries are linked to it: it is deactivated instead. */
  remove(actor: Actor, id: string): Promise<void>;
}

/**
 * A month's or quarter's date is its first day, whatever day was entered:
 * the roadmap orders and decides 'Aktuell' by it.
 */
export function normalisedDate({ date, precision }: Pick<RoadmapItemFields, 'date' | 'precision'>) {
  if (precision === 'day') return date;
  const [year, month] = date.split('-').map(Number) as [number, number];
  const first = precision === 'month' ? month : Math.floor((month - 1) / 3) * 3 + 1;
  return `${year}-${String(first).padStart(2, '0')}-01`;
}

const FIELDS = ['date', 'precision', 'status', 'gradientType', 'order', 'active', 'texts'] as const;

const fieldsOf = (item: AdminRoadmapItem): RoadmapItemFields => ({
  date: item.date,
  precision: item.precision,
  status: item.status,
  gradientType: item.gradientType,
  order: item.order,
  active: item.active,
  texts: {
    de: item.texts.de ?? { title: '', description: '' },
    es: item.texts.es,
    fr: item.texts.fr,
  },
});

/** Only what changed, before and after (texts compared as a whole per item). */
function difference(before: RoadmapItemFields, after: RoadmapItemFields) {
  const same = (field: (typeof FIELDS)[number]) =>
    JSON.stringify(before[field]) === JSON.stringify(after[field]);
  const changed = FIELDS.filter((field) => !same(field));
  const pick = (fields: RoadmapItemFields) =>
    Object.fromEntries(changed.map((field) => [field, fields[field]]));
  return { changed, before: pick(before), after: pick(after) };
}

export function roadmapService(db: Db, clock: Clock, audit: AuditService): RoadmapService {
  async function existing(id: string, trx: Db = db): Promise<AdminRoadmapItem> {
    const item = await findRoadmapItem(trx, { id });
    if (!item) throw new NotFoundError(roadmapMessages.notFound);
    return item;
  }

  return {
    list: () => listAllRoadmapItems(db),
    get: (id) => existing(id),

    create: (actor, { key, ...input }) =>
      db.transaction(async (trx) => {
        const holder = await findRoadmapItem(trx, { item_key: key });
        if (holder) {
          const message = roadmapMessages.keyTaken(holder.texts.de?.title ?? holder.key);
          throw new ConflictError(message, { key: message });
        }
        const fields = { ...input, date: normalisedDate(input) };
        const item = await insertRoadmapItem(trx, key, fields, clock());
        await audit.record(
          actor,
          {
            action: 'roadmap_item_created',
            targetType: 'roadmap_item',
            targetId: item.id,
            after: { key, ...fields },
          },
          trx,
        );
        return item;
      }),

    update: (actor, id, { version, ...input }) =>
      db.transaction(async (trx) => {
        const before = await existing(id, trx);
        if (before.version !== version) throw new ConflictError(roadmapMessages.editedMeanwhile);
        const fields = { ...input, date: normalisedDate(input) };
        const change = difference(fieldsOf(before), fields);
        if (change.changed.length === 0) return before;
        if (!(await updateRoadmapItemAtVersion(trx, id, version, fields, clock())))
          throw new ConflictError(roadmapMessages.editedMeanwhile);
        await audit.record(
          actor,
          {
            action: 'roadmap_item_updated',
            targetType: 'roadmap_item',
            targetId: id,
            before: { key: before.key, ...change.before },
            after: { key: before.key, ...change.after },
          },
          trx,
        );
        return existing(id, trx);
      }),

    setActive: (actor, id, active) =>
      db.transaction(async (trx) => {
        const before = await existing(id, trx);
        if (before.active === active) return before;
        if (!(await updateRoadmapItemAtVersion(trx, id, before.version, { active }, clock())))
          throw new ConflictError(roadmapMessages.editedMeanwhile);
        await audit.record(
          actor,
          {
            action: active ? 'roadmap_item_activated' : 'roadmap_item_deactivated',
            targetType: 'roadmap_item',
            targetId: id,
            before: { active: before.active },
            after: { active, key: before.key },
          },
          trx,
        );
        return existing(id, trx);
      }),

    remove: (actor, id) =>
      db.transaction(async (trx) => {
        const before = await existing(id, trx);
        const linked = await countLinkedBoardEntries(trx, before.key);
        if (linked > 0) throw new ConflictError(roadmapMessages.linkedEntries(linked));
        await deleteRoadmapItem(trx, id);
        await audit.record(
          actor,
          {
            action: 'roadmap_item_deleted',
            targetType: 'roadmap_item',
            targetId: id,
            before: { key: before.key, ...fieldsOf(before) },
          },
          trx,
        );
      }),
  };
}
