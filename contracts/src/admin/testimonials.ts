import { z } from 'zod';
import { countryQuerySchema } from '../locale';
import { COUNTRIES, LANGUAGES } from '../localeCodes';
import { optionalFilter, textField } from '../textField';
import { httpUrlSchema } from './ebooks';
import { previewGrantSchema } from './previews';
import {
  activeFilterSchema,
  contentLanguageSchema,
  contentVersionSchema,
  ownTextsInDocument,
  requireOwnTexts,
  translatedTextsSchema,
} from './translatedContent';

/**
 * Testimonials (success stories) in the console (admins and editors): the
 * person, image, country and on/off; quote, business and location per
 * language side by side. German messages, said in the member's language
 * by the console.
 */
export const testimonialMessages = {
  notFound: 'Kundenstimme nicht gefunden',
  imageUrlInvalid: 'Bild-URL muss eine Adresse mit http:// oder https:// sein (oder leer)',
  countryInvalid: "Land muss 'DE', 'ES' oder 'FR' sein",
  activeInvalid: 'active muss true oder false sein',
  editedMeanwhile:
    'Diese Kundenstimme wurde inzwischen von jemand anderem geändert. Lade sie neu und prüfe die Änderungen, bevor du speicherst.',
} as const;

/** One language's texts of a testimonial. */
export const testimonialTextsSchema = {
  quote: textField({
    label: 'Zitat',
    maxLength: 5000,
    minVisible: 1,
    multiline: true,
    trim: true,
  }),
  business: textField({ label: 'Unternehmen', maxLength: 191, minVisible: 1, trim: true }),
  /** The industry as the story names it (e.g. 'Gastronomie'); empty: none. */
  industry: textField({ label: 'Branche', maxLength: 191, minVisible: 0, trim: true }).default(''),
  location: textField({ label: 'Ort', maxLength: 191, minVisible: 0, trim: true }).default(''),
};
export const testimonialTextsObjectSchema = z.object(testimonialTextsSchema);
export type TestimonialTexts = z.infer<typeof testimonialTextsObjectSchema>;

/** The fields an editor edits (POST /api/admin/testimonials creates with them). */
export const testimonialFieldsSchema = z.object({
  name: textField({ label: 'Name', maxLength: 191, minVisible: 1, trim: true }),
  imageUrl: z
    .union([z.literal(''), httpUrlSchema(testimonialMessages.imageUrlInvalid)], {
      error: testimonialMessages.imageUrlInvalid,
    })
    .nullable()
    .default(null)
    .transform((value) => value || null),
  /** Where the business is: the success stories show the visitor's country's. */
  country: z.enum(COUNTRIES, { error: testimonialMessages.countryInvalid }),
  language: contentLanguageSchema,
  texts: translatedTextsSchema(testimonialTextsSchema),
  active: z.boolean({ error: testimonialMessages.activeInvalid }),
});
export type TestimonialFields = z.infer<typeof testimonialFieldsSchema>;

const body = { error: 'Request-Body muss ein JSON-Objekt sein' };

/** POST /api/admin/testimonials: a new one, inactive unless `active` says otherwise. */
export const createTestimonialInputSchema = z
  .object(
    {
      ...testimonialFieldsSchema.shape,
      active: testimonialFieldsSchema.shape.active.default(false),
    },
    body,
  )
  .superRefine(requireOwnTexts('quote'))
  .meta(ownTextsInDocument);
export type CreateTestimonialInput = z.infer<typeof createTestimonialInputSchema>;

/** POST /api/admin/testimonials/:id: every field and the version the edit started from (else 409). */
export const updateTestimonialInputSchema = z
  .object({ ...testimonialFieldsSchema.shape, version: contentVersionSchema }, body)
  .superRefine(requireOwnTexts('quote'))
  .meta(ownTextsInDocument);
export type UpdateTestimonialInput = z.infer<typeof updateTestimonialInputSchema>;

/** POST /api/admin/testimonials/:id/active */
export const testimonialActiveInputSchema = z.object(
  { active: z.boolean({ error: testimonialMessages.activeInvalid }) },
  body,
);

/** GET /api/admin/testimonials?q=&country=&active= */
export const adminTestimonialQuerySchema = z.object({
  /** Part of the name, or of a business or quote (any language). */
  q: optionalFilter('Suche', 191),
  country: countryQuerySchema,
  active: activeFilterSchema(testimonialMessages.activeInvalid),
});
export type AdminTestimonialQuery = z.infer<typeof adminTestimonialQuerySchema>;

const testimonialTextsOutSchema = z.object({
  quote: z.string(),
  business: z.string(),
  industry: z.string(),
  location: z.string(),
});

/** A testimonial as the console sees it. */
export const adminTestimonialSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  country: z.enum(COUNTRIES),
  language: z.enum(LANGUAGES),
  /** Its business in its own language (the list names it by person and business). */
  business: z.string(),
  texts: z.object({
    de: testimonialTextsOutSchema.nullable(),
    es: testimonialTextsOutSchema.nullable(),
    fr: testimonialTextsOutSchema.nullable(),
  }),
  missing: z.array(z.enum(LANGUAGES)),
  active: z.boolean(),
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;

export const adminTestimonialListSchema = z.array(adminTestimonialSchema);

/** GET /api/admin/testimonials/:id: the testimonial and a token to preview it on the success stories. */
export const adminTestimonialDetailSchema = adminTestimonialSchema.extend({
  preview: previewGrantSchema,
});
export type AdminTestimonialDetail = z.infer<typeof adminTestimonialDetailSchema>;
