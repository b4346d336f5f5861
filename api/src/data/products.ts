import { productSchema, type Country, type Product } from 'contracts';
import type { Db } from '../db/connection';
import { nullable, parseTextList } from './rows';

const TABLE = 'products';

interface ProductRow {
  id: string;
  name: string;
  slug: string;
  brand: string;
  short_description: string;
  long_description: string | null;
  features: unknown;
  image_url: string | null;
  cta_text: string;
  cta_link: string;
  is_active: unknown;
  countries: unknown;
  created_at: unknown;
}

function toProduct(row: ProductRow): Product {
  return productSchema.parse({
    id: row.id,
    name: row.name,
    slug: row.slug,
    brand: row.brand,
    shortDescription: row.short_description,
    longDescription: nullable(row.long_description),
    features: parseTextList(row.features),
    ctaText: row.cta_text,
    ctaLink: row.cta_link,
    imageUrl: nullable(row.image_url),
  });
}

/** Active products of one brand, oldest first; country filtered in JS (see ebooks). */
export async function listActiveProductsByBrand(
  db: Db,
  brand: string,
  country?: Country,
): Promise<Product[]> {
  const rows = await db<ProductRow>(TABLE)
    .where({ brand })
    .where('is_active', true)
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
  return rows
    .filter((row) => !country || parseTextList(row.countries).includes(country))
    .map(toProduct);
}

export async function findActiveProductBySlug(db: Db, slug: string): Promise<Product | undefined> {
  const row = await db<ProductRow>(TABLE).where({ slug }).where('is_active', true).first();
  return row ? toProduct(row) : undefined;
}
