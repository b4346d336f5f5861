import {
  LANGUAGES,
  productSchema,
  type AdminProduct,
  type AdminProductQuery,
  type Country,
  type Language,
  type Product,
  type ProductFields,
  type ProductTexts,
} from 'contracts';
import type { Db } from '../db/connection';
import {
  nullable,
  parseTextList,
  toBoolean,
  toIsoTimestamp,
  toOptionalIsoTimestamp,
  toTextList,
} from './rows';
import {
  countriesOf,
  deleteTranslated,
  insertTranslated,
  matches,
  ownTexts,
  textRows,
  textsByLanguage,
  textsOf,
  type TranslationTable,
  updateTranslatedAtVersion,
  withTexts,
} from './translations';

const TABLE = 'products';
export const PRODUCT_TEXTS: TranslationTable = {
  table: 'product_translations',
  recordColumn: 'product_id',
};

interface ProductRow {
  id: string;
  slug: string;
  brand: string;
  image_url: string | null;
  cta_link: string;
  is_active: unknown;
  countries: unknown;
  language: string;
  sort_order: number | string;
  created_at: unknown;
}

/** A product's texts in one language (product_translations). */
interface ProductTextsRow {
  language: string;
  name: string;
  short_description: string;
  long_description: string | null;
  features: unknown;
  cta_text: string;
}

const toProduct = (row: ProductRow, shown: ProductTextsRow): Product =>
  productSchema.parse({
    id: row.id,
    name: shown.name,
    slug: row.slug,
    brand: row.brand,
    shortDescription: shown.short_description,
    longDescription: nullable(shown.long_description),
    features: parseTextList(shown.features),
    ctaText: shown.cta_text,
    ctaLink: row.cta_link,
    imageUrl: nullable(row.image_url),
    language: shown.language,
  });

const productsWithTexts = (db: Db, rows: ProductRow[], language: Language | undefined) =>
  withTexts(db, PRODUCT_TEXTS, rows, language, toProduct);

export interface ProductListFilter {
  country?: Country;
  /** The page's language: each product's texts in it where it has them. */
  language?: Language;
}

/**
 * Active products of one brand in the line's order (sort order, then oldest
 * first); country filtered in JS (see ebooks).
 */
export async function listActiveProductsByBrand(
  db: Db,
  brand: string,
  { country, language }: ProductListFilter,
): Promise<Product[]> {
  const rows = await db<ProductRow>(TABLE)
    .where({ brand })
    .where('is_active', true)
    .orderBy([{ column: 'sort_order' }, { column: 'created_at' }, { column: 'id' }]);
  return productsWithTexts(
    db,
    rows.filter((row) => !country || parseTextList(row.countries).includes(country)),
    language,
  );
}

/** An active product; `includeInactive` only for a signed preview (an editor checks it first). */
export async function findActiveProductBySlug(
  db: Db,
  slug: string,
  language?: Language,
  includeInactive = false,
): Promise<Product | undefined> {
  const query = db<ProductRow>(TABLE).where({ slug });
  const row = await (includeInactive ? query : query.where('is_active', true)).first();
  return row ? (await productsWithTexts(db, [row], language))[0] : undefined;
}

// ---- The console (admins, editors): every product, active or not, with all its texts ----

const textsOut = (row: ProductTextsRow): ProductTexts => ({
  name: row.name,
  shortDescription: row.short_description,
  longDescription: row.long_description ?? '',
  features: parseTextList(row.features),
  ctaText: row.cta_text,
});

interface ConsoleProductRow extends ProductRow {
  version?: number | string;
  updated_at?: unknown;
}

function toAdminProduct(
  row: ConsoleProductRow,
  rows: ReadonlyMap<Language, ProductTextsRow> | undefined,
  contactRequests: number,
): AdminProduct {
  const { texts, missing } = textsByLanguage(rows, textsOut);
  const language = row.language as Language;
  const createdAt = toIsoTimestamp(row.created_at);
  return {
    id: row.id,
    slug: row.slug,
    brand: row.brand,
    ctaLink: row.cta_link,
    imageUrl: nullable(row.image_url),
    countries: countriesOf(row.countries),
    language,
    name: ownTexts(texts, language)?.name ?? row.slug,
    texts,
    missing,
    active: toBoolean(row.is_active),
    contactRequests,
    version: Number(row.version ?? 1),
    createdAt,
    updatedAt: toOptionalIsoTimestamp(row.updated_at) ?? createdAt,
  };
}

/** Contact requests per product: what depends on one (it is deactivated, not deleted). */
async function contactRequestCounts(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const counts: Array<{ product_id: string; n: unknown }> = await db('contact_requests')
    .select('product_id')
    .count({ n: '*' })
    .whereIn('product_id', [...ids])
    .groupBy('product_id');
  return new Map(counts.map((c) => [c.product_id, Number(c.n)]));
}

async function toAdminProducts(db: Db, rows: readonly ConsoleProductRow[]) {
  const ids = rows.map((row) => row.id);
  const [texts, requests] = await Promise.all([
    textsOf<ProductTextsRow>(db, PRODUCT_TEXTS, ids),
    contactRequestCounts(db, ids),
  ]);
  return rows.map((row) => toAdminProduct(row, texts.get(row.id), requests.get(row.id) ?? 0));
}

/**
 * Every product matching the console's filters, each brand's line in its
 * order. Country and search run in JS (a JSON list; names in several rows).
 */
export async function listAdminProducts(db: Db, query: AdminProductQuery): Promise<AdminProduct[]> {
  const q = db<ConsoleProductRow>(TABLE);
  if (query.brand) q.where('brand', query.brand);
  if (query.active !== undefined) q.where('is_active', query.active);
  const rows = (
    await q.orderBy([
      { column: 'brand' },
      { column: 'sort_order' },
      { column: 'created_at' },
      { column: 'id' },
    ])
  ).filter((row) => !query.country || countriesOf(row.countries).includes(query.country));
  const products = await toAdminProducts(db, rows);
  const search = query.q;
  return search
    ? products.filter((product) =>
        matches(search, product.slug, ...LANGUAGES.map((l) => product.texts[l]?.name)),
      )
    : products;
}

export async function findAdminProduct(db: Db, id: string): Promise<AdminProduct | undefined> {
  const row = await db<ConsoleProductRow>(TABLE).where({ id }).first();
  return row ? (await toAdminProducts(db, [row]))[0] : undefined;
}

/** The product (other than `exceptId`) that already has this slug. */
export async function findProductHoldingSlug(
  db: Db,
  slug: string,
  exceptId?: string,
): Promise<AdminProduct | undefined> {
  const q = db<ConsoleProductRow>(TABLE).where({ slug });
  if (exceptId) q.whereNot('id', exceptId);
  const row = await q.first();
  return row ? (await toAdminProducts(db, [row]))[0] : undefined;
}

const productColumns = (fields: Partial<Omit<ProductFields, 'texts'>>) => ({
  ...(fields.slug !== undefined && { slug: fields.slug }),
  ...(fields.brand !== undefined && { brand: fields.brand }),
  ...(fields.ctaLink !== undefined && { cta_link: fields.ctaLink }),
  ...(fields.imageUrl !== undefined && { image_url: fields.imageUrl }),
  ...(fields.countries !== undefined && { countries: toTextList(fields.countries) }),
  ...(fields.language !== undefined && { language: fields.language }),
  ...(fields.active !== undefined && { is_active: fields.active }),
});

const productTextRows = (texts: ProductFields['texts']) =>
  textRows(texts, (text) => ({
    name: text.name,
    short_description: text.shortDescription,
    long_description: text.longDescription || null,
    features: toTextList(text.features),
    cta_text: text.ctaText,
  }));

/** A new product goes to the end of its brand's line. */
export async function insertProduct(db: Db, fields: ProductFields, now: Date): Promise<string> {
  const last = (await db(TABLE).where('brand', fields.brand).max({ n: 'sort_order' }).first()) as
    { n: unknown } | undefined;
  const columns = { ...productColumns(fields), sort_order: Number(last?.n ?? 0) + 1 };
  return insertTranslated(db, TABLE, PRODUCT_TEXTS, columns, productTextRows(fields.texts), now);
}

/** Compare-and-set on the version (see updateTranslatedAtVersion); false: someone else changed it. */
export const updateProductAtVersion = (
  db: Db,
  id: string,
  version: number,
  fields: Partial<ProductFields>,
  now: Date,
): Promise<boolean> =>
  updateTranslatedAtVersion(
    db,
    TABLE,
    PRODUCT_TEXTS,
    { id, version, now },
    productColumns(fields),
    fields.texts && productTextRows(fields.texts),
  );

export async function countProductContactRequests(db: Db, id: string): Promise<number> {
  return (await contactRequestCounts(db, [id])).get(id) ?? 0;
}

export const deleteProduct = (db: Db, id: string): Promise<boolean> =>
  deleteTranslated(db, TABLE, PRODUCT_TEXTS, id);
