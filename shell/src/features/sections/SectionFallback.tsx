import { useEffect } from 'react';
import { useTranslation } from 'shared-ui';
import { useLocation, useRouteError } from 'react-router-dom';
import { Button, Card, Container, PageSection } from 'shared-ui';
import styled from 'styled-components';
import { ErrorReference } from '../errors/ErrorReference';

/**
 * Shown in place of a section that could not be loaded or threw while
 * rendering. Header, footer and every other section keep working. Its retry
 * loads the page anew, so the server tries the section again: a plain form
 * (not the router's), which works before and without JavaScript.
 */
export function SectionFallback() {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  useEffect(() => {
    console.error('Section failed', error);
  }, [error]);
  return (
    <PageSection>
      <Container>
        <FallbackCard role="alert" data-testid="section-fallback">
          <h1>{t('section.unavailableTitle')}</h1>
          <p>{t('section.unavailableText')}</p>
          <ErrorReference />
          <form method="get" action={pathname}>
            {[...new URLSearchParams(search)].map(([name, value], index) => (
              <input key={index} type="hidden" name={name} value={value} />
            ))}
            <Button type="submit">{t('section.retry')}</Button>
          </form>
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
