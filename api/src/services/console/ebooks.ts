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
import { ConflictError, NotFoundError } from '../../errors';
import type { Actor } from './actor';
import type { AuditService } from './audit';
import type { Clock } from './clock';
import type { PreviewService } from './previews';

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

const FIELDS = [
  'slug',
  'numericId',
  'category',
  'googleSlidesUrl',
  'gradientType',
  'countries',
  'language',
  'texts',
  'active',
] as const;

const fieldsOf = (ebook: AdminEbook): EbookFields => ({
  slug: ebook.slug,
  numericId: ebook.numericId,
  category: ebook.category,
  googleSlidesUrl: ebook.googleSlidesUrl,
  gradientType: ebook.gradientType as EbookFields['gradientType'],
  countries: ebook.countries,
  language: ebook.language,
  texts: ebook.texts,
  active: ebook.active,
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what changed, before and after: the log says what an edit did, not the whole record twice. */
function difference(before: EbookFields, after: EbookFields) {
  const changed = FIELDS.filter((field) => !same(before[field], after[field]));
  const pick = (fields: EbookFields) =>
    Object.fromEntries(changed.map((field) => [field, fields[field]]));
  return { changed, before: pick(before), after: pick(after) };
}

export function ebookService(
  db: Db,
  clock: Clock,
  audit: AuditService,
  previews: PreviewService,
): EbookService {
  async function existing(id: string, trx: Db = db): Promise<AdminEbook> {
    const ebook = await findAdminEbook(trx, id);
    if (!ebook) throw new NotFoundError(ebookMessages.notFound);
    return ebook;
  }

  /** Slug and numeric id are unique: the message (at the field) names the e-book that has it. */
  async function assertUnique(trx: Db, fields: EbookFields, exceptId?: string) {
    const slugHolder = await findEbookHolding(trx, { slug: fields.slug }, exceptId);
    if (slugHolder) {
      const message = fillMessage(ebookMessages.slugTaken, { title: slugHolder.title });
      throw new ConflictError(message, { slug: message });
    }
    if (fields.numericId === null) return;
    const idHolder = await findEbookHolding(trx, { numericId: fields.numericId }, exceptId);
    if (idHolder) {
      const message = fillMessage(ebookMessages.numericIdTaken, { title: idHolder.title });
      throw new ConflictError(message, { numericId: message });
    }
  }

  return {
    list: (query) => listAdminEbooks(db, query),

    get: async (id) => {
      const ebook = await existing(id);
      return { ...ebook, preview: await previews.grant('ebook', id) };
    },

    create: (actor, input) =>
      db.transaction(async (trx) => {
        await assertUnique(trx, input);
        const id = await insertEbook(trx, input, clock());
        const ebook = await existing(id, trx);
        await audit.record(
          actor,
          { action: 'ebook_created', targetType: 'ebook', targetId: id, after: fieldsOf(ebook) },
          trx,
        );
        return ebook;
      }),

    update: (actor, id, { version, ...fields }) =>
      db.transaction(async (trx) => {
        const before = await existing(id, trx);
        if (before.version !== version) throw new ConflictError(ebookMessages.editedMeanwhile);
        const change = difference(fieldsOf(before), fields);
        if (change.changed.length === 0) return before;
        await assertUnique(trx, fields, id);
        if (!(await updateEbookAtVersion(trx, id, version, fields, clock())))
          throw new ConflictError(ebookMessages.editedMeanwhile);
        await audit.record(
          actor,
          {
            action: 'ebook_updated',
            targetType: 'ebook',
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
        if (!(await updateEbookAtVersion(trx, id, before.version, { active }, clock())))
          throw new ConflictError(ebookMessages.editedMeanwhile);
        await audit.record(
          actor,
          {
            action: active ? 'ebook_activated' : 'ebook_deactivated',
            targetType: 'ebook',
            targetId: id,
            before: { active: before.active },
            after: { active, slug: before.slug, title: before.title },
          },
          trx,
        );
        return existing(id, trx);
      }),

    remove: (actor, id) =>
      db.transaction(async (trx) => {
        const before = await existing(id, trx);
        const downloads = await countEbookDownloads(trx, id);
        if (downloads > 0)
          throw new ConflictError(fillMessage(ebookMessages.hasDownloads, { count: downloads }));
        await deleteEbook(trx, id);
        await audit.record(
          actor,
          { action: 'ebook_deleted', targetType: 'ebook', targetId: id, before: fieldsOf(before) },
          trx,
        );
      }),
  };
}
