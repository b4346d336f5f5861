import {
  Card,
  Container,
  Lead,
  PageSection,
  PageTitle,
  useLeadForm,
  useSectionTexts,
  useToast,
  useValidationMessage,
} from 'shared-ui';
import styled from 'styled-components';
import { feedbackTexts } from '../../texts';
import { BoardLink } from '../board/BoardLink';
import type { FEEDBACK_FIELD } from './feedbackAction';
import { FeedbackForm } from './FeedbackForm';
import { ThankYouCard } from './ThankYouCard';

/**
 * SPEC §2 "Feedback page": form view ⇄ thank-you view (SPEC §4). The form
 * posts to the page; a stored feedback redirects to the page flagged as sent,
 * which shows the thank-you view (a reload does not post again).
 */
export function FeedbackPage() {
  const { t } = useSectionTexts(feedbackTexts);
  const localize = useValidationMessage();
  const { toast } = useToast();
  const form = useLeadForm<typeof FEEDBACK_FIELD>({
    onSuccess: () =>
      toast({
        title: t('feedback.toastSuccessTitle'),
        description: t('feedback.toastSuccessText'),
      }),
    onFailure: (failure) => {
      if (failure.fieldErrors.feedbackText) return; // shown at the field
      toast({
        variant: 'destructive',
        title: t('feedback.toastErrorTitle'),
        description: localize(failure.message) ?? t('feedback.toastErrorFallback'),
      });
    },
  });
  return (
    <PageSection>
      <Narrow>
        <PageTitle>{t('feedback.heading')}</PageTitle>
        <Lead>{t('feedback.intro')}</Lead>
        {form.sent ? (
          <ThankYouCard />
        ) : (
          <>
            <Card>
              <FeedbackForm form={form} />
            </Card>
            <BoardLink line={t('board.feedbackLine')} />
          </>
        )}
      </Narrow>
    </PageSection>
  );
}

const Narrow = styled(Container)`
  max-width: 48rem;
`;
