import {
  testimonialMessages,
  type AdminTestimonial,
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
import type { AuditService } from './audit';
import type { Clock } from './clock';
import { contentRecordService, type ContentRecordService } from './content-records';

/** Testimonials (admins, editors): see content-records.ts for the rules every edit follows. */
export interface TestimonialService extends ContentRecordService<
  AdminTestimonial,
  TestimonialFields,
  TestimonialFields & { version: number }
> {
  list(query: AdminTestimonialQuery): Promise<AdminTestimonial[]>;
}

const fieldsOf = (testimonial: AdminTestimonial): TestimonialFields => ({
  name: testimonial.name,
  imageUrl: testimonial.imageUrl,
  country: testimonial.country,
  language: testimonial.language,
  texts: testimonial.texts,
  active: testimonial.active,
});

/** Nothing refers to a testimonial: it can always be deleted. */
export function testimonialService(db: Db, clock: Clock, audit: AuditService): TestimonialService {
  return {
    list: (query) => listAdminTestimonials(db, query),
    ...contentRecordService(db, clock, audit, {
      kind: 'testimonial',
      messages: testimonialMessages,
      fields: ['name', 'imageUrl', 'country', 'language', 'texts', 'active'],
      fieldsOf,
      label: (testimonial) => ({ name: testimonial.name, business: testimonial.business }),
      find: findAdminTestimonial,
      insert: insertTestimonial,
      updateAtVersion: updateTestimonialAtVersion,
      delete: deleteTestimonial,
    }),
  };
}
