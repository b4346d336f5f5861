import { useTranslation } from 'shared-ui';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { Button, Card, Container, PageSection, useLocalePath } from 'shared-ui';
import styled from 'styled-components';
import { queryLocaleRewrite } from './queryLocaleRewrite';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const to = useLocalePath();
  const rewrite = queryLocaleRewrite(location.pathname, location.search);
  if (rewrite) return <Navigate to={rewrite} replace />;
  return (
    <PageSection>
      <Container>
        <NotFoundCard>
          <h1>{t('notFound.title')}</h1>
          <p>{t('notFound.hint', { path: location.pathname })}</p>
          <Button as={Link} to={to()}>
            {t('notFound.home')}
          </Button>
        </NotFoundCard>
      </Container>
    </PageSection>
  );
}

const NotFoundCard = styled(Card)`
  max-width: 40rem;
`;
