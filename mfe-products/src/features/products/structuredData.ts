import { priceIn } from 'contracts/prices';
import type { I18n, StructuredDataContext } from 'shared-ui';
import { addTexts, breadcrumbList, type JsonLd } from 'shared-ui';
import { productsTexts } from '../../texts';
import { brandLook, isBrandSlug, productPath } from '../brands/brands';
import { productQuery } from './productQueries';

/**
 * A product page's structured data: the software it is (name, description,
 * image, publisher; with its price in the page's country an Offer, a month's
 * price from, as search engines' software and product results need one) and
 * the trail brand line → product. Nothing for a missing product.
 */
export function productStructuredData(
  i18n: I18n,
  { queryClient, url, country, organization }: StructuredDataContext,
  slug: string,
): JsonLd[] {
  const product = queryClient.getQueryData(productQuery(slug, i18n.language).queryKey);
  if (!product || !isBrandSlug(product.brand)) return [];
  addTexts(i18n, productsTexts);
  const t = i18n.getFixedT(i18n.language, productsTexts.ns);
  const { key, name: brandName } = brandLook(product.brand);
  const path = productPath({ brand: product.brand, slug: product.slug });
  const price = priceIn(product.prices, country);
  return [
    {
      '@type': 'SoftwareApplication',
      name: product.name,
      description: product.longDescription ?? product.shortDescription,
      url: url(path),
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web',
      publisher: organization,
      ...(product.imageUrl ? { image: product.imageUrl } : {}),
      ...(price ? { offers: monthlyOffer(price) } : {}),
    },
    breadcrumbList(
      [
        { name: t(`lines.${key}.title`, { brand: brandName }), path: product.brand },
        { name: product.name, path },
      ],
      url,
    ),
  ];
}

/** A subscription from `amount` a month: the Offer and its unit price per month. */
function monthlyOffer({ amount, currency }: { amount: number; currency: string }): JsonLd {
  const price = amount.toFixed(2);
  return {
    '@type': 'Offer',
    price,
    priceCurrency: currency,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: currency,
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
    },
  };
}
