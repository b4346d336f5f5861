import { Container, Lead, PageSection, PageTitle, space, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import { paymentTexts } from '../../texts';
import { providers } from '../providers/providers';
import { ProviderCard } from './ProviderCard';

/** SPEC §2 "Payment provider pages": the comparison of the two providers. */
export function ProviderComparisonPage() {
  const { t } = useSectionTexts(paymentTexts);
  return (
    <PageSection>
      <Container>
        <PageTitle>{t('comparison.title')}</PageTitle>
        <Lead>{t('comparison.intro')}</Lead>
        <Grid>
          {providers.map((provider) => (
            <li key={provider.id}>
              <ProviderCard provider={provider} />
            </li>
          ))}
        </Grid>
      </Container>
    </PageSection>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: ${space.xl} 0 0;
  padding: 0;
  display: grid;
  gap: ${space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
`;
