import { useQuery } from '@tanstack/react-query';
import {
  Container,
  Lead,
  media,
  PageSection,
  PageTitle,
  space,
  useLocale,
  useSectionTexts,
} from 'shared-ui';
import styled from 'styled-components';
import { productsTexts } from '../../texts';
import { brandLook, type BrandSlug } from '../brands/brands';
import { productsQuery } from '../products/productQueries';
import { LoadError, StatusText } from '../products/QueryStates';
import { ProductCard } from './ProductCard';

/** SPEC §2 "Product line pages": the brand's products offered in the visitor's country. */
export function ProductLinePage({ brand }: { brand: BrandSlug }) {
  const { t } = useSectionTexts(productsTexts);
  const { country, language } = useLocale();
  const products = useQuery(productsQuery(brand, country, language));
  const look = brandLook(brand);
  return (
    <PageSection>
      <Container>
        <Header $gradient={look.gradient}>
          <PageTitle>{t(`lines.${look.key}.title`, { brand: look.name })}</PageTitle>
          <Lead>{t(`lines.${look.key}.intro`)}</Lead>
        </Header>
        {products.isPending || (products.isError && products.isFetching) ? (
          <StatusText>{t('list.loading')}</StatusText>
        ) : products.isError ? (
          <LoadError
            message={t('list.error')}
            retryLabel={t('list.retry')}
            onRetry={() => void products.refetch()}
          />
        ) : products.data.length === 0 ? (
          <div role="status">
            <h2>{t('list.empty')}</h2>
            <p>{t('list.emptyHint')}</p>
          </div>
        ) : (
          <Grid>
            {products.data.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} brand={brand} gradient={look.gradient} />
              </li>
            ))}
          </Grid>
        )}
      </Container>
    </PageSection>
  );
}

const Header = styled.header<{ $gradient: string }>`
  margin-bottom: ${space.xl};
  padding-left: ${space.md};
  border-left: 6px solid transparent;
  border-image: ${({ $gradient }) => $gradient} 1;
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  & > li {
    display: flex;
  }
  & > li > * {
    flex: 1;
  }
  ${media.mobile} {
    gap: ${space.md};
  }
`;
