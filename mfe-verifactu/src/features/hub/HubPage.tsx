import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  colors,
  Container,
  fontSize,
  Lead,
  PageSection,
  PageTitle,
  space,
  useLocalePath,
  useSectionTexts,
} from 'shared-ui';
import styled from 'styled-components';
import { GUIDE_PATH, useVerifactuPath } from '../../content/paths';
import { hubTexts } from './hubTexts';
import { AudienceBadges } from './AudienceBadges';
import { DatesBanner } from './DatesBanner';
import { IndustryCards } from './IndustryCards';
import { QuestionCards } from './QuestionCards';

/** SPEC §2 "Verifactu section", the hub. */
export function HubPage() {
  const { t } = useSectionTexts(hubTexts);
  const path = useVerifactuPath();
  return (
    <PageSection>
      <Container>
        <PageTitle>{t('hub.heading')}</PageTitle>
        <Lead>{t('hub.lead')}</Lead>
        <AudienceBadges />
        <DatesBanner />
        <Actions>
          {/* DESIGN.md §9: the 2-Minuten-Check leads to the quick test. */}
          <Button as={Link} to={path('obligationCheck')} $size="lg">
            {t('hub.twoMinuteCheck')}
          </Button>
          <GuideLink />
        </Actions>
        <QuestionCards />
        <IndustryCards />
        <More aria-labelledby="verifactu-more">
          <h2 id="verifactu-more">{t('hub.moreHeading')}</h2>
          <Links>
            <Button as={Link} to={path('faq')} $variant="secondary">
              {t('hub.faqLink')}
            </Button>
            <Button as={Link} to={path('glossary')} $variant="secondary">
              {t('hub.glossaryLink')}
            </Button>
          </Links>
        </More>
      </Container>
    </PageSection>
  );
}

/**
 * The PDF guide: a plain link (the shell's server answers it with the PDF in
 * the page's language), so it downloads with or without script.
 */
function GuideLink() {
  const { t } = useSectionTexts(hubTexts);
  const localePath = useLocalePath();
  const noteId = useId();
  return (
    <Guide>
      <Button
        as="a"
        href={localePath(GUIDE_PATH)}
        type="application/pdf"
        download={t('guide.fileName')}
        $variant="secondary"
        $size="lg"
        aria-describedby={noteId}
      >
        {t('hub.pdfGuide')}
      </Button>
      <GuideNote id={noteId}>{t('hub.pdfGuideNote')}</GuideNote>
    </Guide>
  );
}

const Guide = styled.div`
  display: grid;
  gap: ${space.sm};
  justify-items: start;
`;

const GuideNote = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space.lg};
  margin: ${space.xl} 0;
`;

const More = styled.section`
  margin-top: ${space.xxl};
  padding-top: ${space.xl};
  border-top: 1px solid ${colors.border};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
`;
