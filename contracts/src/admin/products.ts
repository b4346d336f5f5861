import { z } from 'zod';
import { previewGrantSchema } from './previews';
import { BRANDS } from '../brand';
import { countryQuerySchema } from '../locale';
import { COUNTRIES, LANGUAGES } from '../localeCodes';
import { optionalFilter, textField } from '../textField';
import { httpUrlSchema, linkSchema, SITE_PATH, webAddressPattern } from './ebooks';
import {
  contentSlugSchema,
  activeFilterSchema,
  contentLanguageSchema,
  contentVersionSchema,
  countryListSchema,
  ownTextsInDocument,
  requireOwnTexts,
  translatedTextsSchema,
} from './translatedContent';

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

/** The fields an editor edits (POST /api/admin/products creates with them). */
export const productFieldsSchema = z.object({
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
  language: contentLanguageSchema,
  texts: translatedTextsSchema(productTextsSchema),
  active: z.boolean({ error: productMessages.activeInvalid }),
});
export type ProductFields = z.infer<typeof productFieldsSchema>;

const body = { error: 'Request-Body muss ein JSON-Objekt sein' };

/** POST /api/admin/products: a new product, inactive unless `active` says otherwise. */
export const createProductInputSchema = z
  .object(
    { ...productFieldsSchema.shape, active: productFieldsSchema.shape.active.default(false) },
    body,
  )
  .superRefine(requireOwnTexts('name'))
  .meta(ownTextsInDocument);
export type CreateProductInput = z.infer<typeof createProductInputSchema>;

/** POST /api/admin/products/:id: every field and the version the edit started from (else 409). */
export const updateProductInputSchema = z
  .object({ ...productFieldsSchema.shape, version: contentVersionSchema }, body)
  .superRefine(requireOwnTexts('name'))
  .meta(ownTextsInDocument);
export type UpdateProductInput = z.infer<typeof updateProductInputSchema>;

/** POST /api/admin/products/:id/active */
export const productActiveInputSchema = z.object(
  { active: z.boolean({ error: productMessages.activeInvalid }) },
  body,
);

/** GET /api/admin/products?q=&brand=&country=&active= */
export const adminProductQuerySchema = z.object({
  /** Part of a name (any language) or of the slug. */
  q: optionalFilter('Suche', 191),
  brand: z
    .enum([...BRAND_SLUGS, ''], { error: productMessages.brandInvalid })
    .optional()
    .transform((value) => value || undefined),
  country: countryQuerySchema,
  active: activeFilterSchema(productMessages.activeInvalid),
});
export type AdminProductQuery = z.infer<typeof adminProductQuerySchema>;

const productTextsOutSchema = z.object({
  name: z.string(),
  shortDescription: z.string(),
  longDescription: z.string(),
  features: z.array(z.string()),
  ctaText: z.string(),
});

/** A product as the console sees it. */
export const adminProductSchema = z.object({
  id: z.string(),
  slug: z.string(),
  brand: z.string(),
  ctaLink: z.string(),
  imageUrl: z.string().nullable(),
  countries: z.array(z.enum(COUNTRIES)),
  language: z.enum(LANGUAGES),
  /** Its name in its own language (the list's name for it). */
  name: z.string(),
  texts: z.object({
    de: productTextsOutSchema.nullable(),
    es: productTextsOutSchema.nullable(),
    fr: productTextsOutSchema.nullable(),
  }),
  /** The languages without texts yet. */
  missing: z.array(z.enum(LANGUAGES)),
  active: z.boolean(),
  /** Contact requests naming it: with any, it is deactivated, not deleted. */
  contactRequests: z.number().int().nonnegative(),
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductListSchema = z.array(adminProductSchema);

/** GET /api/admin/products/:id: the product and a short-lived token to preview its public page. */
export const adminProductDetailSchema = adminProductSchema.extend({ preview: previewGrantSchema });
export type AdminProductDetail = z.infer<typeof adminProductDetailSchema>;

/** 200 of POST /api/admin/products/:id/delete (and of testimonials') */
export const contentDeletedSchema = z.object({ deleted: z.literal(true) });
