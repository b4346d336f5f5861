import {
  COUNTRIES,
  productSchema,
  productType,
  type Country,
  type Language,
  type Product,
} from 'contracts';
import { fieldsFromRow } from './content-columns';
import type { Db } from '../db/connection';
import { nullable, parseTextList } from './rows';
import { type TranslationTable, withTexts } from './translations';

/*
 * Products as the public pages show them; the console's side follows from
 * the declaration (productType, content-records.ts).
 */

const TABLE = productType.storage.table;
export const PRODUCT_TEXTS: TranslationTable = productType.storage.translations;

// A type (not an interface): read as any record's row by fieldsFromRow.
type ProductRow = {
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
  /** price_de, price_es, price_fr (productType's columns): DECIMAL, a string from MySQL. */
  [priceColumn: `price_${string}`]: unknown;
};

/** A product's texts in one language (product_translations). */
interface ProductTextsRow {
  language: string;
  name: string;
  short_description: string;
  long_description: string | null;
  features: unknown;
  cta_text: string;
}

/** The countries' prices the product has, read as the console's fields are (productType's columns). */
function pricesOf(row: ProductRow): Product['prices'] {
  const fields = fieldsFromRow(productType.storage.columns, row);
  return Object.fromEntries(
    COUNTRIES.flatMap((country) => {
      const amount = fields[`price${country}`];
      return typeof amount === 'string' ? [[country, Number(amount)]] : [];
    }),
  );
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
    prices: pricesOf(row),
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
