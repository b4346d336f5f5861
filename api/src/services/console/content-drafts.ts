import {
  berlinLocalToDate,
  contentVersionMessages,
  fieldChanges,
  type AnyContentType,
  type AuditAction,
} from 'contracts';
import type { Db } from '../../db/connection';
import {
  backToDraft,
  claimDue,
  deletePending,
  dueVersions,
  insertVersion,
  pendingVersion,
  schedulePending,
  setPublishedAuthor,
  type Snapshot,
} from '../../data/content-versions';
import type { RecordFields } from '../../data/content-records';
import { ConflictError, ValidationError } from '../../errors';
import type { Logger } from '../../logger';
import { systemActor, type Actor } from './actor';
import type { AuditService } from './audit';
import type { Clock } from './clock';
import { authorOf } from './content-versions';
import { difference } from './versioned-record';

/*
 * A content record's one pending edit (issue 41 §4): saved as a draft (not
 * public: the live tables are untouched), published now or at a set time
 * through the editor's update path (validation, 409, audit, the public
 * answers dropped), or discarded. A due one is claimed by exactly one API
 * instance: the claim is a conditional delete in the transaction that
 * applies it, so two instances never both apply it and a failed apply
 * leaves it scheduled (then back to a draft, said in the log). Saving,
 * discarding and restoring a draft are logged (`<key>_draft_saved`,
 * `_draft_discarded`, `_version_restored`: the fields it changes, live and
 * draft), and so is a schedule (`_publication_scheduled`: the time before
 * and after); its publication is the update's `<key>_updated`.
 */

interface Live {
  version: number;
}

export interface DraftDeps<Rec extends Live> {
  type: AnyContentType;
  db: Db;
  clock: Clock;
  audit: AuditService;
  logger?: Logger;
  /** The record (404 when there is none), read through `on`. */
  existing(id: string, on: Db): Promise<Rec>;
  snapshotOf(record: Rec): Snapshot;
  /** The editor's save, in `on` (a transaction: the scheduler's claim). */
  update(on: Db, actor: Actor, id: string, input: RecordFields & { version: number }): Promise<Rec>;
}

/** A stored snapshot checked as an editor's save would be (the rules may have changed since). */
function checked(type: AnyContentType, snapshot: Snapshot, version: number) {
  const result = type.schemas.update.safeParse({ ...snapshot, version });
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  throw new ValidationError(result.error.issues[0]?.message ?? 'Ungültige Eingabe', fields);
}

/** What a draft logs: a version taken back into it, else a save or a discard. */
type DraftEvent = 'draft_saved' | 'draft_discarded' | 'version_restored';

/** Logs a draft's event in `trx`: the fields it changes, as they are live (`before`) and in it (`after`). */
function draftLog<Rec extends Live>({ type: { key }, audit, snapshotOf }: DraftDeps<Rec>) {
  return (trx: Db, actor: Actor, id: string, event: DraftEvent, live: Rec, draft: Snapshot) => {
    const liveFields = snapshotOf(live);
    const { before, after } = difference(Object.keys(liveFields), liveFields, draft);
    const action = `${key}_${event}` as AuditAction;
    return audit.record(actor, { action, targetType: key, targetId: id, before, after }, trx);
  };
}

/** The record's pending edit applied in `on` (the editor's update path): 409 without one. */
async function applyPending<Rec extends Live>(
  deps: DraftDeps<Rec>,
  on: Db,
  actor: Actor,
  id: string,
): Promise<Rec> {
  const { type } = deps;
  const pending = await pendingVersion(on, type.key, id);
  if (!pending) throw new ConflictError(contentVersionMessages.noDraft);
  const live = await deps.existing(id, on);
  const record = await deps.update(on, actor, id, checked(type, pending.snapshot, live.version));
  await deletePending(on, type.key, id);
  return record;
}

/** Schedules the record's pending edit for `publishAt` (Berlin time, in the future), logged with the time before and after. */
async function schedule<Rec extends Live>(
  { type: { key }, db, clock, audit, existing }: DraftDeps<Rec>,
  actor: Actor,
  id: string,
  publishAt: string,
) {
  const at = berlinLocalToDate(publishAt);
  // The form's pattern passed: a day that does not exist, or a time gone by, conflicts with the calendar (409).
  const invalid = (message: string) => new ConflictError(message, { publishAt: message });
  if (!at) throw invalid(contentVersionMessages.publishAtInvalid);
  if (at.getTime() <= clock().getTime()) throw invalid(contentVersionMessages.publishAtPast);
  await db.transaction(async (trx) => {
    await existing(id, trx);
    const pending = await pendingVersion(trx, key, id);
    if (!pending || !(await schedulePending(trx, key, id, at)))
      throw new ConflictError(contentVersionMessages.noDraft);
    const action = `${key}_publication_scheduled` as AuditAction;
    const change = {
      before: { publishAt: pending.publishAt },
      after: { publishAt: at.toISOString() },
    };
    await audit.record(actor, { action, targetType: key, targetId: id, ...change }, trx);
  });
}

/**
 * What `read` answers with the record's pending edit applied: its draft as
 * the public pages would show it once published (issue 41 §4, the preview).
 * The edit goes through the editor's update path (`apply`) — the same
 * validation and stored form 'Veröffentlichen' makes — in a transaction that
 * is then rolled back, so nothing of it is kept or logged. Without a pending
 * edit, `read` sees the live record.
 */
async function readWithPending<T>(
  db: Db,
  apply: (trx: Db) => Promise<unknown>,
  key: string,
  id: string,
  read: (on: Db) => Promise<T>,
): Promise<T> {
  const rollback = { answer: undefined as T | undefined };
  try {
    await db.transaction(async (trx) => {
      if (await pendingVersion(trx, key, id)) await apply(trx);
      rollback.answer = await read(trx);
      throw rollback;
    });
  } catch (err) {
    if (err !== rollback) throw err;
  }
  return rollback.answer as T;
}

export function contentDrafts<Rec extends Live>(deps: DraftDeps<Rec>) {
  const { type, db, clock } = deps;
  const { key } = type;
  const logDraft = draftLog(deps);
  const apply = (on: Db, actor: Actor, id: string) => applyPending(deps, on, actor, id);

  return {
    /** Stores (replaces) the draft; 409 when the live record changed since `version`. Same as live: no draft. `restored`: the version taken back (logged so). */
    async save(
      actor: Actor,
      id: string,
      { version, ...fields }: RecordFields & { version: number },
      restored?: string,
    ) {
      await db.transaction(async (trx) => {
        const live = await deps.existing(id, trx);
        if (live.version !== version) throw new ConflictError(type.messages.editedMeanwhile);
        await deletePending(trx, key, id);
        if (fieldChanges(deps.snapshotOf(live), fields).length === 0) return;
        await insertVersion(trx, {
          key,
          recordId: id,
          snapshot: fields,
          state: 'draft',
          author: authorOf(actor),
          at: clock(),
        });
        await logDraft(trx, actor, id, restored ? 'version_restored' : 'draft_saved', live, fields);
      });
    },

    /** The draft now (through the update path), or at `publishAt` (Berlin time, in the future). */
    async publish(actor: Actor, id: string, publishAt?: string) {
      if (publishAt === undefined)
        return void (await db.transaction((trx) => apply(trx, actor, id)));
      return schedule(deps, actor, id, publishAt);
    },

    /** Throws the draft away; logged when there was one. */
    async discard(actor: Actor, id: string) {
      await db.transaction(async (trx) => {
        const live = await deps.existing(id, trx);
        const pending = await pendingVersion(trx, key, id);
        if (!pending) return;
        await deletePending(trx, key, id);
        await logDraft(trx, actor, id, 'draft_discarded', live, pending.snapshot);
      });
    },

    /** What `read` answers with the record's pending edit applied, nothing kept (readWithPending). */
    withPending: <T>(id: string, read: (on: Db) => Promise<T>) =>
      readWithPending(db, (trx) => apply(trx, systemActor, id), key, id, read),

    /**
     * The type's due edits, each applied by whichever instance claims it;
     * how many this one applied (then the public answers are dropped).
     */
    async publishDue(): Promise<number> {
      let applied = 0;
      for (const due of await dueVersions(db, key, clock())) {
        try {
          const done = await db.transaction(async (trx) => {
            if ((await claimDue(trx, due.id, clock())) !== 1) return false;
            const live = await deps.existing(due.recordId, trx);
            const input = checked(type, due.snapshot, live.version);
            const record = await deps.update(trx, systemActor, due.recordId, input);
            // The history names who scheduled it, not the scheduler (nothing changed: nothing stored).
            if (record.version !== live.version)
              await setPublishedAuthor(trx, key, due.recordId, record.version, {
                id: due.authorId,
                name: due.authorName,
              });
            return true;
          });
          if (done) applied += 1;
        } catch (err) {
          deps.logger?.error({ err, version: due.id }, 'scheduled publication failed');
          await backToDraft(db, due.id);
        }
      }
      return applied;
    },
  };
}
