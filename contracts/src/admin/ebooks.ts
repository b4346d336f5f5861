import { z } from 'zod';
import { CATEGORY_MAX_LENGTH, categoryField } from '../content';
import { GRADIENT_TYPES } from '../ebookCovers';
import { countryQuerySchema } from '../locale';
import { COUNTRIES, LANGUAGES } from '../localeCodes';
import { optionalFilter, textField } from '../textField';
import { codePointLength } from '../textRules';
import { previewGrantSchema, previewMessages, previewQuerySchema } from './previews';
import {
  contentSlugSchema,
  countryListSchema,
  contentLanguageSchema,
  contentVersionSchema,
  ownTextsInDocument,
  requireOwnTexts,
  translatedTextsSchema,
} from './translatedContent';

/**
 * E-books in the console (admins and editors): the record (slug, numeric id,
 * category, slides, gradient, countries, on/off) and its texts in de/es/fr
 * side by side. German messages; the console says them in the member's
 * language by key (`{{title}}`: the e-book that already has the value).
 */
export const ebookMessages = {
  notFound: 'E-Book nicht gefunden',
  slugInvalid:
    'Slug: nur Kleinbuchstaben, Ziffern und einzelne Bindestriche (z. B. instagram-tipps)',
  slugTaken: 'Diesen Slug hat schon das E-Book „{{title}}“',
  numericIdInvalid: 'Numerische ID muss eine ganze Zahl von 1 bis 2147483647 sein (oder leer)',
  numericIdTaken: 'Diese numerische ID hat schon das E-Book „{{title}}“',
  urlInvalid: 'Folien-URL muss eine Adresse mit http:// oder https:// sein',
  gradientInvalid: `Farbverlauf muss einer von ${GRADIENT_TYPES.join(', ')} sein`,
  countriesInvalid: 'Länder: mindestens eines von DE, ES, FR, jedes einmal',
  activeInvalid: 'active muss true oder false sein',
  highlightsInvalid: 'Stichpunkte: höchstens 20, je eine Zeile',
  editedMeanwhile:
    'Dieses E-Book wurde inzwischen von jemand anderem geändert. Lade es neu und prüfe die Änderungen, bevor du speicherst.',
  hasDownloads:
    'Dieses E-Book wurde schon {{count}}-mal heruntergeladen und kann nicht gelöscht werden. Deaktiviere es stattdessen; seine Zahlen bleiben erhalten.',
  previewInvalid: previewMessages.invalid,
} as const;

export const EBOOK_SLUG_MAX_LENGTH = 191;
export const EBOOK_URL_MAX_LENGTH = 2048;
export const EBOOK_HIGHLIGHTS_MAX = 20;
const NUMERIC_ID_MAX = 2_147_483_647;

const slugSchema = contentSlugSchema(ebookMessages.slugInvalid, EBOOK_SLUG_MAX_LENGTH);

/**
 * Addresses as the document states them: scheme in any letter case, a host
 * name whose last label starts with a letter (no IP literals), a port up to
 * 4 digits, then a path, query or fragment without white space, control
 * characters or lone surrogates (which no column stores as sent). No
 * punycode label (`xn--…`): whether one decodes is beyond a pattern, and one
 * that does not makes no address a browser opens.
 */
const URL_LABEL = String.raw`(?![Xx][Nn]--)[A-Za-z0-9-]+`;
const URL_HOST = String.raw`(?:${URL_LABEL}\.)*(?=[A-Za-z])${URL_LABEL}(?::[0-9]{1,4})?`;
const URL_CHARACTERS = String.raw`[^\s\u0000-\u001f\u007f\uD800-\uDFFF]`;
/** An absolute address; `secureOnly`: https, else http or https. */
export const webAddressPattern = (secureOnly: boolean) =>
  String.raw`[Hh][Tt][Tt][Pp][Ss]${secureOnly ? '' : '?'}:\/\/${URL_HOST}(?:[/?#]${URL_CHARACTERS}*)?`;
/** A path of the site: `/kontakt`, never `//elsewhere`. */
export const SITE_PATH = String.raw`\/(?![/\\])${URL_CHARACTERS}*`;

/**
 * A link field: spaces around are allowed and trimmed (a pasted value has
 * them), checked by the pattern before trimming so the document is exact;
 * at most `maxLength` code points.
 */
export const linkSchema = (pattern: string, message: string, maxLength: number) =>
  z
    .string({ error: message })
    .refine((value) => codePointLength(value) <= maxLength, { error: message, abort: true })
    .regex(new RegExp(`^ *(?:${pattern}) *$`, 'u'), { error: message })
    .trim()
    // The pattern is narrower than a browser's URL parser; this only guards it.
    .refine((value) => value.startsWith('/') || URL.canParse(value), { error: message })
    .meta({ maxLength });

/** http(s) only: a `javascript:` or `data:` link never reaches a download button. */
export const httpUrlSchema = (message: string) =>
  linkSchema(webAddressPattern(false), message, EBOOK_URL_MAX_LENGTH);

/** One language's texts of an e-book. */
export const ebookTextsSchema = {
  title: textField({ label: 'Titel', maxLength: 255, minVisible: 1, trim: true }),
  categoryLabel: textField({
    label: 'Kategorie-Name',
    maxLength: CATEGORY_MAX_LENGTH,
    minVisible: 1,
    trim: true,
  }),
  /** Empty: the page describes the e-book by its category. */
  description: textField({
    label: 'Beschreibung',
    maxLength: 5000,
    minVisible: 0,
    multiline: true,
    trim: true,
  }).default(''),
  /** 'Das erwartet dich:', in order. */
  highlights: z
    .array(textField({ label: 'Stichpunkt', maxLength: 255, minVisible: 1, trim: true }), {
      error: ebookMessages.highlightsInvalid,
    })
    .max(EBOOK_HIGHLIGHTS_MAX, { error: ebookMessages.highlightsInvalid })
    .default([]),
};
export const ebookTextsObjectSchema = z.object(ebookTextsSchema);
export type EbookTexts = z.infer<typeof ebookTextsObjectSchema>;

/** The fields an editor edits (POST /api/admin/ebooks creates with them). */
export const ebookFieldsSchema = z.object({
  slug: slugSchema,
  numericId: z
    .number({ error: ebookMessages.numericIdInvalid })
    .int({ error: ebookMessages.numericIdInvalid })
    .min(1, { error: ebookMessages.numericIdInvalid })
    .max(NUMERIC_ID_MAX, { error: ebookMessages.numericIdInvalid })
    .nullable()
    .default(null),
  /** The stable key download counts are kept by (the German category name). */
  category: categoryField('Kategorie'),
  googleSlidesUrl: httpUrlSchema(ebookMessages.urlInvalid),
  gradientType: z.enum(GRADIENT_TYPES, { error: ebookMessages.gradientInvalid }),
  countries: countryListSchema(ebookMessages.countriesInvalid),
  /** The language it was written in: its texts there are required, shown where a page's language has none. */
  language: contentLanguageSchema,
  texts: translatedTextsSchema(ebookTextsSchema),
  active: z.boolean({ error: ebookMessages.activeInvalid }),
});
export type EbookFields = z.infer<typeof ebookFieldsSchema>;

const body = { error: 'Request-Body muss ein JSON-Objekt sein' };

/** POST /api/admin/ebooks: a new e-book, inactive unless `active` says otherwise. */
export const createEbookInputSchema = z
  .object(
    { ...ebookFieldsSchema.shape, active: ebookFieldsSchema.shape.active.default(false) },
    body,
  )
  .superRefine(requireOwnTexts('title'))
  .meta(ownTextsInDocument);
export type CreateEbookInput = z.infer<typeof createEbookInputSchema>;

/** POST /api/admin/ebooks/:id: every field and the version the edit started from (else 409). */
export const updateEbookInputSchema = z
  .object({ ...ebookFieldsSchema.shape, version: contentVersionSchema }, body)
  .superRefine(requireOwnTexts('title'))
  .meta(ownTextsInDocument);
export type UpdateEbookInput = z.infer<typeof updateEbookInputSchema>;

/** POST /api/admin/ebooks/:id/active */
export const ebookActiveInputSchema = z.object(
  { active: z.boolean({ error: ebookMessages.activeInvalid }) },
  body,
);

/** GET /api/admin/ebooks?q=&category=&country=&active= */
export const adminEbookQuerySchema = z.object({
  /** Part of a title (any language) or of the slug. */
  q: optionalFilter('Suche', 191),
  category: optionalFilter('Kategorie', CATEGORY_MAX_LENGTH),
  country: countryQuerySchema,
  active: z
    .enum(['true', 'false', ''], { error: ebookMessages.activeInvalid })
    .optional()
    .transform((value) => (value ? value === 'true' : undefined)),
});
export type AdminEbookQuery = z.infer<typeof adminEbookQuerySchema>;

const ebookTextsOutSchema = z.object({
  title: z.string(),
  categoryLabel: z.string(),
  description: z.string(),
  highlights: z.array(z.string()),
});

/** An e-book as the console sees it. */
export const adminEbookSchema = z.object({
  id: z.string(),
  numericId: z.number().int().nullable(),
  slug: z.string(),
  category: z.string(),
  googleSlidesUrl: z.string(),
  gradientType: z.string(),
  countries: z.array(z.enum(COUNTRIES)),
  language: z.enum(LANGUAGES),
  /** Its title in its own language (the list's name for it). */
  title: z.string(),
  texts: z.object({
    de: ebookTextsOutSchema.nullable(),
    es: ebookTextsOutSchema.nullable(),
    fr: ebookTextsOutSchema.nullable(),
  }),
  /** The languages without texts yet. */
  missing: z.array(z.enum(LANGUAGES)),
  active: z.boolean(),
  /** How often it was downloaded: with any, it is deactivated, not deleted. */
  downloads: z.number().int().nonnegative(),
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminEbook = z.infer<typeof adminEbookSchema>;

export const adminEbookListSchema = z.array(adminEbookSchema);

/** GET /api/admin/ebooks/:id: the e-book and a short-lived token to preview its public page. */
export const adminEbookDetailSchema = adminEbookSchema.extend({
  preview: previewGrantSchema,
});
export type AdminEbookDetail = z.infer<typeof adminEbookDetailSchema>;

/** 200 of POST /api/admin/ebooks/:id/delete */
export const ebookDeletedSchema = z.object({ deleted: z.literal(true) });

/** GET /api/ebooks/preview?token=&language= (the token of a preview link, ebookLinks.ts). */
export const ebookPreviewQuerySchema = previewQuerySchema;
