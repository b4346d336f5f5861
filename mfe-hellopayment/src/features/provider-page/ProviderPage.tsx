import type { ComponentType } from 'react';
import {
  BackLink,
  CheckList,
  Container,
  fontSize,
  Lead,
  media,
  PageSection,
  PageTitle,
  space,
  useLocalePath,
  useSectionTexts,
} from 'shared-ui';
import styled from 'styled-components';
import { paymentTexts } from '../../texts';
import { PreRegistrationCard } from '../pre-registration/PreRegistrationCard';
import { PricingSummary } from '../providers/PricingSummary';
import { COMPARISON_PATH, providerById, type ProviderId } from '../providers/providers';
import { useScrollToAnchor } from './useScrollToAnchor';

/** SPEC §2: a provider's benefits, pricing model, terminal features, target groups and pre-registration. */
export function ProviderPage({ provider }: { provider: ProviderId }) {
  const { t } = useSectionTexts(paymentTexts);
  const to = useLocalePath();
  useScrollToAnchor();
  const { pricing } = providerById(provider);
  const list = (key: 'benefits' | 'terminal' | 'audience') =>
    t(`providers.${provider}.${key}`, { returnObjects: true }) as unknown as string[];
  return (
    <PageSection>
      <Container>
        <BackLink to={to(COMPARISON_PATH)}>{t('page.back')}</BackLink>
        <PageTitle>{t(`providers.${provider}.title`)}</PageTitle>
        <Lead>{t(`providers.${provider}.intro`)}</Lead>
        <Layout>
          <Facts>
            <Fact title={t('page.benefits')} items={list('benefits')} />
            <section aria-labelledby="pricing-title">
              <h2 id="pricing-title">{t('page.pricing')}</h2>
              <p>{t(`providers.${provider}.pricingText`)}</p>
              <PricingSummary pricing={pricing} />
            </section>
            <Fact title={t('page.terminal')} items={list('terminal')} />
            <Fact title={t('page.audience')} items={list('audience')} />
          </Facts>
          <PreRegistrationCard provider={provider} />
        </Layout>
      </Container>
    </PageSection>
  );
}

function Fact({ title, items }: { title: string; items: string[] }) {
  return (
    <section>
      <h2>{title}</h2>
      <CheckList>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </CheckList>
    </section>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${space.xl};
  margin-top: ${space.xl};
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: start;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Facts = styled.div`
  display: grid;
  gap: ${space.xl};
  h2 {
    font-size: ${fontSize.xl};
  }
`;

/** Each provider's page as a route renders it (without props). */
export const providerPages: Record<ProviderId, ComponentType> = {
  mollie: () => <ProviderPage provider="mollie" />,
  adyen: () => <ProviderPage provider="adyen" />,
};
