import { z } from 'zod';
import { CATEGORY_MAX_LENGTH, categoryField } from '../content';
import { GRADIENT_TYPES } from '../ebookCovers';
import { countryQuerySchema } from '../locale';
import { COUNTRIES } from '../localeCodes';
import { optionalFilter, textField } from '../textField';
import { codePointLength } from '../textRules';
import { defineContentType, type ContentTypeOf } from './contentType';
import { previewMessages, previewQuerySchema } from './previews';
import { contentSlugSchema, countryListSchema } from './translatedContent';

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

/** The e-book, declared once: the console's routes, storage and audit follow from it. */
export const ebookType = defineContentType({
  key: 'ebook',
  path: '/api/admin/ebooks',
  area: 'ebooks',
  messages: ebookMessages,
  fields: {
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
  },
  texts: ebookTextsSchema,
  fieldsOut: {
    numericId: z.number().int().nullable(),
    slug: z.string(),
    category: z.string(),
    googleSlidesUrl: z.string(),
    gradientType: z.string(),
    countries: z.array(z.enum(COUNTRIES)),
  },
  textsOut: {
    title: z.string(),
    categoryLabel: z.string(),
    description: z.string(),
    highlights: z.array(z.string()),
  },
  firstText: 'title',
  /** Its title in its own language (the list's name for it). */
  label: { name: 'title', text: 'title', fallback: 'slug' },
  logNames: ['slug', 'title'],
  filters: {
    category: optionalFilter('Kategorie', CATEGORY_MAX_LENGTH),
    country: countryQuerySchema,
  },
  search: { fields: ['slug'], texts: ['title'] },
  storage: {
    table: 'ebooks',
    translations: { table: 'ebook_translations', recordColumn: 'ebook_id' },
    columns: {
      slug: 'slug',
      numericId: { column: 'numeric_id', kind: 'integer' },
      category: 'category',
      googleSlidesUrl: 'google_slides_url',
      gradientType: 'gradient_type',
      countries: { column: 'countries', kind: 'countries' },
    },
    textColumns: {
      title: 'title',
      categoryLabel: 'category_label',
      description: { column: 'description', kind: 'emptyAsNull' },
      highlights: { column: 'highlights', kind: 'textList' },
    },
  },
  ordering: { by: 'newest' },
  /** Downloads keep the e-book's id: one that was downloaded is deactivated instead, its counts stay. */
  referencedBy: {
    count: 'downloads',
    table: 'downloads',
    column: 'ebook_id',
    message: ebookMessages.hasDownloads,
  },
  /** Slug and numeric id are unique: the message names the e-book that has it. */
  unique: [
    {
      field: 'slug',
      message: ebookMessages.slugTaken,
      names: (holder) => ({ title: String(holder.title) }),
    },
    {
      field: 'numericId',
      message: ebookMessages.numericIdTaken,
      names: (holder) => ({ title: String(holder.title) }),
    },
  ],
  preview: { page: 'E-Book-Seite' },
  invalidates: 'content',
  summaries: {
    list: 'E-Books (alle; Suche in Titel und Slug, Filter Kategorie, Land, aktiv)',
    create: 'E-Book anlegen (inaktiv, bis es aktiviert wird)',
    get: 'E-Book mit allen Übersetzungen und Vorschau-Token',
    update: 'E-Book ändern (mit Version; geändert inzwischen: 409)',
    active: 'E-Book aktivieren / deaktivieren',
    delete: 'E-Book löschen (mit Downloads: 409, stattdessen deaktivieren)',
    versions: 'E-Book: Versionen (Entwurf oder geplant, veröffentlichte mit geänderten Feldern)',
    restore: 'E-Book: eine Version als Entwurf wiederherstellen',
    draft: 'E-Book: Entwurf speichern (nicht öffentlich; mit Version; geändert inzwischen: 409)',
    publish:
      'E-Book: Entwurf veröffentlichen, sofort oder am angegebenen Zeitpunkt (ohne Entwurf: 409)',
    discard: 'E-Book: Entwurf verwerfen',
  },
});

type Ebooks = ContentTypeOf<typeof ebookType>;
export type EbookFields = Ebooks['fields'];
export type CreateEbookInput = Ebooks['create'];
export type UpdateEbookInput = Ebooks['update'];
export type AdminEbookQuery = Ebooks['query'];
export type AdminEbook = Ebooks['record'];
export type AdminEbookDetail = Ebooks['detail'];

/** GET /api/ebooks/preview?token=&language= (the token of a preview link, ebookLinks.ts). */
export const ebookPreviewQuerySchema = previewQuerySchema;
