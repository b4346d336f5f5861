import type { ContentVersionState } from 'contracts';
import type { Db } from '../db/connection';
import {
  newId,
  parseJsonText,
  toDbTimestamp,
  toIsoTimestamp,
  toOptionalIsoTimestamp,
} from './rows';

/*
 * The versions of the console's content records (content_versions): the
 * published ones, a record's history; its one pending edit, a draft or
 * scheduled. The public pages never read this table.
 */

const TABLE = 'content_versions';

export type Snapshot = Record<string, unknown>;

export interface StoredVersion {
  id: string;
  recordId: string;
  state: ContentVersionState;
  snapshot: Snapshot;
  authorId: string | null;
  authorName: string | null;
  createdAt: string;
  publishedAt: string | null;
  publishAt: string | null;
}

export interface NewVersion {
  key: string;
  recordId: string;
  snapshot: Snapshot;
  state: ContentVersionState;
  author: { id: string | null; name: string | null };
  at: Date;
  /** A publication: the record's version it made. */
  recordVersion?: number;
  publishAt?: Date | null;
}

interface Row {
  id: string;
  record_id: string;
  state: ContentVersionState;
  snapshot: string;
  author_id: string | null;
  author_name: string | null;
  created_at: unknown;
  published_at: unknown;
  publish_at: unknown;
}

const toVersion = (row: Row): StoredVersion => ({
  id: row.id,
  recordId: row.record_id,
  state: row.state,
  snapshot: (parseJsonText(row.snapshot) ?? {}) as Snapshot,
  authorId: row.author_id,
  authorName: row.author_name,
  createdAt: toIsoTimestamp(row.created_at),
  publishedAt: toOptionalIsoTimestamp(row.published_at),
  publishAt: toOptionalIsoTimestamp(row.publish_at),
});

export async function insertVersion(db: Db, version: NewVersion): Promise<string> {
  const id = newId();
  const published = version.state === 'published';
  await db(TABLE).insert({
    id,
    content_key: version.key,
    record_id: version.recordId,
    snapshot: JSON.stringify(version.snapshot),
    state: version.state,
    publish_at: version.publishAt ? toDbTimestamp(version.publishAt) : null,
    record_version: version.recordVersion ?? null,
    author_id: version.author.id,
    author_name: version.author.name,
    created_at: toDbTimestamp(version.at),
    published_at: published ? toDbTimestamp(version.at) : null,
  });
  return id;
}

const ofRecord = (db: Db, key: string, recordId: string) =>
  db(TABLE).where({ content_key: key, record_id: recordId });

/** A record's publications, newest first. */
export async function publishedVersions(
  db: Db,
  key: string,
  recordId: string,
): Promise<StoredVersion[]> {
  const rows = (await ofRecord(db, key, recordId)
    .where({ state: 'published' })
    .orderBy([
      { column: 'record_version', order: 'desc' },
      { column: 'created_at', order: 'desc' },
    ])) as Row[];
  return rows.map(toVersion);
}

/** Whether a record has any publication stored (its history began). */
export async function hasPublished(db: Db, key: string, recordId: string): Promise<boolean> {
  return (
    (await ofRecord(db, key, recordId).where({ state: 'published' }).first('id')) !== undefined
  );
}

/** One version of a record, any state. */
export async function findVersion(
  db: Db,
  key: string,
  recordId: string,
  id: string,
): Promise<StoredVersion | undefined> {
  const row = (await ofRecord(db, key, recordId).where({ id }).first()) as Row | undefined;
  return row && toVersion(row);
}

/** The record's pending edit (a draft, or one scheduled), if any. */
export async function pendingVersion(
  db: Db,
  key: string,
  recordId: string,
): Promise<StoredVersion | undefined> {
  const row = (await ofRecord(db, key, recordId)
    .whereIn('state', ['draft', 'scheduled'])
    .first()) as Row | undefined;
  return row && toVersion(row);
}

/** The pending edit of each of the type's records that has one, by record: its state and when it goes live. */
export async function pendingStates(
  db: Db,
  key: string,
): Promise<Map<string, { state: 'draft' | 'scheduled'; publishAt: string | null }>> {
  const rows = (await db(TABLE)
    .where({ content_key: key })
    .whereIn('state', ['draft', 'scheduled'])
    .select('record_id', 'state', 'publish_at')) as Pick<
    Row,
    'record_id' | 'state' | 'publish_at'
  >[];
  return new Map(
    rows.map((row) => [
      row.record_id,
      {
        state: row.state === 'scheduled' ? 'scheduled' : 'draft',
        publishAt: toOptionalIsoTimestamp(row.publish_at),
      },
    ]),
  );
}

/** Drops the record's pending edit (published, discarded, replaced); how many rows went. */
export const deletePending = (db: Db, key: string, recordId: string): Promise<number> =>
  ofRecord(db, key, recordId).whereIn('state', ['draft', 'scheduled']).delete();

/** Every version of a record goes with it. */
export const deleteVersionsOf = (db: Db, key: string, recordId: string): Promise<number> =>
  ofRecord(db, key, recordId).delete();

/** The pending edit goes live at `at`; false: the record has none. */
export async function schedulePending(
  db: Db,
  key: string,
  recordId: string,
  at: Date,
): Promise<boolean> {
  const changed = await ofRecord(db, key, recordId)
    .whereIn('state', ['draft', 'scheduled'])
    .update({ state: 'scheduled', publish_at: toDbTimestamp(at) });
  return changed > 0;
}

/** The type's scheduled edits due at `now`, the earliest first. */
export async function dueVersions(db: Db, key: string, now: Date): Promise<StoredVersion[]> {
  const rows = (await db(TABLE)
    .where({ state: 'scheduled', content_key: key })
    .where('publish_at', '<=', toDbTimestamp(now))
    .orderBy('publish_at')
    .limit(50)) as Row[];
  return rows.map(toVersion);
}

/**
 * Takes a due edit for this instance: a conditional delete in the caller's
 * transaction, which then applies it. 1: this one has it (the row stays
 * locked until the transaction ends); 0: another instance took it, or it was
 * discarded or rescheduled meanwhile.
 */
export const claimDue = (trx: Db, id: string, now: Date): Promise<number> =>
  trx(TABLE)
    .where({ id, state: 'scheduled' })
    .where('publish_at', '<=', toDbTimestamp(now))
    .delete();

/** A scheduled edit that could not be applied goes back to being a draft (said in the log). */
export const backToDraft = (db: Db, id: string): Promise<number> =>
  db(TABLE).where({ id, state: 'scheduled' }).update({ state: 'draft', publish_at: null });

/** The scheduler's name on the version its publication stored. */
export const setPublishedAuthor = (
  db: Db,
  key: string,
  recordId: string,
  recordVersion: number,
  author: { id: string | null; name: string | null },
): Promise<number> =>
  ofRecord(db, key, recordId)
    .where({ state: 'published', record_version: recordVersion })
    .update({ author_id: author.id, author_name: author.name });
