import type { AuditAction } from 'contracts';
import type { Knex } from 'knex';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../data/unique-violation';
import { ConflictError, NotFoundError } from '../../errors';
import type { Actor } from './actor';
import type { AuditService } from './audit';
import type { Clock } from './clock';

/** A record the console edits with a version check (pixels, e-books, roadmap items, FAQs...). */
export interface Versioned {
  version: number;
  active: boolean;
}

/** What differs between the record kinds; everything else is the same rule, kept here once. */
export interface VersionedRecordKind<Rec extends Versioned, Fields extends object> {
  /** The audit target type and the actions' prefix: 'pixel' → pixel_created, pixel_updated… */
  target: string;
  notFound: string;
  editedMeanwhile: string;
  /** The fields an edit may change, in the order the log lists them. */
  fieldNames: readonly (keyof Fields & string)[];
  fieldsOf(record: Rec): Fields;
  find(db: Db, id: string): Promise<Rec | undefined>;
  /** Compare and set: false when the record is no longer at `version`. */
  updateAtVersion(
    db: Db,
    before: Rec,
    version: number,
    fields: Partial<Fields>,
    now: Date,
  ): Promise<boolean>;
  delete(db: Db, before: Rec): Promise<unknown>;
  /** Names the record in the log of an (de)activation: it reads without looking the record up. */
  label(record: Rec): Record<string, unknown>;
  /** Logged with every edit, changed or not (the roadmap's key). */
  identity?(record: Rec): Record<string, unknown>;
  /** The whole record as its creation and deletion are logged; default: its fields. */
  snapshot?(record: Rec): Record<string, unknown>;
  /** Throws when the record may not be deleted (it has downloads, linked entries). */
  assertDeletable?(db: Db, before: Rec): Promise<void>;
  /** The transaction the writes run in; default: one plain transaction. */
  transaction?<T>(db: Db, work: (trx: Knex.Transaction) => Promise<T>): Promise<T>;
}

/**
 * Throws the check's 409 (with its message at the field) when the values are
 * taken; a write runs it first, and again after the unique index refused it.
 */
export type UniqueCheck = (db: Db) => Promise<void>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what changed, before and after: the log says what an edit did, not the whole record twice. */
export function difference<Fields extends object>(
  names: readonly (keyof Fields & string)[],
  before: Fields,
  after: Fields,
) {
  const changed = names.filter((field) => !same(before[field], after[field]));
  const pick = (fields: Fields) =>
    Object.fromEntries(changed.map((field) => [field, fields[field]]));
  return { changed, before: pick(before), after: pick(after) };
}

export interface VersionedRecords<Rec extends Versioned, Fields extends object> {
  /** 404 (the kind's message) when there is none. */
  existing(id: string, db?: Db): Promise<Rec>;
  transaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T>;
  /** Inserts (`insert` answers the new id) and logs the record as created. */
  create(actor: Actor, insert: (trx: Db) => Promise<string>, unique?: UniqueCheck): Promise<Rec>;
  /** 409 when someone changed it since `version`; nothing changed: nothing written or logged. */
  update(
    actor: Actor,
    id: string,
    version: number,
    fields: Fields,
    unique?: UniqueCheck,
  ): Promise<Rec>;
  setActive(actor: Actor, id: string, active: boolean): Promise<Rec>;
  remove(actor: Actor, id: string): Promise<void>;
}

/**
 * The console's one way to change a versioned record: load it (404), check
 * the version (409), write with compare and set, and audit before/after in
 * the same transaction. A uniqueness check can pass for two saves at once;
 * the unique index then refuses the second, which answers with the check's
 * own 409, re-run once the first has committed, rather than a 500.
 */
export function versionedRecords<Rec extends Versioned, Fields extends object>(
  db: Db,
  clock: Clock,
  audit: AuditService,
  kind: VersionedRecordKind<Rec, Fields>,
): VersionedRecords<Rec, Fields> {
  const action = (what: string) => `${kind.target}_${what}` as AuditAction;
  const transaction = <T>(work: (trx: Knex.Transaction) => Promise<T>) =>
    kind.transaction ? kind.transaction(db, work) : db.transaction(work);
  const snapshot = (record: Rec) => kind.snapshot?.(record) ?? kind.fieldsOf(record);
  const identity = (record: Rec) => kind.identity?.(record) ?? {};

  async function existing(id: string, trx: Db = db): Promise<Rec> {
    const record = await kind.find(trx, id);
    if (!record) throw new NotFoundError(kind.notFound);
    return record;
  }

  /** The write, with a unique-index refusal answered as the check would have. */
  async function checkedWrite<T>(
    unique: UniqueCheck | undefined,
    work: (trx: Knex.Transaction) => Promise<T>,
  ): Promise<T> {
    try {
      return await transaction(work);
    } catch (error) {
      if (!unique || !isUniqueViolation(error)) throw error;
      // Rolled back; outside it, the check sees the save that won and names it.
      await unique(db);
      throw error;
    }
  }

  const editedMeanwhile = () => new ConflictError(kind.editedMeanwhile);

  return {
    existing,
    transaction,

    create: (actor, insert, unique) =>
      checkedWrite(unique, async (trx) => {
        await unique?.(trx);
        const id = await insert(trx);
        const record = await existing(id, trx);
        await audit.record(
          actor,
          {
            action: action('created'),
            targetType: kind.target,
            targetId: id,
            after: snapshot(record),
          },
          trx,
        );
        return record;
      }),

    update: (actor, id, version, fields, unique) =>
      checkedWrite(unique, async (trx) => {
        const before = await existing(id, trx);
        if (before.version !== version) throw editedMeanwhile();
        const change = difference(kind.fieldNames, kind.fieldsOf(before), fields);
        if (change.changed.length === 0) return before;
        await unique?.(trx);
        if (!(await kind.updateAtVersion(trx, before, version, fields, clock())))
          throw editedMeanwhile();
        await audit.record(
          actor,
          {
            action: action('updated'),
            targetType: kind.target,
            targetId: id,
            before: { ...identity(before), ...change.before },
            after: { ...identity(before), ...change.after },
          },
          trx,
        );
        return existing(id, trx);
      }),

    setActive: (actor, id, active) =>
      transaction(async (trx) => {
        const before = await existing(id, trx);
        if (before.active === active) return before;
        const fields = { active } as unknown as Partial<Fields>;
        if (!(await kind.updateAtVersion(trx, before, before.version, fields, clock())))
          throw editedMeanwhile();
        await audit.record(
          actor,
          {
            action: action(active ? 'activated' : 'deactivated'),
            targetType: kind.target,
            targetId: id,
            before: { active: before.active },
            after: { active, ...kind.label(before) },
          },
          trx,
        );
        return existing(id, trx);
      }),

    remove: (actor, id) =>
      transaction(async (trx) => {
        const before = await existing(id, trx);
        await kind.assertDeletable?.(trx, before);
        await kind.delete(trx, before);
        await audit.record(
          actor,
          {
            action: action('deleted'),
            targetType: kind.target,
            targetId: id,
            before: snapshot(before),
          },
          trx,
        );
      }),
  };
}
