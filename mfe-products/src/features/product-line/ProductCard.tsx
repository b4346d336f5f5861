import type { Product } from 'contracts';
import { Link } from 'react-router-dom';
import {
  Card,
  CheckList,
  colors,
  fontSize,
  media,
  OnlyInLanguageNote,
  radius,
  RecordText,
  SLOT_VALUE,
  space,
  useLocalePath,
  useRecordLanguage,
  useSectionTexts,
  VisuallyHidden,
  withText,
} from 'shared-ui';
import styled from 'styled-components';
import { productsTexts } from '../../texts';
import { productPath, type BrandSlug } from '../brands/brands';
import { ProductPrice } from '../products/ProductPrice';

/** SPEC §9: a product card shows at most 4 features. */
export const CARD_FEATURE_LIMIT = 4;

export function ProductCard({
  product,
  brand,
  gradient,
}: {
  product: Product;
  brand: BrandSlug;
  gradient: string;
}) {
  const { t } = useSectionTexts(productsTexts);
  const to = useLocalePath();
  const { textsLang } = useRecordLanguage(product.language);
  const titleId = `product-${product.slug}`;
  const name = <RecordText language={product.language}>{product.name}</RecordText>;
  return (
    <ProductArticle aria-labelledby={titleId}>
      <Accent aria-hidden="true" $gradient={gradient} />
      {/* The product's texts in their language (marked when not the page's); the link in the page's. */}
      <Texts {...textsLang}>
        <h2 id={titleId}>{product.name}</h2>
        <Short>{product.shortDescription}</Short>
        <ProductPrice product={product} />
        {product.features.length > 0 ? (
          <Features>
            {product.features.slice(0, CARD_FEATURE_LIMIT).map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </Features>
        ) : null}
      </Texts>
      <OnlyInLanguageNote language={product.language} />
      <More to={to(productPath({ brand, slug: product.slug }))}>
        {t('list.more')}
        <VisuallyHidden>
          {' '}
          {withText(t('list.moreAbout', { name: SLOT_VALUE }), name)}
        </VisuallyHidden>
        <span aria-hidden="true"> →</span>
      </More>
    </ProductArticle>
  );
}

const ProductArticle = styled(Card).attrs({ as: 'article' })`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  overflow: hidden;
  padding-top: calc(${space.xl} + 6px);
  ${media.mobile} {
    padding: calc(${space.lg} + 6px) ${space.lg} ${space.lg};
  }
  h2 {
    font-size: ${fontSize.xl};
    margin: 0;
  }
`;

const Texts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

const Accent = styled.span<{ $gradient: string }>`
  position: absolute;
  background: ${({ $gradient }) => $gradient};
  inset: 0 0 auto 0;
  height: 6px;
`;

const Short = styled.p`
  color: ${colors.textMuted};
  margin: 0;
`;

const Features = styled(CheckList).attrs({ $compact: true })`
  margin-bottom: ${space.sm};
`;

const More = styled(Link)`
  margin-top: auto;
  align-self: flex-start;
  padding: ${space.sm} 0;
  border-radius: ${radius.sm};
  color: ${colors.primary};
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;
