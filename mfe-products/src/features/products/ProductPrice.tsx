import type { Product } from 'contracts';
import { priceIn } from 'contracts/prices';
import { fontSize, numberFormat, useLocale, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import { productsTexts } from '../../texts';

/**
 * 'ab 19,90 € / Monat': the product's price in the page's country, as the
 * page's language writes money; nothing where it has none. In the page's
 * language (marked: it stands among the product's texts, which may be in another).
 */
export function ProductPrice({ product, className }: { product: Product; className?: string }) {
  const { t } = useSectionTexts(productsTexts);
  const { country, language, locale } = useLocale();
  const price = priceIn(product.prices, country);
  if (!price) return null;
  const amount = numberFormat(locale.replace('_', '-'), {
    style: 'currency',
    currency: price.currency,
  }).format(price.amount);
  return (
    <Price className={className} lang={language}>
      {t('price.from', { amount })}
    </Price>
  );
}

const Price = styled.p`
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: 700;
`;
