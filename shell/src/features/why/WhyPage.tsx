import { CalendarDays, Globe, Zap } from 'lucide-react';
import { useTranslation } from 'shared-ui';
import { Link } from 'react-router-dom';
import {
  Button,
  Card,
  colors,
  Container,
  fontSize,
  Lead,
  PageSection,
  PageTitle,
  space,
  useLocalePath,
} from 'shared-ui';
import styled from 'styled-components';
import { FeatureCards } from '../../components/FeatureCards';

/**
 * 'helloCash <> {brand}' (SPEC §2): why the point-of-sale provider now also
 * makes marketing — intro, three feature cards, a mission card, a closing card.
 */
export default function WhyPage() {
  const { t } = useTranslation('shell');
  const to = useLocalePath();
  return (
    <PageSection>
      <Container>
        <Eyebrow>{t('why.title')}</Eyebrow>
        <PageTitle>{t('why.heading')}</PageTitle>
        <Lead>{t('why.intro')}</Lead>
        <FeatureCards
          features={[
            {
              icon: CalendarDays,
              title: t('why.postsTitle'),
              text: t('why.postsText'),
              gradient: 'purple-pink',
            },
            {
              icon: Globe,
              title: t('why.websitesTitle'),
              text: t('why.websitesText'),
              gradient: 'cyan-purple',
            },
            {
              icon: Zap,
              title: t('why.automationTitle'),
              text: t('why.automationText'),
              gradient: 'orange-pink',
            },
          ]}
        />
        <MissionCard aria-labelledby="why-mission">
          <h2 id="why-mission">{t('why.missionTitle')}</h2>
          <p>{t('why.missionText')}</p>
        </MissionCard>
        <ClosingCard aria-labelledby="why-closing">
          <h2 id="why-closing">{t('why.closingTitle')}</h2>
          <p>{t('why.closingText')}</p>
          <Actions>
            <Button as={Link} to={to('social-media-tipps-und-tricks')}>
              {t('why.closingCta')}
            </Button>
            <Button as={Link} to={to('feedback')} $variant="secondary">
              {t('why.closingFeedback')}
            </Button>
          </Actions>
        </ClosingCard>
      </Container>
    </PageSection>
  );
}

const Eyebrow = styled.p`
  font-weight: 700;
  color: ${colors.primary};
  margin-bottom: ${space.sm};
`;

const MissionCard = styled.section`
  margin-top: ${space.xl};
  padding: ${space.xl};
  border-radius: 1.25rem;
  /* A deeper emerald than the palette's so white text keeps a 5:1 contrast. */
  background: linear-gradient(135deg, #047857 0%, #0f766e 100%);
  color: #fff;
  h2 {
    font-size: ${fontSize.xl};
    margin-bottom: ${space.sm};
  }
  p {
    font-size: ${fontSize.lg};
    max-width: 52rem;
    margin: 0;
  }
`;

const ClosingCard = styled(Card).attrs({ as: 'section' })`
  margin-top: ${space.xl};
  h2 {
    font-size: ${fontSize.xl};
    margin-bottom: ${space.sm};
  }
  p {
    color: ${colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin-top: ${space.lg};
`;
