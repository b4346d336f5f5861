import { createI18n, createQueryClient, type StructuredDataContext } from 'shared-ui';
import type { Country } from 'contracts/locale-codes';
import { productQuery } from './productQueries';
import { productStructuredData } from './structuredData';
import { testProduct } from './testProducts';

const ORGANIZATION = { '@id': 'https://example.com/#organization' };

/** The product page's items for a product as the loader left it, on a German page in `country`. */
function itemsFor(prices: Record<string, number>, country: Country) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    productQuery('pos-system', 'de').queryKey,
    testProduct({ prices, imageUrl: 'https://example.com/kasse.png' }),
  );
  const context: StructuredDataContext = {
    params: { slug: 'pos-system' },
    queryClient,
    url: (path) => `https://example.com/de_${country}/${path}`,
    country,
    organization: ORGANIZATION,
  };
  return productStructuredData(createI18n('de'), context, 'pos-system');
}

describe('a product page’s structured data', () => {
  it('is the software, published by the site’s organisation, with the month’s price of the page’s country as its offer', () => {
    const [software] = itemsFor({ DE: 19.9, ES: 24 }, 'DE');
    expect(software).toMatchObject({
      '@type': 'SoftwareApplication',
      name: 'helloCASH Kassensystem',
      url: 'https://example.com/de_DE/hellocash/pos-system',
      applicationCategory: 'BusinessApplication',
      publisher: ORGANIZATION,
      image: 'https://example.com/kasse.png',
      offers: {
        '@type': 'Offer',
        price: '19.90',
        priceCurrency: 'EUR',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: '19.90',
          referenceQuantity: { unitCode: 'MON', value: 1 },
        },
      },
    });
  });

  it('offers nothing in a country without a price', () => {
    const [software] = itemsFor({ ES: 24 }, 'FR');
    expect(software).not.toHaveProperty('offers');
  });
});
