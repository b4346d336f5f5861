import {
  fillMessage,
  type AnyContentType,
  type ContentPending,
  type ContentVersionList,
  type PreviewGrant,
} from 'contracts';
import type { Db } from '../../db/connection';
import type { Logger } from '../../logger';
import {
  contentRecords,
  findHolding,
  type ConsoleRecord,
  type ContentRecords,
  type RecordFields,
} from '../../data/content-records';
import {
  deletePending,
  deleteVersionsOf,
  pendingStates,
  type Snapshot,
} from '../../data/content-versions';
import { ConflictError } from '../../errors';
import type { Actor } from './actor';
import type { AuditService } from './audit';
import type { Clock } from './clock';
import { contentDrafts } from './content-drafts';
import { contentVersionHistory } from './content-versions';
import type { PreviewKind, PreviewService } from './previews';
import { versionedRecords, type UniqueCheck, type VersionedRecordKind } from './versioned-record';

/**
 * A content type's console service, from its declaration (contracts'
 * defineContentType): every change goes through versioned-record.ts (404,
 * the version's 409, audit before/after in the same transaction as
 * `<key>_created`, `_updated`, `_activated`, `_deactivated`, `_deleted`);
 * its unique fields and what refers to it answer 409 with the declared
 * messages. The routes drop the public answers (`invalidates`) once it commits.
 */
export interface ContentTypeService<Rec = ConsoleRecord, Fields = RecordFields> {
  /** Each with its pending edit, if any. */
  list(query: object): Promise<(Rec & { pending: ContentPending })[]>;
  /** With a token to preview it on its public page. */
  get(id: string): Promise<Rec & { preview: PreviewGrant }>;
  create(actor: Actor, input: Fields): Promise<Rec>;
  /** 409 when someone changed it since `input.version`, or a unique value is taken. */
  update(actor: Actor, id: string, input: Fields & { version: number }): Promise<Rec>;
  setActive(actor: Actor, id: string, active: boolean): Promise<Rec>;
  /** 409 when records elsewhere name it: it is deactivated instead. */
  remove(actor: Actor, id: string): Promise<void>;
  /** Its pending edit and its publications, newest first, each with the fields it changed. */
  versions(id: string): Promise<ContentVersionList>;
  /** A version's snapshot to take back, and the record's version now (404: no such record or version). */
  restorable(id: string, versionId: string): Promise<{ snapshot: Snapshot; version: number }>;
  /**
   * Stores (replaces) its draft, not public; 409 when the live record changed
   * since `input.version`. `restored`: the version it takes back (logged so).
   */
  saveDraft(
    actor: Actor,
    id: string,
    input: Fields & { version: number },
    restored?: string,
  ): Promise<void>;
  /** Its draft live now, or scheduled (`publishAt`: Berlin time); 409 without a draft. */
  publish(actor: Actor, id: string, publishAt?: string): Promise<void>;
  discardDraft(actor: Actor, id: string): Promise<void>;
  /** The type's scheduled edits that are due, applied by this instance if it claims them; how many. */
  publishDue(): Promise<number>;
  /** The kind its preview tokens name (previews.ts). */
  previewKind: PreviewKind;
  /** What `read` answers with the record's pending edit applied, nothing kept (its preview). */
  withPending<T>(id: string, read: (on: Db) => Promise<T>): Promise<T>;
}

/** The kind its preview tokens name: the declaration's, else its key. */
const previewKindOf = (type: AnyContentType) => (type.preview.kind ?? type.key) as PreviewKind;

const pick = (record: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, record[name]]));

/** Every record has them (the type's `schemas.record`). */
type StoredRecord = ConsoleRecord & { version: number; active: boolean };

/** What an editor sends of a record besides its version (the update body): what a version keeps. */
function editedFieldNames(type: AnyContentType): string[] {
  const language = type.sourceTexts ? [] : ['language'];
  return [...Object.keys(type.fields), ...language, 'texts', 'active'];
}

type History = ReturnType<typeof contentVersionHistory<StoredRecord>>;

/** What versioned-record.ts needs to know of the type. */
function recordKind(
  type: AnyContentType,
  records: ContentRecords,
  history: History,
): VersionedRecordKind<StoredRecord, RecordFields> {
  const fieldNames = editedFieldNames(type);
  const fixedNames = Object.keys(type.fixed?.fields ?? {});
  const ref = type.referencedBy;
  return {
    target: type.key,
    notFound: type.messages.notFound,
    editedMeanwhile: type.messages.editedMeanwhile,
    fieldNames,
    fieldsOf: (record) => pick(record, fieldNames),
    find: (db, id) => records.find(db, id) as Promise<StoredRecord | undefined>,
    updateAtVersion: (db, before, version, fields, now) =>
      records.updateAtVersion(db, before.id, version, fields, now),
    // Its history goes with it.
    delete: async (db, before) => {
      await deleteVersionsOf(db, type.key, before.id);
      return records.delete(db, before.id);
    },
    written: (trx, actor, after, before) => history.published(trx, actor, after.id, after, before),
    label: (record) => pick(record, type.logNames as readonly string[]),
    // Fields fixed at creation name the record in the log of every edit, and head its snapshot.
    ...(type.fixed && {
      identity: (record: StoredRecord) => pick(record, fixedNames),
      snapshot: (record: StoredRecord) => pick(record, [...fixedNames, ...fieldNames]),
    }),
    ...(ref && {
      assertDeletable: async (db: Db, before: ConsoleRecord) => {
        const count = await records.references(db, before.id);
        if (count > 0) throw new ConflictError(fillMessage(ref.message, { count }));
      },
    }),
  };
}

/** The type's unique fields: the message (at the field) names the record that has the value. */
function uniqueFields(
  type: AnyContentType,
  fields: RecordFields,
  exceptId?: string,
): UniqueCheck | undefined {
  if (!type.unique) return undefined;
  return async (db) => {
    for (const { field, message, names } of type.unique ?? []) {
      // An edit leaves the fields fixed at creation out.
      if (fields[field] === null || fields[field] === undefined) continue;
      const holder = await findHolding(type, db, field, fields[field], exceptId);
      if (!holder) continue;
      const said = fillMessage(message, names(holder));
      throw new ConflictError(said, { [field]: said });
    }
  };
}

/** What a content type's service works with. */
interface ContentTypeDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  previews: PreviewService;
  logger?: Logger;
}

export function contentTypeService<Rec, Fields>(
  type: AnyContentType,
  { db, clock, audit, previews, logger }: ContentTypeDeps,
): ContentTypeService<Rec, Fields> {
  const records = contentRecords(type);
  const fieldNames = editedFieldNames(type);
  const history = contentVersionHistory<StoredRecord>(type, {
    clock,
    snapshotOf: (record) => pick(record, fieldNames),
  });
  const kind = recordKind(type, records, history);
  // In a transaction of the caller's (the scheduler's claim), or on its own.
  const versionedOn = (on: Db) => versionedRecords(on, clock, audit, kind);
  const versioned = versionedOn(db);
  const normalised = (fields: RecordFields) => type.normalise?.(fields) ?? fields;
  /** The editor's save; a pending edit is then out of date: it goes. */
  const updateOn = async (
    on: Db,
    actor: Actor,
    id: string,
    { version, ...fields }: RecordFields & { version: number },
  ) => {
    const record = await versionedOn(on).update(
      actor,
      id,
      version,
      normalised(fields),
      uniqueFields(type, fields, id),
    );
    await deletePending(on, type.key, id);
    return record;
  };
  const drafts = contentDrafts<StoredRecord>({
    type,
    db,
    clock,
    audit,
    logger,
    existing: (id, on) => versionedOn(on).existing(id),
    snapshotOf: (record) => pick(record, fieldNames),
    update: updateOn,
  });
  const service: ContentTypeService = {
    // Each with its pending edit (the list says 'Entwurf', 'Geplant für …').
    list: async (query) => {
      const [rows, pending] = await Promise.all([
        records.list(db, query as Record<string, unknown>),
        pendingStates(db, type.key),
      ]);
      return rows.map((record) => ({ ...record, pending: pending.get(record.id) ?? null }));
    },
    get: async (id) => ({
      ...(await versioned.existing(id)),
      preview: await previews.grant(previewKindOf(type), id),
    }),
    create: (actor, input) =>
      versioned.create(
        actor,
        (trx) => records.insert(trx, normalised(input), clock()),
        uniqueFields(type, input),
      ),
    update: (actor, id, input) => updateOn(db, actor, id, input),
    setActive: versioned.setActive,
    remove: versioned.remove,
    versions: async (id) => history.list(db, id, await versioned.existing(id)),
    restorable: async (id, versionId) => {
      const { version } = await versioned.existing(id);
      return { snapshot: await history.snapshot(db, id, versionId), version };
    },
    saveDraft: drafts.save,
    publish: drafts.publish,
    discardDraft: drafts.discard,
    publishDue: drafts.publishDue,
    previewKind: previewKindOf(type),
    withPending: drafts.withPending,
  };
  // The records are the type's `schemas.record`, as the declaration's schemas say.
  return service as unknown as ContentTypeService<Rec, Fields>;
}
