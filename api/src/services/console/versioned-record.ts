import type { AuditAction } from 'contracts';
import type { Knex } from 'knex';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../data/unique-violation';
import { ConflictError, NotFoundError } from '../../errors';
import type { Actor } from './actor';
import type { AuditEvent, AuditService } from './audit';
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
  /**
   * Run in the write's transaction once a record was created or changed (an
   * edit, an on/off), with what it was before: a content record's history.
   */
  written?(trx: Db, actor: Actor, after: Rec, before?: Rec): Promise<void>;
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

/** What the steps below share: the kind, the database, and the rules built once from the kind. */
interface Steps<Rec extends Versioned, Fields extends object> {
  db: Db;
  clock: Clock;
  audit: AuditService;
  kind: VersionedRecordKind<Rec, Fields>;
  existing(id: string, db?: Db): Promise<Rec>;
  transaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T>;
}

/** Logs `<target>_<what>` about the record in the write's transaction. */
function log<Rec extends Versioned, Fields extends object>(
  { audit, kind }: Steps<Rec, Fields>,
  trx: Db,
  actor: Actor,
  what: string,
  id: string,
  change: Pick<AuditEvent, 'before' | 'after'>,
) {
  const action = `${kind.target}_${what}` as AuditAction;
  return audit.record(actor, { action, targetType: kind.target, targetId: id, ...change }, trx);
}

const snapshotOf = <Rec extends Versioned, Fields extends object>(
  kind: VersionedRecordKind<Rec, Fields>,
  record: Rec,
) => kind.snapshot?.(record) ?? kind.fieldsOf(record);

/** The write, with a unique-index refusal answered as the check would have. */
async function checkedWrite<T>(
  { db, transaction }: Pick<Steps<Versioned, object>, 'db' | 'transaction'>,
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

function createRecord<Rec extends Versioned, Fields extends object>(
  steps: Steps<Rec, Fields>,
  actor: Actor,
  insert: (trx: Db) => Promise<string>,
  unique?: UniqueCheck,
): Promise<Rec> {
  return checkedWrite(steps, unique, async (trx) => {
    await unique?.(trx);
    const id = await insert(trx);
    const record = await steps.existing(id, trx);
    await log(steps, trx, actor, 'created', id, { after: snapshotOf(steps.kind, record) });
    await steps.kind.written?.(trx, actor, record);
    return record;
  });
}

function updateRecord<Rec extends Versioned, Fields extends object>(
  steps: Steps<Rec, Fields>,
  actor: Actor,
  id: string,
  { version, fields }: { version: number; fields: Fields },
  unique?: UniqueCheck,
): Promise<Rec> {
  const { kind } = steps;
  return checkedWrite(steps, unique, async (trx) => {
    const before = await steps.existing(id, trx);
    if (before.version !== version) throw new ConflictError(kind.editedMeanwhile);
    const change = difference(kind.fieldNames, kind.fieldsOf(before), fields);
    if (change.changed.length === 0) return before;
    await unique?.(trx);
    if (!(await kind.updateAtVersion(trx, before, version, fields, steps.clock())))
      throw new ConflictError(kind.editedMeanwhile);
    const identity = kind.identity?.(before) ?? {};
    await log(steps, trx, actor, 'updated', id, {
      before: { ...identity, ...change.before },
      after: { ...identity, ...change.after },
    });
    return written(steps, trx, actor, id, before);
  });
}

/** The record as a change left it, told to the kind's `written`. */
async function written<Rec extends Versioned, Fields extends object>(
  steps: Steps<Rec, Fields>,
  trx: Db,
  actor: Actor,
  id: string,
  before: Rec,
): Promise<Rec> {
  const after = await steps.existing(id, trx);
  await steps.kind.written?.(trx, actor, after, before);
  return after;
}

function setRecordActive<Rec extends Versioned, Fields extends object>(
  steps: Steps<Rec, Fields>,
  actor: Actor,
  id: string,
  active: boolean,
): Promise<Rec> {
  const { kind } = steps;
  return steps.transaction(async (trx) => {
    const before = await steps.existing(id, trx);
    if (before.active === active) return before;
    const fields = { active } as unknown as Partial<Fields>;
    if (!(await kind.updateAtVersion(trx, before, before.version, fields, steps.clock())))
      throw new ConflictError(kind.editedMeanwhile);
    await log(steps, trx, actor, active ? 'activated' : 'deactivated', id, {
      before: { active: before.active },
      after: { active, ...kind.label(before) },
    });
    return written(steps, trx, actor, id, before);
  });
}

function removeRecord<Rec extends Versioned, Fields extends object>(
  steps: Steps<Rec, Fields>,
  actor: Actor,
  id: string,
): Promise<void> {
  return steps.transaction(async (trx) => {
    const before = await steps.existing(id, trx);
    await steps.kind.assertDeletable?.(trx, before);
    await steps.kind.delete(trx, before);
    await log(steps, trx, actor, 'deleted', id, { before: snapshotOf(steps.kind, before) });
  });
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
  const steps: Steps<Rec, Fields> = {
    db,
    clock,
    audit,
    kind,
    async existing(id, trx = db) {
      const record = await kind.find(trx, id);
      if (!record) throw new NotFoundError(kind.notFound);
      return record;
    },
    transaction: (work) => (kind.transaction ? kind.transaction(db, work) : db.transaction(work)),
  };
  return {
    existing: steps.existing,
    transaction: steps.transaction,
    create: (actor, insert, unique) => createRecord(steps, actor, insert, unique),
    update: (actor, id, version, fields, unique) =>
      updateRecord(steps, actor, id, { version, fields }, unique),
    setActive: (actor, id, active) => setRecordActive(steps, actor, id, active),
    remove: (actor, id) => removeRecord(steps, actor, id),
  };
}
