import { productType } from 'contracts/admin';
import { BRANDS } from 'contracts/brand';
import { PRICE_FIELDS, type PriceField } from 'contracts/prices';
import { productPreviewHref } from 'contracts/product-pages';
import { COUNTRY_OPTIONS, defineContentPage } from '../contentPage';
import { everyLanguageIn } from '../PreviewLinks';

const brandName = (slug: string) => BRANDS.find((brand) => brand.slug === slug)?.name ?? slug;
const BRAND_OPTIONS = BRANDS.map((brand) => ({ value: brand.slug, label: brand.name }));

/**
 * Products of both brands (admins, editors) in the console: `?produkt=<id>`,
 * `neu` for a new one; the features in the editors' order (`ordered`).
 */
export const products = defineContentPage({
  type: productType,
  editParam: 'produkt',
  fields: {
    slug: { kind: 'text', required: true, maxLength: 191, code: true, hint: true },
    brand: { kind: 'select', options: BRAND_OPTIONS },
    ctaLink: { kind: 'text', required: true, code: true, hint: true },
    imageUrl: { kind: 'optionalUrl', hint: true },
    countries: { kind: 'countries', hint: true },
    ...(Object.fromEntries(
      PRICE_FIELDS.map((field) => [field, { kind: 'price', hint: 'priceHint' }]),
    ) as Record<PriceField, { kind: 'price'; hint: string }>),
  },
  layout: [['slug', 'brand', 'language'], ['ctaLink', 'imageUrl'], ['countries'], PRICE_FIELDS],
  texts: {
    name: 'text',
    shortDescription: 'long',
    longDescription: 'long',
    features: 'ordered',
    ctaText: 'text',
  },
  filters: {
    brand: { options: BRAND_OPTIONS },
    country: { label: 'countries', options: COUNTRY_OPTIONS },
  },
  columns: [
    { name: 'name', lang: true },
    { name: 'slug' },
    { name: 'brand', text: (product) => brandName(product.brand) },
    { name: 'countries' },
  ],
  newValues: {
    brand: BRANDS[0].slug,
    ctaLink: '/kontakt',
    countries: 'DE',
    language: 'de',
    active: 'false',
  },
  title: (product) => product.name,
  createdName: (values) => values[`texts.${values.language}.name`] ?? '',
  preview: {
    locales: (product) => everyLanguageIn(product.countries),
    href: (product, locale) => productPreviewHref(product, locale, product.preview.token),
  },
});
