import { useState } from 'react';
import { Card, Container, Lead, PageSection, PageTitle, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import { feedbackTexts } from '../../texts';
import { FeedbackForm } from './FeedbackForm';
import { ThankYouCard } from './ThankYouCard';

/** SPEC §2 "Feedback page": form view ⇄ thank-you view (SPEC §4). */
export function FeedbackPage() {
  const { t } = useSectionTexts(feedbackTexts);
  const [view, setView] = useState<'form' | 'thanks'>('form');
  return (
    <PageSection>
      <Narrow>
        <PageTitle>{t('feedback.heading')}</PageTitle>
        <Lead>{t('feedback.intro')}</Lead>
        {view === 'form' ? (
          <Card>
            <FeedbackForm onSubmitted={() => setView('thanks')} />
          </Card>
        ) : (
          <ThankYouCard onAgain={() => setView('form')} />
        )}
      </Narrow>
    </PageSection>
  );
}

const Narrow = styled(Container)`
  max-width: 48rem;
`;
