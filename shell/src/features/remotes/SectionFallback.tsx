import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator, useRouteError } from 'react-router-dom';
import { Button, Card, Container, PageSection } from 'shared-ui';
import styled from 'styled-components';

/**
 * Shown in place of a section that could not be loaded or threw while
 * rendering. Header, footer and every other section keep working.
 */
export function SectionFallback() {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  const revalidator = useRevalidator();
  useEffect(() => {
    console.error('Section failed', error);
  }, [error]);
  return (
    <PageSection>
      <Container>
        <FallbackCard role="alert" data-testid="section-fallback">
          <h1>{t('section.unavailableTitle')}</h1>
          <p>{t('section.unavailableText')}</p>
          <Button
            type="button"
            onClick={() => void revalidator.revalidate()}
            disabled={revalidator.state === 'loading'}
          >
            {t('section.retry')}
          </Button>
        </FallbackCard>
      </Container>
    </PageSection>
  );
}

export function SectionLoading() {
  const { t } = useTranslation('shell');
  return (
    <PageSection aria-busy="true">
      <Container>
        <p role="status">{t('section.loading')}</p>
      </Container>
    </PageSection>
  );
}

const FallbackCard = styled(Card)`
  max-width: 40rem;
  h1 {
    font-size: 1.5rem;
  }
`;
