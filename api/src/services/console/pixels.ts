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
import type { Actor } from './actor';
import type { AuditService } from './audit';
import type { Clock } from './clock';
import { versionedRecords, type VersionedRecordKind } from './versioned-record';

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

const pixelKind: VersionedRecordKind<AdminPixel, PixelFields> = {
  target: 'pixel',
  notFound: pixelMessages.notFound,
  editedMeanwhile: pixelMessages.editedMeanwhile,
  fieldNames: ['name', 'vendor', 'type', 'category', 'position', 'script', 'active', 'origins'],
  fieldsOf: (pixel) => ({
    name: pixel.name,
    vendor: pixel.vendor,
    type: pixel.type,
    category: pixel.category,
    position: pixel.position,
    script: pixel.script,
    active: pixel.active,
    origins: pixel.origins,
  }),
  find: findPixel,
  updateAtVersion: (db, before, version, fields, now) =>
    updatePixelAtVersion(db, before.id, version, fields, now),
  delete: (db, before) => deletePixel(db, before.id),
  label: (pixel) => ({ name: pixel.name, category: pixel.category }),
};

export function pixelService(db: Db, clock: Clock, audit: AuditService): PixelService {
  const pixels = versionedRecords(db, clock, audit, pixelKind);
  return {
    list: () => listAllPixels(db),
    get: (id) => pixels.existing(id),
    create: (actor, input) =>
      pixels.create(actor, async (trx) => (await insertPixel(trx, input, clock())).id),
    update: (actor, id, { version, ...fields }) => pixels.update(actor, id, version, fields),
    setActive: pixels.setActive,
    remove: pixels.remove,
  };
}
