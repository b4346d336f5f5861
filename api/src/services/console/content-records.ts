import type { AuditAction } from 'contracts';
import type { Db } from '../../db/connection';
import { ConflictError, NotFoundError } from '../../errors';
import type { Actor } from './actor';
import type { AuditService } from './audit';
import type { Clock } from './clock';

/*
 * The console's editing of a translated content record (products,
 * testimonials): create, edit with the version it started from (a save on
 * an older one is refused with 409), on/off, delete — each in one
 * transaction with its audit entry (before/after). The routes drop the
 * public answers (`invalidates: 'content'`) once it commits. Each entity
 * brings its storage, its messages and its own rules (unique slugs, what
 * keeps it from being deleted).
 */

/** The stored record as the console reads it: its fields, version and on/off. */
interface Stored {
  id: string;
  version: number;
  active: boolean;
}

export interface ContentRecordStore<Item extends Stored, Fields extends { active: boolean }> {
  /** `product`, `testimonial`: the audit's target type and its actions' prefix. */
  kind: 'product' | 'testimonial';
  messages: { notFound: string; editedMeanwhile: string };
  /** The fields an edit sends, in the order the audit lists them. */
  fields: readonly (keyof Fields & string)[];
  fieldsOf(record: Item): Fields;
  /** What the audit says the record is besides its change (slug, name). */
  label(record: Item): Readonly<Record<string, unknown>>;
  find(db: Db, id: string): Promise<Item | undefined>;
  insert(db: Db, fields: Fields, now: Date): Promise<string>;
  updateAtVersion(
    db: Db,
    id: string,
    version: number,
    fields: Partial<Fields>,
    now: Date,
  ): Promise<boolean>;
  delete(db: Db, id: string): Promise<boolean>;
  /** Throws a ConflictError (at its field) when a value another record holds is taken. */
  assertUnique?(db: Db, fields: Fields, exceptId?: string): Promise<void>;
  /** Throws a ConflictError when something depends on the record (deactivate it instead). */
  assertDeletable?(db: Db, record: Item): Promise<void>;
}

export interface ContentRecordService<Item, Create, Update> {
  get(id: string): Promise<Item>;
  create(actor: Actor, input: Create): Promise<Item>;
  /** 409 when someone changed it since `input.version`. */
  update(actor: Actor, id: string, input: Update): Promise<Item>;
  setActive(actor: Actor, id: string, active: boolean): Promise<Item>;
  remove(actor: Actor, id: string): Promise<void>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what changed, before and after: the log says what an edit did, not the whole record twice. */
export function changedFields<Fields extends object>(
  fields: readonly (keyof Fields & string)[],
  before: Fields,
  after: Fields,
) {
  const changed = fields.filter((field) => !same(before[field], after[field]));
  const pick = (values: Fields) =>
    Object.fromEntries(changed.map((field) => [field, values[field]]));
  return { changed, before: pick(before), after: pick(after) };
}

export function contentRecordService<Item extends Stored, Fields extends { active: boolean }>(
  db: Db,
  clock: Clock,
  audit: AuditService,
  store: ContentRecordStore<Item, Fields>,
): ContentRecordService<Item, Fields, Fields & { version: number }> {
  const { kind, messages } = store;
  const action = (what: string) => `${kind}_${what}` as AuditAction;

  async function existing(id: string, trx: Db = db): Promise<Item> {
    const record = await store.find(trx, id);
    if (!record) throw new NotFoundError(messages.notFound);
    return record;
  }

  return {
    get: (id) => existing(id),

    create: (actor, input) =>
      db.transaction(async (trx) => {
        await store.assertUnique?.(trx, input);
        const id = await store.insert(trx, input, clock());
        const record = await existing(id, trx);
        await audit.record(
          actor,
          {
            action: action('created'),
            targetType: kind,
            targetId: id,
            after: store.fieldsOf(record),
          },
          trx,
        );
        return record;
      }),

    update: (actor, id, { version, ...rest }) =>
      db.transaction(async (trx) => {
        const fields = rest as unknown as Fields;
        const before = await existing(id, trx);
        if (before.version !== version) throw new ConflictError(messages.editedMeanwhile);
        const change = changedFields(store.fields, store.fieldsOf(before), fields);
        if (change.changed.length === 0) return before;
        await store.assertUnique?.(trx, fields, id);
        if (!(await store.updateAtVersion(trx, id, version, fields, clock())))
          throw new ConflictError(messages.editedMeanwhile);
        await audit.record(
          actor,
          {
            action: action('updated'),
            targetType: kind,
            targetId: id,
            before: change.before,
            after: change.after,
          },
          trx,
        );
        return existing(id, trx);
      }),

    setActive: (actor, id, active) =>
      db.transaction(async (trx) => {
        const before = await existing(id, trx);
        if (before.active === active) return before;
        const on = { active } as Partial<Fields>;
        if (!(await store.updateAtVersion(trx, id, before.version, on, clock())))
          throw new ConflictError(messages.editedMeanwhile);
        await audit.record(
          actor,
          {
            action: action(active ? 'activated' : 'deactivated'),
            targetType: kind,
            targetId: id,
            before: { active: before.active },
            after: { active, ...store.label(before) },
          },
          trx,
        );
        return existing(id, trx);
      }),

    remove: (actor, id) =>
      db.transaction(async (trx) => {
        const before = await existing(id, trx);
        await store.assertDeletable?.(trx, before);
        await store.delete(trx, id);
        await audit.record(
          actor,
          {
            action: action('deleted'),
            targetType: kind,
            targetId: id,
            before: store.fieldsOf(before),
          },
          trx,
        );
      }),
  };
}
