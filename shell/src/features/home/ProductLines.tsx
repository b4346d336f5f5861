import { useQuery } from '@tanstack/react-query';
import { BRAND, POS_BRAND, type BrandSlug } from 'contracts/brand';
import type { Product } from 'contracts';
import { Link } from 'react-router-dom';
import {
  colors,
  fontSize,
  gradients,
  OnlyInLanguageNote,
  space,
  useLocale,
  useRecordLanguage,
  useTranslation,
} from 'shared-ui';
import styled from 'styled-components';
import { useSectionHref, useSectionLinks } from '../sections/SiteContext';
import { CardGrid, CardLink, HomeBlock } from './HomeBlock';
import { HOME_BRANDS, productLineQuery } from './homeQueries';

/** How many products of each line the home page shows: the first of the line's order. */
export const HOME_PRODUCTS_PER_LINE = 2;

/** Each brand's name, texts, colour and route ids (the products section declares the pages). */
const LINES: Record<
  BrandSlug,
  { name: string; key: 'marketing' | 'pos'; gradient: string; line: string; product: string }
> = {
  [BRAND.slug]: {
    name: BRAND.name,
    key: 'marketing',
    gradient: gradients['purple-pink'],
    line: 'products.marketing-line',
    product: 'products.marketing-product',
  },
  [POS_BRAND.slug]: {
    name: POS_BRAND.name,
    key: 'pos',
    gradient: gradients['emerald-teal'],
    line: 'products.pos-line',
    product: 'products.pos-product',
  },
};

/** Both product lines, helloMarketing and helloCASH, with their first two products. */
export function ProductLines() {
  const { t } = useTranslation('shell');
  return (
    <HomeBlock id="home-products" title={t('home.productsTitle')} text={t('home.productsText')}>
      <Lines>
        {HOME_BRANDS.map((brand) => (
          <ProductLine key={brand} brand={brand} />
        ))}
      </Lines>
    </HomeBlock>
  );
}

function ProductLine({ brand }: { brand: BrandSlug }) {
  const { t } = useTranslation('shell');
  const { country, language } = useLocale();
  const { data: products } = useQuery(productLineQuery(brand, country, language));
  const { name, key, gradient, line, product: productRoute } = LINES[brand];
  const all = useSectionHref(line);
  const productLink = useSectionLinks(productRoute);
  if (!productLink || !products?.length) return null;
  return (
    <Line $gradient={gradient}>
      <h3>{name}</h3>
      <p>{t(`home.${key}Text`)}</p>
      <CardGrid>
        {products.slice(0, HOME_PRODUCTS_PER_LINE).map((product) => (
          <li key={product.id}>
            <ProductTeaser product={product} to={productLink({ slug: product.slug })} />
          </li>
        ))}
      </CardGrid>
      {all ? <AllLink to={all}>{t(`home.${key}All`)}</AllLink> : null}
    </Line>
  );
}

function ProductTeaser({ product, to }: { product: Product; to: string }) {
  const { textsLang } = useRecordLanguage(product.language);
  return (
    <CardLink to={to}>
      <div {...textsLang}>
        <h4>{product.name}</h4>
        <p>{product.shortDescription}</p>
      </div>
      <OnlyInLanguageNote language={product.language} />
    </CardLink>
  );
}

const Lines = styled.div`
  display: grid;
  gap: ${space.xl};
  margin-top: ${space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
`;

/** A brand's column, marked by its gradient (SPEC §2: the brand decides the colour). */
const Line = styled.div<{ $gradient: string }>`
  padding-left: ${space.md};
  border-left: 6px solid transparent;
  border-image: ${({ $gradient }) => $gradient} 1;
  h3 {
    font-size: ${fontSize.xl};
    margin: 0 0 ${space.xs};
  }
  h4 {
    font-size: ${fontSize.lg};
    margin: 0 0 ${space.xs};
  }
  & > p {
    color: ${colors.textMuted};
  }
  ul {
    margin: ${space.md} 0;
  }
`;

const AllLink = styled(Link)`
  color: ${colors.primary};
  font-weight: 700;
`;
