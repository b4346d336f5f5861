import { emailProblem } from 'contracts/email-pattern';
import {
  Card,
  colors,
  fontSize,
  layout,
  media,
  space,
  useLeadForm,
  useSectionTexts,
  useToast,
  useValidationMessage,
} from 'shared-ui';
import styled from 'styled-components';
import { paymentTexts } from '../../texts';
import { PREREGISTRATION_ANCHOR, providerById, type ProviderId } from '../providers/providers';
import type { PreRegistrationField } from './preRegistrationAction';
import { PreRegistrationForm } from './PreRegistrationForm';

/**
 * The card 'Jetzt voranmelden' leads to (anchor `voranmeldung`). A stored
 * pre-registration redirects to the page flagged as sent: the card shows the
 * success above an empty form (a reload does not post again).
 */
export function PreRegistrationCard({ provider }: { provider: ProviderId }) {
  const { t } = useSectionTexts(paymentTexts);
  const localize = useValidationMessage();
  const { toast } = useToast();
  const form = useLeadForm<PreRegistrationField>({
    revalidate: { email: emailProblem },
    anchor: PREREGISTRATION_ANCHOR,
    onSuccess: () =>
      toast({
        title: t('preregistration.toastSuccessTitle'),
        description: t('preregistration.toastSuccessText'),
      }),
    onFailure: (failure) => {
      if (failure.fieldErrors.email) return; // shown at the field
      toast({
        variant: 'destructive',
        title: t('preregistration.toastErrorTitle'),
        description: localize(failure.message) ?? t('preregistration.toastErrorFallback'),
      });
    },
  });
  const registered = form.sent && !form.failure;
  const { name } = providerById(provider);
  return (
    <Anchored as="section" id={PREREGISTRATION_ANCHOR} aria-labelledby="preregistration-title">
      <h2 id="preregistration-title" tabIndex={-1}>
        {t('preregistration.title', { provider: name })}
      </h2>
      <p>{t('preregistration.intro', { provider: name })}</p>
      <div role="status">
        {registered ? (
          <Success>
            <strong>{t('preregistration.successTitle')}</strong>
            <span>{t('preregistration.successText', { provider: name })}</span>
          </Success>
        ) : null}
      </div>
      <PreRegistrationForm form={form} />
    </Anchored>
  );
}

const Anchored = styled(Card)`
  scroll-margin-top: calc(${layout.headerHeight} + ${space.md});
  ${media.mobile} {
    padding: ${space.lg};
  }
  ${media.wide} {
    position: sticky;
    top: calc(${layout.headerHeight} + ${space.md});
  }
  h2 {
    font-size: ${fontSize.xl};
  }
  h2:focus {
    outline: none;
  }
`;

const Success = styled.p`
  display: grid;
  gap: ${space.xs};
  margin: 0 0 ${space.md};
  padding: ${space.md};
  border: 2px solid ${colors.success};
  border-radius: 0.75rem;
  strong {
    font-size: ${fontSize.lg};
  }
`;
