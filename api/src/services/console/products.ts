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
import { ConflictError, NotFoundError } from '../../errors';
import type { AuditService } from './audit';
import type { Clock } from './clock';
import { contentRecordService, type ContentRecordService } from './content-records';
import type { PreviewService } from './previews';

/** Products of both brands (admins, editors): see content-records.ts for the rules every edit follows. */
export interface ProductService extends ContentRecordService<
  AdminProduct,
  ProductFields,
  ProductFields & { version: number }
> {
  list(query: AdminProductQuery): Promise<AdminProduct[]>;
  /** With a preview token of its public page. */
  get(id: string): Promise<AdminProductDetail>;
}

const fieldsOf = (product: AdminProduct): ProductFields => ({
  slug: product.slug,
  brand: product.brand as ProductFields['brand'],
  ctaLink: product.ctaLink,
  imageUrl: product.imageUrl,
  countries: product.countries,
  language: product.language,
  texts: product.texts,
  active: product.active,
});

const brandName = (slug: string) => BRANDS.find((brand) => brand.slug === slug)?.name ?? slug;

export function productService(
  db: Db,
  clock: Clock,
  audit: AuditService,
  previews: PreviewService,
): ProductService {
  return {
    list: (query) => listAdminProducts(db, query),
    ...contentRecordService(db, clock, audit, {
      kind: 'product',
      messages: productMessages,
      fields: ['slug', 'brand', 'ctaLink', 'imageUrl', 'countries', 'language', 'texts', 'active'],
      fieldsOf,
      label: (product) => ({ slug: product.slug, name: product.name }),
      find: findAdminProduct,
      insert: insertProduct,
      updateAtVersion: updateProductAtVersion,
      delete: deleteProduct,
      /**
       * A slug names one product page (/api/products/:slug has no brand), so
       * it is unique across both brands — within its brand a fortiori. The
       * message (at the field) names the product that has it, and its brand.
       */
      assertUnique: async (trx, fields, exceptId) => {
        const holder = await findProductHoldingSlug(trx, fields.slug, exceptId);
        if (!holder) return;
        const message = fillMessage(productMessages.slugTaken, {
          name: holder.name,
          brand: brandName(holder.brand),
        });
        throw new ConflictError(message, { slug: message });
      },
      /** Contact requests name the product they were about: it stays, deactivated. */
      assertDeletable: async (trx, product) => {
        const count = await countProductContactRequests(trx, product.id);
        if (count > 0)
          throw new ConflictError(fillMessage(productMessages.hasContactRequests, { count }));
      },
    }),
    get: async (id) => {
      const product = await findAdminProduct(db, id);
      if (!product) throw new NotFoundError(productMessages.notFound);
      return { ...product, preview: await previews.grant('product', id) };
    },
  };
}
