import {
  changedFieldName,
  contentVersionMessages,
  fieldChanges,
  type AnyContentType,
  type ContentVersionEntry,
  type ContentVersionList,
} from 'contracts';
import type { Db } from '../../db/connection';
import {
  findVersion,
  hasPublished,
  insertVersion,
  pendingVersion,
  publishedVersions,
  type Snapshot,
  type StoredVersion,
} from '../../data/content-versions';
import { NotFoundError } from '../../errors';
import type { Actor } from './actor';
import type { Clock } from './clock';

/*
 * A content type's version history (issue 41 §4): every publication stores
 * what it made the record, in the publication's transaction; the list says
 * per version which fields changed against the one before (fieldChanges,
 * the audit log's rule); a restore takes a version's snapshot back.
 */

/** A record as the history keeps it: its version besides its fields. */
export interface VersionedSnapshot {
  version: number;
  updatedAt?: unknown;
}

/** Who wrote a version: a staff member by id and name, the command line by its name. */
export function authorOf(actor: Actor): { id: string | null; name: string | null } {
  if (actor.kind === 'staff') return { id: actor.user.id, name: actor.user.username };
  if (actor.kind === 'cli') return { id: null, name: actor.name };
  return { id: null, name: null };
}

const changedBetween = (before: Snapshot | undefined, after: Snapshot) =>
  fieldChanges(before ?? {}, after).map((change) => changedFieldName(change.path));

const entryOf = (version: StoredVersion, changed: string[]): ContentVersionEntry => ({
  id: version.id,
  state: version.state,
  snapshot: version.snapshot,
  changed,
  author: version.authorName,
  createdAt: version.createdAt,
  publishedAt: version.publishedAt,
  publishAt: version.publishAt,
});

export function contentVersionHistory<Rec extends VersionedSnapshot>(
  type: AnyContentType,
  { clock, snapshotOf }: { clock: Clock; snapshotOf: (record: Rec) => Snapshot },
) {
  const { key } = type;
  return {
    /**
     * A publication (a create, an edit, an on/off): the record as it made
     * it. The first of a record stored before the history began keeps what
     * it was before, so that the first change reads as one.
     */
    async published(trx: Db, actor: Actor, recordId: string, after: Rec, before?: Rec) {
      if (before && !(await hasPublished(trx, key, recordId)))
        await insertVersion(trx, {
          key,
          recordId,
          snapshot: snapshotOf(before),
          state: 'published',
          author: { id: null, name: null },
          at: before.updatedAt ? new Date(String(before.updatedAt)) : clock(),
          recordVersion: before.version,
        });
      await insertVersion(trx, {
        key,
        recordId,
        snapshot: snapshotOf(after),
        state: 'published',
        author: authorOf(actor),
        at: clock(),
        recordVersion: after.version,
      });
    },

    /** The pending edit (changes against the live record) and the publications, newest first. */
    async list(db: Db, recordId: string, live: Rec): Promise<ContentVersionList> {
      const [published, pending] = await Promise.all([
        publishedVersions(db, key, recordId),
        pendingVersion(db, key, recordId),
      ]);
      return {
        pending: pending
          ? entryOf(pending, changedBetween(snapshotOf(live), pending.snapshot))
          : null,
        published: published.map((version, index) =>
          entryOf(version, changedBetween(published[index + 1]?.snapshot, version.snapshot)),
        ),
      };
    },

    /** A version's snapshot, to take it back; 404 when the record has no such version. */
    async snapshot(db: Db, recordId: string, versionId: string): Promise<Snapshot> {
      const version = await findVersion(db, key, recordId, versionId);
      if (!version) throw new NotFoundError(contentVersionMessages.notFound);
      return version.snapshot;
    },
  };
}
