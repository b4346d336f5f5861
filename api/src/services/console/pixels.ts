import {
  pixelMessages,
  type AdminPixel,
  type CreatePixelInput,
  type PixelFields,
  type UpdatePixelInput,
} from 'contracts';
import type { Db } from '../../db/connection';
import {
  deletePixel,
  findPixel,
  insertPixel,
  listAllPixels,
  updatePixelAtVersion,
} from '../../data/tracking-pixels';
import { ConflictError, NotFoundError } from '../../errors';
import type { Actor } from './actor';
import type { AuditService } from './audit';
import type { Clock } from './clock';

/**
 * Tracking pixels (admin): every change is audit-logged with before/after in
 * the same transaction. The public answers that show pixels (active pixels,
 * consent configuration) are dropped by the routes once a change commits.
 */
export interface PixelService {
  list(): Promise<AdminPixel[]>;
  get(id: string): Promise<AdminPixel>;
  create(actor: Actor, input: CreatePixelInput): Promise<AdminPixel>;
  /** 409 when someone changed it since `input.version`. */
  update(actor: Actor, id: string, input: UpdatePixelInput): Promise<AdminPixel>;
  setActive(actor: Actor, id: string, active: boolean): Promise<AdminPixel>;
  remove(actor: Actor, id: string): Promise<void>;
}

const FIELDS = ['name', 'vendor', 'type', 'category', 'position', 'script', 'active'] as const;

const fieldsOf = (pixel: AdminPixel): PixelFields => ({
  name: pixel.name,
  vendor: pixel.vendor,
  type: pixel.type,
  category: pixel.category,
  position: pixel.position,
  script: pixel.script,
  active: pixel.active,
});

/** Only what changed, before and after: the log says what an edit did, not the whole row twice. */
function difference(before: PixelFields, after: PixelFields) {
  const changed = FIELDS.filter((field) => before[field] !== after[field]);
  const pick = (fields: PixelFields) =>
    Object.fromEntries(changed.map((field) => [field, fields[field]]));
  return { changed, before: pick(before), after: pick(after) };
}

export function pixelService(db: Db, clock: Clock, audit: AuditService): PixelService {
  async function existing(id: string, trx: Db = db): Promise<AdminPixel> {
    const pixel = await findPixel(trx, id);
    if (!pixel) throw new NotFoundError(pixelMessages.notFound);
    return pixel;
  }

  return {
    list: () => listAllPixels(db),
    get: (id) => existing(id),

    create: (actor, input) =>
      db.transaction(async (trx) => {
        const pixel = await insertPixel(trx, input, clock());
        await audit.record(
          actor,
          {
            action: 'pixel_created',
            targetType: 'pixel',
            targetId: pixel.id,
            after: fieldsOf(pixel),
          },
          trx,
        );
        return pixel;
      }),

    update: (actor, id, { version, ...fields }) =>
      db.transaction(async (trx) => {
        const before = await existing(id, trx);
        if (before.version !== version) throw new ConflictError(pixelMessages.editedMeanwhile);
        const change = difference(fieldsOf(before), fields);
        if (change.changed.length === 0) return before;
        if (!(await updatePixelAtVersion(trx, id, version, fields, clock())))
          throw new ConflictError(pixelMessages.editedMeanwhile);
        await audit.record(
          actor,
          {
            action: 'pixel_updated',
            targetType: 'pixel',
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
        if (!(await updatePixelAtVersion(trx, id, before.version, { active }, clock())))
          throw new ConflictError(pixelMessages.editedMeanwhile);
        await audit.record(
          actor,
          {
            action: active ? 'pixel_activated' : 'pixel_deactivated',
            targetType: 'pixel',
            targetId: id,
            before: { active: before.active },
            after: { active, name: before.name, category: before.category },
          },
          trx,
        );
        return existing(id, trx);
      }),

    remove: (actor, id) =>
      db.transaction(async (trx) => {
        const before = await existing(id, trx);
        await deletePixel(trx, id);
        await audit.record(
          actor,
          { action: 'pixel_deleted', targetType: 'pixel', targetId: id, before: fieldsOf(before) },
          trx,
        );
      }),
  };
}
