import { Link } from 'react-router-dom';
import {
  Button,
  Card,
  colors,
  fontSize,
  media,
  space,
  useLocalePath,
  useSectionTexts,
  VisuallyHidden,
} from 'shared-ui';
import styled from 'styled-components';
import { paymentTexts } from '../../texts';
import { PricingSummary } from '../providers/PricingSummary';
import { PREREGISTRATION_ANCHOR, providerPath, type Provider } from '../providers/providers';

/** One provider of the comparison: price, and the ways to its page and its pre-registration. */
export function ProviderCard({ provider }: { provider: Provider }) {
  const { t } = useSectionTexts(paymentTexts);
  const to = useLocalePath();
  const page = to(providerPath(provider.id));
  const titleId = `provider-${provider.id}`;
  const about = (
    <VisuallyHidden> {t('comparison.aboutProvider', { provider: provider.name })}</VisuallyHidden>
  );
  return (
    <ProviderArticle aria-labelledby={titleId}>
      <h2 id={titleId}>{provider.name}</h2>
      <Tagline>{t(`providers.${provider.id}.tagline`)}</Tagline>
      <PricingSummary pricing={provider.pricing} />
      <Actions>
        <Button as={Link} to={page} $variant="secondary">
          {t('comparison.details')}
          {about}
        </Button>
        <Button as={Link} to={`${page}#${PREREGISTRATION_ANCHOR}`}>
          {t('comparison.preregister')}
          {about}
        </Button>
      </Actions>
    </ProviderArticle>
  );
}

const ProviderArticle = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  height: 100%;
  ${media.mobile} {
    padding: ${space.lg};
  }
  h2 {
    margin: 0;
    font-size: ${fontSize.xl};
  }
`;

const Tagline = styled.p`
  margin: 0;
  color: ${colors.textMuted};
`;

const Actions = styled.div`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;
