import {
  roadmapMessages,
  type AdminRoadmapItem,
  type AdminRoadmapItemDetail,
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
import { ConflictError } from '../../errors';
import type { Actor } from './actor';
import type { AuditService } from './audit';
import type { Clock } from './clock';
import type { PreviewService } from './previews';
import { versionedRecords, type UniqueCheck, type VersionedRecordKind } from './versioned-record';

/**
 * The roadmap's items (admins and editors): every change is audit-logged
 * with before/after in the same transaction; the public roadmap (cached
 * under 'content') is dropped by the routes once a change commits, on every
 * API instance. The key never changes: the board links its entries by it.
 */
export interface RoadmapService {
  list(): Promise<AdminRoadmapItem[]>;
  /** With a token to preview it on the public roadmap. */
  get(id: string): Promise<AdminRoadmapItemDetail>;
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

const roadmapKind: VersionedRecordKind<AdminRoadmapItem, RoadmapItemFields> = {
  target: 'roadmap_item',
  notFound: roadmapMessages.notFound,
  editedMeanwhile: roadmapMessages.editedMeanwhile,
  // Texts compared as a whole per item.
  fieldNames: ['date', 'precision', 'status', 'gradientType', 'order', 'active', 'texts'],
  fieldsOf,
  find: (db, id) => findRoadmapItem(db, { id }),
  updateAtVersion: (db, before, version, fields, now) =>
    updateRoadmapItemAtVersion(db, before.id, version, fields, now),
  delete: (db, before) => deleteRoadmapItem(db, before.id),
  label: (item) => ({ key: item.key }),
  identity: (item) => ({ key: item.key }),
  snapshot: (item) => ({ key: item.key, ...fieldsOf(item) }),
  /** The board links its entries by the key: an item with linked entries is deactivated instead. */
  assertDeletable: async (db, before) => {
    const linked = await countLinkedBoardEntries(db, before.key);
    if (linked > 0) throw new ConflictError(roadmapMessages.linkedEntries(linked));
  },
};

/** The key is unique: the message (at the field) names the item that has it. */
const uniqueKey =
  (key: string): UniqueCheck =>
  async (db) => {
    const holder = await findRoadmapItem(db, { item_key: key });
    if (holder) {
      const message = roadmapMessages.keyTaken(holder.texts.de?.title ?? holder.key);
      throw new ConflictError(message, { key: message });
    }
  };

export function roadmapService(
  db: Db,
  clock: Clock,
  audit: AuditService,
  previews: PreviewService,
): RoadmapService {
  const items = versionedRecords(db, clock, audit, roadmapKind);
  return {
    list: () => listAllRoadmapItems(db),
    get: async (id) => ({
      ...(await items.existing(id)),
      preview: await previews.grant('roadmap', id),
    }),
    create: (actor, { key, ...input }) =>
      items.create(
        actor,
        async (trx) =>
          (await insertRoadmapItem(trx, key, { ...input, date: normalisedDate(input) }, clock()))
            .id,
        uniqueKey(key),
      ),
    update: (actor, id, { version, ...input }) =>
      items.update(actor, id, version, { ...input, date: normalisedDate(input) }),
    setActive: items.setActive,
    remove: items.remove,
  };
}
