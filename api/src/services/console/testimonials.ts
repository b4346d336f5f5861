import {
  testimonialMessages,
  type AdminTestimonial,
  type AdminTestimonialDetail,
  type AdminTestimonialQuery,
  type TestimonialFields,
} from 'contracts';
import type { Db } from '../../db/connection';
import {
  deleteTestimonial,
  findAdminTestimonial,
  insertTestimonial,
  listAdminTestimonials,
  updateTestimonialAtVersion,
} from '../../data/testimonials';
import type { Actor } from './actor';
import type { AuditService } from './audit';
import type { Clock } from './clock';
import type { PreviewService } from './previews';
import { versionedRecords, type VersionedRecordKind } from './versioned-record';

/**
 * Testimonials (admins, editors): every change is audit-logged with
 * before/after in the same transaction (versioned-record.ts). Nothing refers
 * to a testimonial: it can always be deleted.
 */
export interface TestimonialService {
  list(query: AdminTestimonialQuery): Promise<AdminTestimonial[]>;
  /** With a token to preview it on its country's success stories. */
  get(id: string): Promise<AdminTestimonialDetail>;
  create(actor: Actor, input: TestimonialFields): Promise<AdminTestimonial>;
  /** 409 when someone changed it since `input.version`. */
  update(
    actor: Actor,
    id: string,
    input: TestimonialFields & { version: number },
  ): Promise<AdminTestimonial>;
  setActive(actor: Actor, id: string, active: boolean): Promise<AdminTestimonial>;
  remove(actor: Actor, id: string): Promise<void>;
}

const testimonialKind: VersionedRecordKind<AdminTestimonial, TestimonialFields> = {
  target: 'testimonial',
  notFound: testimonialMessages.notFound,
  editedMeanwhile: testimonialMessages.editedMeanwhile,
  fieldNames: ['name', 'imageUrl', 'country', 'language', 'texts', 'active'],
  fieldsOf: (testimonial) => ({
    name: testimonial.name,
    imageUrl: testimonial.imageUrl,
    country: testimonial.country,
    language: testimonial.language,
    texts: testimonial.texts,
    active: testimonial.active,
  }),
  find: findAdminTestimonial,
  updateAtVersion: (db, before, version, fields, now) =>
    updateTestimonialAtVersion(db, before.id, version, fields, now),
  delete: (db, before) => deleteTestimonial(db, before.id),
  label: (testimonial) => ({ name: testimonial.name, business: testimonial.business }),
};

export function testimonialService(
  db: Db,
  clock: Clock,
  audit: AuditService,
  previews: PreviewService,
): TestimonialService {
  const testimonials = versionedRecords(db, clock, audit, testimonialKind);
  return {
    list: (query) => listAdminTestimonials(db, query),
    get: async (id) => ({
      ...(await testimonials.existing(id)),
      preview: await previews.grant('testimonial', id),
    }),
    create: (actor, input) =>
      testimonials.create(actor, (trx) => insertTestimonial(trx, input, clock())),
    update: (actor, id, { version, ...fields }) => testimonials.update(actor, id, version, fields),
    setActive: testimonials.setActive,
    remove: testimonials.remove,
  };
}
