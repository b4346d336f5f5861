import {
  ROADMAP_LINKABLE_STATUSES,
  adminMessages,
  type AuditAction,
  type BoardStatus,
  type ModeratedEntry,
  type ModeratedEntryDetail,
  type ModerationPage,
  type ModerationQuery,
  type ModerationState,
  type RoadmapItemKey,
} from 'contracts';
import type { Db } from '../../db/connection';
import { auditEntriesOfTarget } from '../../data/audit-log';
import {
  findEntry,
  listByState,
  lockEntry,
  moveVotes,
  repointMerged,
  shownText,
  toModeratedEntry,
  updateEntry,
  type EntryChange,
  type EntryRow,
} from '../../data/board';
import { listActiveRoadmapKeys } from '../../data/roadmap';
import { ConflictError, NotFoundError } from '../../errors';
import type { Actor } from './actor';
import type { AuditService } from './audit';

/** The audit log's target type of board entries (feedback rows). */
const TARGET_TYPE = 'feedback';

export interface ModerationService {
  list(query: ModerationQuery): Promise<ModerationPage>;
  detail(id: string): Promise<ModeratedEntryDetail>;
  /** `title`: undefined keeps the entry's title, null removes it. */
  publish(actor: Actor, id: string, title: string | null | undefined): Promise<ModeratedEntry>;
  reject(actor: Actor, id: string, reason: string): Promise<ModeratedEntry>;
  /** The entry is a duplicate of `intoId`: its votes move there (nobody counted twice). Answers the original. */
  merge(actor: Actor, id: string, intoId: string): Promise<ModeratedEntry>;
  setTitle(actor: Actor, id: string, title: string | null): Promise<ModeratedEntry>;
  /** The text the board shows; the visitor's own text undoes the redaction. */
  redact(actor: Actor, id: string, text: string): Promise<ModeratedEntry>;
  setStatus(actor: Actor, id: string, status: BoardStatus): Promise<ModeratedEntry>;
  linkRoadmap(
    actor: Actor,
    id: string,
    roadmapItem: RoadmapItemKey | null,
  ): Promise<ModeratedEntry>;
}

/** One change of one entry: allowed or not (409), the new columns, what the audit log keeps. */
interface Change {
  action: AuditAction;
  /** The states the change applies to (default: any but merged), and the 409's message otherwise. */
  allowed?: readonly ModerationState[];
  refusal?: string;
  /** Refuses a change the entry's other fields (or other tables) rule out (throws). */
  check?: (entry: EntryRow, trx: Db) => void | Promise<void>;
  change: (entry: EntryRow) => EntryChange;
  tracked: (entry: EntryRow) => Record<string, unknown>;
}

const EDITABLE: readonly ModerationState[] = ['pending', 'published', 'rejected'];
const linkable = (status: BoardStatus) =>
  (ROADMAP_LINKABLE_STATUSES as readonly BoardStatus[]).includes(status);

/** Locks the entry, checks its state, applies the change and records it, in one transaction. */
function applyChange(db: Db, audit: AuditService, actor: Actor, id: string, step: Change) {
  return db.transaction(async (trx) => {
    const before = await lockEntry(trx, id);
    if (!before) throw new NotFoundError(adminMessages.entryNotFound);
    if (!(step.allowed ?? EDITABLE).includes(before.moderation))
      throw new ConflictError(
        before.moderation === 'merged'
          ? adminMessages.entryMerged
          : (step.refusal ?? adminMessages.entryMerged),
      );
    await step.check?.(before, trx);
    await updateEntry(trx, id, step.change(before));
    const after = (await lockEntry(trx, id)) as EntryRow;
    await audit.record(
      actor,
      {
        action: step.action,
        targetType: TARGET_TYPE,
        targetId: id,
        before: step.tracked(before),
        after: step.tracked(after),
      },
      trx,
    );
    return toModeratedEntry(after);
  });
}

/** The entry with its history (the audit log's entries about it). */
async function entryDetail(db: Db, id: string): Promise<ModeratedEntryDetail> {
  const entry = await findEntry(db, id);
  if (!entry) throw new NotFoundError(adminMessages.entryNotFound);
  const history = await auditEntriesOfTarget(db, TARGET_TYPE, id);
  return {
    ...toModeratedEntry(entry),
    history: history.map((event) => ({
      action: event.action,
      at: event.createdAt,
      by: event.actorName,
      before: event.before,
      after: event.after,
    })),
  };
}

/** Both entries of a merge, locked in id order: two merges of the same pair never wait for each other in a circle. */
async function lockPair(trx: Db, id: string, intoId: string) {
  const locked = new Map<string, EntryRow | undefined>();
  for (const key of [id, intoId].sort()) locked.set(key, await lockEntry(trx, key));
  return { duplicate: locked.get(id), original: locked.get(intoId) };
}

/** A pending or published entry merges into a published one (else 404 / 409). */
function mergeable({ duplicate, original }: Awaited<ReturnType<typeof lockPair>>) {
  if (!duplicate) throw new NotFoundError(adminMessages.entryNotFound);
  if (duplicate.moderation === 'merged') throw new ConflictError(adminMessages.entryMerged);
  if (duplicate.moderation === 'rejected') throw new ConflictError(adminMessages.mergeNotAllowed);
  if (!original) throw new NotFoundError(adminMessages.mergeTargetNotFound);
  if (original.moderation !== 'published')
    throw new ConflictError(adminMessages.mergeTargetNotPublished);
  return { duplicate, original };
}

/** The duplicate's votes move to the original, the merge is recorded; answers the original. */
function mergeEntries(db: Db, audit: AuditService, actor: Actor, id: string, intoId: string) {
  return db.transaction(async (trx) => {
    if (id === intoId) throw new ConflictError(adminMessages.mergeIntoItself);
    const { duplicate, original } = mergeable(await lockPair(trx, id, intoId));
    await moveVotes(trx, id, intoId);
    await repointMerged(trx, id, intoId);
    await updateEntry(trx, id, { moderation: 'merged', merged_into_id: intoId });
    const merged = (await lockEntry(trx, intoId)) as EntryRow;
    await audit.record(
      actor,
      {
        action: 'feedback_merged',
        targetType: TARGET_TYPE,
        targetId: id,
        before: {
          state: duplicate.moderation,
          votes: Number(duplicate.vote_count),
          intoVotes: Number(original.vote_count),
        },
        after: { state: 'merged', mergedIntoId: intoId, intoVotes: Number(merged.vote_count) },
      },
      trx,
    );
    return toModeratedEntry(merged);
  });
}

/** A link only from a status on the roadmap's way, and only to an active item (the entry's own link stays valid as it is). */
const roadmapLinkCheck =
  (roadmapItem: RoadmapItemKey | null) => async (entry: EntryRow, trx: Db) => {
    if (roadmapItem !== null && !linkable(entry.board_status))
      throw new ConflictError(adminMessages.roadmapLinkNotAllowed);
    if (roadmapItem === null || roadmapItem === entry.roadmap_item) return;
    if (!(await listActiveRoadmapKeys(trx)).includes(roadmapItem))
      throw new ConflictError(adminMessages.roadmapItemUnknown, {
        roadmapItem: adminMessages.roadmapItemUnknown,
      });
  };

export function moderationService(db: Db, audit: AuditService): ModerationService {
  const apply = (actor: Actor, id: string, step: Change) => applyChange(db, audit, actor, id, step);
  return {
    list: (query) => listByState(db, query),
    detail: (id) => entryDetail(db, id),

    publish: (actor, id, title) =>
      apply(actor, id, {
        action: 'feedback_published',
        allowed: ['pending', 'rejected'],
        refusal: adminMessages.publishNotAllowed,
        change: () => ({ moderation: 'published', ...(title === undefined ? {} : { title }) }),
        tracked: (entry) => ({ state: entry.moderation, title: entry.title }),
      }),

    reject: (actor, id, reason) =>
      apply(actor, id, {
        action: 'feedback_rejected',
        allowed: ['pending', 'published'],
        refusal: adminMessages.rejectNotAllowed,
        change: () => ({ moderation: 'rejected', reject_reason: reason }),
        tracked: (entry) => ({ state: entry.moderation, reason: entry.reject_reason }),
      }),

    merge: (actor, id, intoId) => mergeEntries(db, audit, actor, id, intoId),

    setTitle: (actor, id, title) =>
      apply(actor, id, {
        action: 'feedback_title_changed',
        change: () => ({ title }),
        tracked: (entry) => ({ title: entry.title }),
      }),

    redact: (actor, id, text) =>
      apply(actor, id, {
        action: 'feedback_redacted',
        // The visitor's own text is no redaction: stored as none.
        change: (entry) => ({ redacted_text: text === entry.feedback_text ? null : text }),
        tracked: (entry) => ({ text: shownText(entry) }),
      }),

    setStatus: (actor, id, status) =>
      apply(actor, id, {
        action: 'feedback_status_changed',
        // Back to open or declined, an entry is no longer on the roadmap's way.
        change: () => ({
          board_status: status,
          ...(status === 'open' || status === 'declined' ? { roadmap_item: null } : {}),
        }),
        tracked: (entry) => ({ status: entry.board_status, roadmapItem: entry.roadmap_item }),
      }),

    linkRoadmap: (actor, id, roadmapItem) =>
      apply(actor, id, {
        action: 'feedback_roadmap_linked',
        check: roadmapLinkCheck(roadmapItem),
        change: () => ({ roadmap_item: roadmapItem }),
        tracked: (entry) => ({ roadmapItem: entry.roadmap_item }),
      }),
  };
}
