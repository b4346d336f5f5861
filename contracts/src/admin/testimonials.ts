import { z } from 'zod';
import { countryQuerySchema } from '../locale';
import { COUNTRIES } from '../localeCodes';
import { textField } from '../textField';
import { defineContentType, type ContentTypeOf } from './contentType';
import { httpUrlSchema } from './ebooks';

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

/** The testimonial, declared once: the console's routes, storage and audit follow from it. */
export const testimonialType = defineContentType({
  key: 'testimonial',
  path: '/api/admin/testimonials',
  area: 'testimonials',
  messages: testimonialMessages,
  fields: {
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
  },
  texts: testimonialTextsSchema,
  fieldsOut: { name: z.string(), imageUrl: z.string().nullable(), country: z.enum(COUNTRIES) },
  textsOut: { quote: z.string(), business: z.string(), industry: z.string(), location: z.string() },
  firstText: 'quote',
  /** Its business in its own language (the list names it by person and business). */
  label: { name: 'business', text: 'business' },
  logNames: ['name', 'business'],
  filters: { country: countryQuerySchema },
  search: { fields: ['name'], texts: ['business', 'quote'] },
  storage: {
    table: 'testimonials',
    translations: { table: 'testimonial_translations', recordColumn: 'testimonial_id' },
    columns: { name: 'name', imageUrl: 'image_url', country: 'country' },
    textColumns: {
      quote: 'quote',
      business: 'business',
      industry: { column: 'branche', kind: 'emptyAsNull' },
      location: { column: 'location', kind: 'emptyAsNull' },
    },
  },
  ordering: { by: 'newest' },
  preview: { page: 'Erfolgsgeschichten' },
  invalidates: 'content',
  summaries: {
    list: 'Kundenstimmen (alle; Suche in Name, Unternehmen, Zitat; Filter Land, aktiv)',
    create: 'Kundenstimme anlegen (inaktiv, bis sie aktiviert wird)',
    get: 'Kundenstimme mit allen Übersetzungen und einem Vorschau-Token für die Erfolgsgeschichten',
    update: 'Kundenstimme ändern (mit Version; geändert inzwischen: 409)',
    active: 'Kundenstimme aktivieren / deaktivieren',
    delete: 'Kundenstimme löschen',
    versions:
      'Kundenstimme: Versionen (Entwurf oder geplant, veröffentlichte mit geänderten Feldern)',
    restore: 'Kundenstimme: eine Version als Entwurf wiederherstellen',
    draft:
      'Kundenstimme: Entwurf speichern (nicht öffentlich; mit Version; geändert inzwischen: 409)',
    publish:
      'Kundenstimme: Entwurf veröffentlichen, sofort oder am angegebenen Zeitpunkt (ohne Entwurf: 409)',
    discard: 'Kundenstimme: Entwurf verwerfen',
  },
});

type Testimonials = ContentTypeOf<typeof testimonialType>;
export type TestimonialFields = Testimonials['fields'];
export type CreateTestimonialInput = Testimonials['create'];
export type UpdateTestimonialInput = Testimonials['update'];
export type AdminTestimonialQuery = Testimonials['query'];
export type AdminTestimonial = Testimonials['record'];
export type AdminTestimonialDetail = Testimonials['detail'];
