import { NEWSLETTER_TOKEN_PARAM } from 'contracts/newsletter-links';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  Card,
  colors,
  Container,
  fontSize,
  PageSection,
  space,
  useLeadForm,
  useSectionTexts,
  useValidationMessage,
  useLabelled,
} from 'shared-ui';
import styled from 'styled-components';
import { ebooksTexts } from '../../texts';
import { NewsletterOutcomeCard } from './NewsletterOutcomeCard';
import { parseOutcome, type NewsletterOutcome } from './newsletterActions';

interface LinkPageTexts {
  title: string;
  text: string;
  button: string;
  sending: string;
  invalidText: string;
}

/**
 * A newsletter link's page: opening the link changes nothing (mail scanners
 * open links too); its one button posts the token (works without script),
 * and the page then says what happened. Without a token the link is invalid.
 */
function NewsletterLinkPage({ texts }: { texts: LinkPageTexts }) {
  const { t } = useSectionTexts(ebooksTexts);
  const { labelled } = useLabelled();
  const localize = useValidationMessage();
  const [search] = useSearchParams();
  const token = search.get(NEWSLETTER_TOKEN_PARAM) ?? '';
  const form = useLeadForm<never, { outcome: NewsletterOutcome }>();
  const outcome = form.result?.outcome ?? (form.sent ? parseOutcome(form.sentResult) : undefined);
  // Shown at first (a reload, no script): no focus jump; replacing the button: focused.
  const [shownAtFirst] = useState(outcome !== undefined || !token);
  return (
    <PageSection>
      <Narrow>
        {outcome || !token ? (
          <NewsletterOutcomeCard
            outcome={outcome ?? 'invalid'}
            invalidText={texts.invalidText}
            focus={!shownAtFirst}
          />
        ) : (
          <Card>
            <h1>{texts.title}</h1>
            <p>{texts.text}</p>
            <form.Form {...form.formProps}>
              <input type="hidden" name={NEWSLETTER_TOKEN_PARAM} value={token} />
              <Button type="submit" $size="lg" disabled={form.sending}>
                {form.sending ? texts.sending : texts.button}
              </Button>
            </form.Form>
            {form.failure ? (
              <Problem role="alert">
                {labelled(
                  t('newsletter.errorTitle'),
                  localize(form.failure.message) ?? t('newsletter.errorText'),
                )}
              </Problem>
            ) : null}
          </Card>
        )}
      </Narrow>
    </PageSection>
  );
}

/** The confirmation mail's link (double opt-in, step two). */
export function NewsletterConfirmPage() {
  const { t } = useSectionTexts(ebooksTexts);
  return (
    <NewsletterLinkPage
      texts={{
        title: t('newsletter.confirmTitle'),
        text: t('newsletter.confirmText'),
        button: t('newsletter.confirmButton'),
        sending: t('newsletter.confirming'),
        invalidText: t('newsletter.invalidText'),
      }}
    />
  );
}

/** Every newsletter mail's unsubscribe link (and its RFC 8058 one-click POST). */
export function NewsletterUnsubscribePage() {
  const { t } = useSectionTexts(ebooksTexts);
  return (
    <NewsletterLinkPage
      texts={{
        title: t('newsletter.unsubscribeTitle'),
        text: t('newsletter.unsubscribeText'),
        button: t('newsletter.unsubscribeButton'),
        sending: t('newsletter.unsubscribing'),
        invalidText: t('newsletter.unsubscribeInvalidText'),
      }}
    />
  );
}

const Narrow = styled(Container)`
  max-width: 40rem;
  h1 {
    font-size: ${fontSize.xl};
  }
  form {
    margin-top: ${space.md};
  }
`;

const Problem = styled.p`
  margin: ${space.md} 0 0;
  color: ${colors.danger};
  font-weight: 600;
`;
