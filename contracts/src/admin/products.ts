import { z } from 'zod';
import { BRANDS } from '../brand';
import { countryQuerySchema } from '../locale';
import { COUNTRIES } from '../localeCodes';
import { PRICE_PATTERN, priceField, type PriceField } from '../prices';
import { textField } from '../textField';
import { httpUrlSchema, linkSchema, SITE_PATH, webAddressPattern } from './ebooks';
import { defineContentType, type ContentTypeOf } from './contentType';
import { contentSlugSchema, countryListSchema } from './translatedContent';

/**
 * Products of both brands in the console (admins and editors): the record
 * (slug, brand, CTA link, image, countries, on/off) and its texts in
 * de/es/fr side by side, the features in order. German messages; the
 * console says them in the member's language by key (`{{name}}`,
 * `{{brand}}`: the product that already has the slug).
 */
export const productMessages = {
  notFound: 'Produkt nicht gefunden',
  slugInvalid: 'Slug: nur Kleinbuchstaben, Ziffern und einzelne Bindestriche (z. B. kassensystem)',
  slugTaken: 'Diesen Slug hat schon das Produkt „{{name}}“ ({{brand}})',
  brandInvalid: `Marke muss ${BRANDS.map((brand) => brand.name).join(' oder ')} sein`,
  imageUrlInvalid: 'Bild-URL muss eine Adresse mit http:// oder https:// sein (oder leer)',
  ctaLinkInvalid:
    'CTA-Link muss ein Pfad der Website (beginnt mit /, z. B. /kontakt) oder eine https://-Adresse sein',
  countriesInvalid: 'Länder: mindestens eines von DE, ES, FR, jedes einmal',
  activeInvalid: 'active muss true oder false sein',
  featuresInvalid: 'Merkmale: höchstens 20, je eine Zeile',
  priceInvalid: 'Preis: ein Betrag in Euro pro Monat wie 19,90 (höchstens 99999,99), oder leer',
  editedMeanwhile:
    'Dieses Produkt wurde inzwischen von jemand anderem geändert. Lade es neu und prüfe die Änderungen, bevor du speicherst.',
  hasContactRequests:
    'Zu diesem Produkt gibt es schon {{count}} Kontaktanfragen; es kann nicht gelöscht werden. Deaktiviere es stattdessen.',
} as const;

export const PRODUCT_SLUG_MAX_LENGTH = 191;
export const PRODUCT_FEATURES_MAX = 20;
export const PRODUCT_URL_MAX_LENGTH = 2048;
export const BRAND_SLUGS = BRANDS.map((brand) => brand.slug) as [
  (typeof BRANDS)[number]['slug'],
  ...(typeof BRANDS)[number]['slug'][],
];

/**
 * A country's monthly price ('ab … / Monat') as a decimal text, '19.90', or
 * none. A text with a pattern, not a number: whole cents are then said in the
 * OpenAPI document exactly as checked here (a float's multipleOf is not).
 */
const priceSchema = z
  .string({ error: productMessages.priceInvalid })
  .regex(PRICE_PATTERN, { error: productMessages.priceInvalid })
  // Kept and read back as '19.90': a version's snapshot compares alike.
  .transform((text) => Number(text).toFixed(2))
  .nullable()
  .default(null);

/** One price field per country (`priceDE`…), as `fields`, `fieldsOut` and `columns` name them. */
const perCountry = <T>(value: (country: (typeof COUNTRIES)[number]) => T) =>
  Object.fromEntries(COUNTRIES.map((country) => [priceField(country), value(country)])) as Record<
    PriceField,
    T
  >;

const slugSchema = contentSlugSchema(productMessages.slugInvalid, PRODUCT_SLUG_MAX_LENGTH);

/**
 * Where the call to action leads: a path of the site (`/kontakt`, not
 * `//elsewhere`) or an https address — never `javascript:` or plain http.
 */
export const ctaLinkSchema = linkSchema(
  `${SITE_PATH}|${webAddressPattern(true)}`,
  productMessages.ctaLinkInvalid,
  PRODUCT_URL_MAX_LENGTH,
);

/** One language's texts of a product. */
export const productTextsSchema = {
  name: textField({ label: 'Name', maxLength: 191, minVisible: 1, trim: true }),
  shortDescription: textField({
    label: 'Kurzbeschreibung',
    maxLength: 5000,
    minVisible: 1,
    multiline: true,
    trim: true,
  }),
  /** Empty: the detail page shows the short description only. */
  longDescription: textField({
    label: 'Beschreibung',
    maxLength: 20000,
    minVisible: 0,
    multiline: true,
    trim: true,
  }).default(''),
  /** In the order the cards and the detail page list them (the line shows the first four). */
  features: z
    .array(textField({ label: 'Merkmal', maxLength: 255, minVisible: 1, trim: true }), {
      error: productMessages.featuresInvalid,
    })
    .max(PRODUCT_FEATURES_MAX, { error: productMessages.featuresInvalid })
    .default([]),
  ctaText: textField({ label: 'CTA-Text', maxLength: 191, minVisible: 1, trim: true }),
};
export const productTextsObjectSchema = z.object(productTextsSchema);
export type ProductTexts = z.infer<typeof productTextsObjectSchema>;

const brandName = (slug: unknown) =>
  BRANDS.find((brand) => brand.slug === slug)?.name ?? String(slug);

/** The product, declared once: the console's routes, storage and audit follow from it. */
export const productType = defineContentType({
  key: 'product',
  path: '/api/admin/products',
  area: 'products',
  messages: productMessages,
  fields: {
    slug: slugSchema,
    brand: z.enum(BRAND_SLUGS, { error: productMessages.brandInvalid }),
    ctaLink: ctaLinkSchema,
    /** Empty: no image. */
    imageUrl: z
      .union([z.literal(''), httpUrlSchema(productMessages.imageUrlInvalid)], {
        error: productMessages.imageUrlInvalid,
      })
      .nullable()
      .default(null)
      .transform((value) => value || null),
    countries: countryListSchema(productMessages.countriesInvalid),
    ...perCountry(() => priceSchema),
  },
  texts: productTextsSchema,
  fieldsOut: {
    slug: z.string(),
    brand: z.string(),
    ctaLink: z.string(),
    imageUrl: z.string().nullable(),
    countries: z.array(z.enum(COUNTRIES)),
    ...perCountry(() => z.string().nullable()),
  },
  textsOut: {
    name: z.string(),
    shortDescription: z.string(),
    longDescription: z.string(),
    features: z.array(z.string()),
    ctaText: z.string(),
  },
  firstText: 'name',
  /** Its name in its own language (the list's name for it). */
  label: { name: 'name', text: 'name', fallback: 'slug' },
  logNames: ['slug', 'name'],
  filters: {
    brand: z
      .enum([...BRAND_SLUGS, ''], { error: productMessages.brandInvalid })
      .optional()
      .transform((value) => value || undefined),
    country: countryQuerySchema,
  },
  search: { fields: ['slug'], texts: ['name'] },
  storage: {
    table: 'products',
    translations: { table: 'product_translations', recordColumn: 'product_id' },
    columns: {
      slug: 'slug',
      brand: 'brand',
      ctaLink: 'cta_link',
      imageUrl: 'image_url',
      countries: { column: 'countries', kind: 'countries' },
      ...perCountry((country) => ({
        column: `price_${country.toLowerCase()}`,
        kind: 'amount' as const,
      })),
    },
    textColumns: {
      name: 'name',
      shortDescription: 'short_description',
      longDescription: { column: 'long_description', kind: 'emptyAsNull' },
      features: { column: 'features', kind: 'textList' },
      ctaText: 'cta_text',
    },
  },
  /** Each brand's line in the editors' order: a new product goes last. */
  ordering: { by: 'arranged', within: 'brand' },
  /** Contact requests name the product they were about: it stays, deactivated. */
  referencedBy: {
    count: 'contactRequests',
    table: 'contact_requests',
    column: 'product_id',
    message: productMessages.hasContactRequests,
  },
  /**
   * A slug names one product page (/api/products/:slug has no brand), so it is
   * unique across both brands; the message names the product that has it, and its brand.
   */
  unique: [
    {
      field: 'slug',
      message: productMessages.slugTaken,
      names: (holder) => ({ name: String(holder.name), brand: brandName(holder.brand) }),
    },
  ],
  preview: { page: 'Produktseite' },
  invalidates: 'content',
  summaries: {
    list: 'Produkte beider Marken (alle; Suche in Name und Slug, Filter Marke, Land, aktiv)',
    create: 'Produkt anlegen (inaktiv, bis es aktiviert wird; Slug schon vergeben: 409)',
    get: 'Produkt mit allen Übersetzungen und einem Vorschau-Token seiner öffentlichen Seite',
    update:
      'Produkt ändern, auch die Reihenfolge der Merkmale (mit Version; geändert inzwischen: 409)',
    active: 'Produkt aktivieren / deaktivieren',
    delete: 'Produkt löschen (mit Kontaktanfragen: 409, stattdessen deaktivieren)',
    versions: 'Produkt: Versionen (Entwurf oder geplant, veröffentlichte mit geänderten Feldern)',
    restore: 'Produkt: eine Version als Entwurf wiederherstellen',
    draft: 'Produkt: Entwurf speichern (nicht öffentlich; mit Version; geändert inzwischen: 409)',
    publish:
      'Produkt: Entwurf veröffentlichen, sofort oder am angegebenen Zeitpunkt (ohne Entwurf: 409)',
    discard: 'Produkt: Entwurf verwerfen',
  },
});

type Products = ContentTypeOf<typeof productType>;
export type ProductFields = Products['fields'];
export type CreateProductInput = Products['create'];
export type UpdateProductInput = Products['update'];
export type AdminProductQuery = Products['query'];
export type AdminProduct = Products['record'];
export type AdminProductDetail = Products['detail'];
