import {
  ebookMessages,
  fillMessage,
  type AdminEbook,
  type AdminEbookDetail,
  type AdminEbookQuery,
  type CreateEbookInput,
  type EbookFields,
  type UpdateEbookInput,
} from 'contracts';
import type { Db } from '../../db/connection';
import {
  countEbookDownloads,
  deleteEbook,
  findAdminEbook,
  findEbookHolding,
  insertEbook,
  listAdminEbooks,
  updateEbookAtVersion,
} from '../../data/ebooks';
import { ConflictError } from '../../errors';
import type { Actor } from './actor';
import type { AuditService } from './audit';
import type { Clock } from './clock';
import type { PreviewService } from './previews';
import { versionedRecords, type UniqueCheck, type VersionedRecordKind } from './versioned-record';

/**
 * E-books (admins, editors): every change is audit-logged with before/after
 * in the same transaction; the public e-book answers are dropped by the
 * routes (`invalidates: 'content'`) once a change commits.
 */
export interface EbookService {
  list(query: AdminEbookQuery): Promise<AdminEbook[]>;
  /** With a preview token of its public page. */
  get(id: string): Promise<AdminEbookDetail>;
  create(actor: Actor, input: CreateEbookInput): Promise<AdminEbook>;
  /** 409 when someone changed it since `input.version`, or its slug / numeric id is taken. */
  update(actor: Actor, id: string, input: UpdateEbookInput): Promise<AdminEbook>;
  setActive(actor: Actor, id: string, active: boolean): Promise<AdminEbook>;
  /** 409 when it was downloaded: it is deactivated instead, its counts stay. */
  remove(actor: Actor, id: string): Promise<void>;
}

const ebookKind: VersionedRecordKind<AdminEbook, EbookFields> = {
  target: 'ebook',
  notFound: ebookMessages.notFound,
  editedMeanwhile: ebookMessages.editedMeanwhile,
  fieldNames: [
    'slug',
    'numericId',
    'category',
    'googleSlidesUrl',
    'gradientType',
    'countries',
    'language',
    'texts',
    'active',
  ],
  fieldsOf: (ebook) => ({
    slug: ebook.slug,
    numericId: ebook.numericId,
    category: ebook.category,
    googleSlidesUrl: ebook.googleSlidesUrl,
    gradientType: ebook.gradientType as EbookFields['gradientType'],
    countries: ebook.countries,
    language: ebook.language,
    texts: ebook.texts,
    active: ebook.active,
  }),
  find: findAdminEbook,
  updateAtVersion: (db, before, version, fields, now) =>
    updateEbookAtVersion(db, before.id, version, fields, now),
  delete: (db, before) => deleteEbook(db, before.id),
  label: (ebook) => ({ slug: ebook.slug, title: ebook.title }),
  /** Downloads keep the e-book's id: one that was downloaded is deactivated instead. */
  assertDeletable: async (db, before) => {
    const downloads = await countEbookDownloads(db, before.id);
    if (downloads > 0)
      throw new ConflictError(fillMessage(ebookMessages.hasDownloads, { count: downloads }));
  },
};

/** Slug and numeric id are unique: the message (at the field) names the e-book that has it. */
const uniqueEbook =
  (fields: EbookFields, exceptId?: string): UniqueCheck =>
  async (db) => {
    const slugHolder = await findEbookHolding(db, { slug: fields.slug }, exceptId);
    if (slugHolder) {
      const message = fillMessage(ebookMessages.slugTaken, { title: slugHolder.title });
      throw new ConflictError(message, { slug: message });
    }
    if (fields.numericId === null) return;
    const idHolder = await findEbookHolding(db, { numericId: fields.numericId }, exceptId);
    if (idHolder) {
      const message = fillMessage(ebookMessages.numericIdTaken, { title: idHolder.title });
      throw new ConflictError(message, { numericId: message });
    }
  };

export function ebookService(
  db: Db,
  clock: Clock,
  audit: AuditService,
  previews: PreviewService,
): EbookService {
  const ebooks = versionedRecords(db, clock, audit, ebookKind);

  return {
    list: (query) => listAdminEbooks(db, query),

    get: async (id) => {
      const ebook = await ebooks.existing(id);
      return { ...ebook, preview: await previews.grant('ebook', id) };
    },

    create: (actor, input) =>
      ebooks.create(actor, (trx) => insertEbook(trx, input, clock()), uniqueEbook(input)),
    update: (actor, id, { version, ...fields }) =>
      ebooks.update(actor, id, version, fields, uniqueEbook(fields, id)),
    setActive: ebooks.setActive,
    remove: ebooks.remove,
  };
}
