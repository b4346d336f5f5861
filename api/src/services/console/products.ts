import {
  BRANDS,
  fillMessage,
  productMessages,
  type AdminProduct,
  type AdminProductDetail,
  type AdminProductQuery,
  type ProductFields,
} from 'contracts';
import type { Db } from '../../db/connection';
import {
  countProductContactRequests,
  deleteProduct,
  findAdminProduct,
  findProductHoldingSlug,
  insertProduct,
  listAdminProducts,
  updateProductAtVersion,
} from '../../data/products';
import { ConflictError } from '../../errors';
import type { Actor } from './actor';
import type { AuditService } from './audit';
import type { Clock } from './clock';
import type { PreviewService } from './previews';
import { versionedRecords, type UniqueCheck, type VersionedRecordKind } from './versioned-record';

/**
 * Products of both brands (admins, editors): every change is audit-logged
 * with before/after in the same transaction (versioned-record.ts); the public
 * answers are dropped by the routes (`invalidates: 'content'`) once it commits.
 */
export interface ProductService {
  list(query: AdminProductQuery): Promise<AdminProduct[]>;
  /** With a preview token of its public page. */
  get(id: string): Promise<AdminProductDetail>;
  create(actor: Actor, input: ProductFields): Promise<AdminProduct>;
  /** 409 when someone changed it since `input.version`, or its slug is taken. */
  update(
    actor: Actor,
    id: string,
    input: ProductFields & { version: number },
  ): Promise<AdminProduct>;
  setActive(actor: Actor, id: string, active: boolean): Promise<AdminProduct>;
  /** 409 when contact requests name it: it is deactivated instead. */
  remove(actor: Actor, id: string): Promise<void>;
}

const brandName = (slug: string) => BRANDS.find((brand) => brand.slug === slug)?.name ?? slug;

const productKind: VersionedRecordKind<AdminProduct, ProductFields> = {
  target: 'product',
  notFound: productMessages.notFound,
  editedMeanwhile: productMessages.editedMeanwhile,
  fieldNames: ['slug', 'brand', 'ctaLink', 'imageUrl', 'countries', 'language', 'texts', 'active'],
  fieldsOf: (product) => ({
    slug: product.slug,
    brand: product.brand as ProductFields['brand'],
    ctaLink: product.ctaLink,
    imageUrl: product.imageUrl,
    countries: product.countries,
    language: product.language,
    texts: product.texts,
    active: product.active,
  }),
  find: findAdminProduct,
  updateAtVersion: (db, before, version, fields, now) =>
    updateProductAtVersion(db, before.id, version, fields, now),
  delete: (db, before) => deleteProduct(db, before.id),
  label: (product) => ({ slug: product.slug, name: product.name }),
  /** Contact requests name the product they were about: it stays, deactivated. */
  assertDeletable: async (db, before) => {
    const count = await countProductContactRequests(db, before.id);
    if (count > 0)
      throw new ConflictError(fillMessage(productMessages.hasContactRequests, { count }));
  },
};

/**
 * A slug names one product page (/api/products/:slug has no brand), so it is
 * unique across both brands — within its brand a fortiori. The message (at
 * the field) names the product that has it, and its brand.
 */
const uniqueProduct =
  (fields: ProductFields, exceptId?: string): UniqueCheck =>
  async (db: Db) => {
    const holder = await findProductHoldingSlug(db, fields.slug, exceptId);
    if (!holder) return;
    const message = fillMessage(productMessages.slugTaken, {
      name: holder.name,
      brand: brandName(holder.brand),
    });
    throw new ConflictError(message, { slug: message });
  };

export function productService(
  db: Db,
  clock: Clock,
  audit: AuditService,
  previews: PreviewService,
): ProductService {
  const products = versionedRecords(db, clock, audit, productKind);
  return {
    list: (query) => listAdminProducts(db, query),
    get: async (id) => ({
      ...(await products.existing(id)),
      preview: await previews.grant('product', id),
    }),
    create: (actor, input) =>
      products.create(actor, (trx) => insertProduct(trx, input, clock()), uniqueProduct(input)),
    update: (actor, id, { version, ...fields }) =>
      products.update(actor, id, version, fields, uniqueProduct(fields, id)),
    setActive: products.setActive,
    remove: products.remove,
  };
}
