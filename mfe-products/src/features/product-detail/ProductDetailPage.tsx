import { useQuery } from '@tanstack/react-query';
import type { Product } from 'contracts';
import { CONTACT_FORM_ANCHOR } from 'contracts/lead-fields';
import { Link, useParams } from 'react-router-dom';
import {
  BackLink,
  Button,
  Card,
  CheckList,
  colors,
  Container,
  fontSize,
  Lead,
  OnlyInLanguageNote,
  PageSection,
  PageTitle,
  PreviewNote,
  space,
  useLocale,
  useLocalePath,
  usePreviewToken,
  useRecordLanguage,
  useSectionTexts,
} from 'shared-ui';
import styled from 'styled-components';
import { productsTexts } from '../../texts';
import { brandLook, isBrandSlug, type BrandSlug } from '../brands/brands';
import { ContactRequestCard } from '../contact-request/ContactRequestCard';
import { productQuery } from '../products/productQueries';
import { ProductPrice } from '../products/ProductPrice';
import { LoadError, StatusText } from '../products/QueryStates';
import { CtaLink } from './CtaLink';
import { ctaTarget } from './ctaTarget';

/**
 * SPEC §2 product detail by slug. `brand` is the product line whose path was
 * requested (none for `/product/{slug}`); the loader has already sent a
 * product of the other brand to its own path.
 */
export function ProductDetailPage({ brand }: { brand?: BrandSlug }) {
  const { t } = useSectionTexts(productsTexts);
  const { slug = '' } = useParams();
  const language = useLocale((state) => state.language);
  const product = useQuery(productQuery(slug, language));
  const preview = usePreviewToken();
  return (
    <PageSection>
      <Narrow>
        {preview ? <PreviewNote>{t('detail.previewNotice')}</PreviewNote> : null}
        {product.isPending || (product.isError && product.isFetching) ? (
          <StatusText>{t('detail.loading')}</StatusText>
        ) : product.isError ? (
          <LoadError
            message={t('detail.error')}
            retryLabel={t('detail.retry')}
            onRetry={() => void product.refetch()}
          />
        ) : product.data ? (
          <ProductDetail product={product.data} />
        ) : (
          <ProductNotFound brand={brand} />
        )}
      </Narrow>
    </PageSection>
  );
}

/**
 * The product's part (name to features) all in the language of its texts,
 * marked when not the page's; the way back, the actions and the contact
 * form in the page's.
 */
function ProductDetail({ product }: { product: Product }) {
  const { t, i18n } = useSectionTexts(productsTexts);
  const inTexts = i18n.getFixedT(product.language, productsTexts.ns);
  const { textsLang } = useRecordLanguage(product.language);
  const to = useLocalePath();
  const brand = isBrandSlug(product.brand) ? product.brand : null;
  const look = brand ? brandLook(brand) : null;
  const paragraphs = (product.longDescription ?? '').split(/\n\s*\n/).filter(Boolean);
  return (
    <article>
      {brand && look ? (
        <BackLink to={to(brand)}>{t('detail.back', { brand: look.name })}</BackLink>
      ) : null}
      <div {...textsLang}>
        <Hero $gradient={look?.gradient}>
          <PageTitle>{product.name}</PageTitle>
          <Lead>{product.shortDescription}</Lead>
          <ProductPrice product={product} />
        </Hero>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {product.features.length > 0 ? (
          <FeatureCard as="section" aria-labelledby="product-features">
            <h2 id="product-features">{inTexts('detail.features')}</h2>
            <CheckList>
              {product.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </CheckList>
          </FeatureCard>
        ) : null}
      </div>
      <OnlyInLanguageNote language={product.language} />
      <Actions>
        <CtaLink link={product.ctaLink} text={product.ctaText} language={product.language} />
        {/* Every product page has the contact form: when the call to action leads elsewhere, this leads to it. */}
        {ctaTarget(product.ctaLink)?.kind === 'anchor' ? null : (
          <Button as="a" href={`#${CONTACT_FORM_ANCHOR}`} $size="lg" $variant="secondary">
            {t('contact.cta')}
          </Button>
        )}
      </Actions>
      <ContactRequestCard product={product} />
    </article>
  );
}

function ProductNotFound({ brand }: { brand: BrandSlug | undefined }) {
  const { t } = useSectionTexts(productsTexts);
  const to = useLocalePath();
  return (
    <Card>
      <PageTitle>{t('detail.notFound')}</PageTitle>
      <p>{t('detail.notFoundText')}</p>
      {brand ? (
        <Link to={to(brand)}>{t('detail.back', { brand: brandLook(brand).name })}</Link>
      ) : (
        <Link to={to()}>{t('detail.home')}</Link>
      )}
    </Card>
  );
}

const Narrow = styled(Container)`
  max-width: 52rem;
`;

const Hero = styled.header<{ $gradient: string | undefined }>`
  margin-bottom: ${space.lg};
  padding-left: ${space.md};
  border-left: 6px solid ${colors.border};
  ${({ $gradient }) => ($gradient ? `border-image: ${$gradient} 1;` : '')}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
`;

const FeatureCard = styled(Card)`
  margin: ${space.xl} 0;
  h2 {
    font-size: ${fontSize.xl};
  }
`;
