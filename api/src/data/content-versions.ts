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

/** Drops the record's pending edit (published, discarded, replaced); how many rows went. */
export const deletePending = (db: Db, key: string, recordId: string): Promise<number> =>
  ofRecord(db, key, recordId).whereIn('state', ['draft', 'scheduled']).delete();

/** Every version of a record goes with it. */
export const deleteVersionsOf = (db: Db, key: string, recordId: string): Promise<number> =>
  ofRecord(db, key, recordId).delete();
