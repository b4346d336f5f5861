import { BookOpen, Smartphone, Target } from 'lucide-react';
import { useTranslation } from 'shared-ui';
import { Link } from 'react-router-dom';
import { Button, Container, Lead, PageSection, PageTitle, space, useLocalePath } from 'shared-ui';
import styled from 'styled-components';
import { FeatureCards } from '../../components/FeatureCards';

/** 'Was ist {brand}?' (SPEC §2): what the brand offers, in three feature cards. */
export default function AboutPage() {
  const { t } = useTranslation('shell');
  const to = useLocalePath();
  return (
    <PageSection>
      <Container>
        <PageTitle>{t('about.title')}</PageTitle>
        <Lead>{t('about.intro')}</Lead>
        <FeatureCards
          features={[
            {
              icon: BookOpen,
              title: t('about.resourcesTitle'),
              text: t('about.resourcesText'),
              gradient: 'emerald-teal',
            },
            {
              icon: Target,
              title: t('about.strategiesTitle'),
              text: t('about.strategiesText'),
              gradient: 'purple-pink',
            },
            {
              icon: Smartphone,
              title: t('about.platformsTitle'),
              text: t('about.platformsText'),
              gradient: 'cyan-purple',
            },
          ]}
        />
        <Actions>
          <Button as={Link} to={to('social-media-tipps-und-tricks')} $size="lg">
            {t('about.cta')}
          </Button>
        </Actions>
      </Container>
    </PageSection>
  );
}

const Actions = styled.div`
  margin-top: ${space.xl};
`;
