import { zodResolver } from '@hookform/resolvers/zod';
import { HONEYPOT_FIELD, INTEREST_LEVELS, paymentLeadInputSchema } from 'contracts';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  apiErrorMessage,
  Button,
  colors,
  EmailField,
  fontSize,
  HoneypotField,
  SelectField,
  space,
  useSectionTexts,
  useToast,
  useValidationMessage,
  useVisitorId,
} from 'shared-ui';
import styled from 'styled-components';
import type { z } from 'zod';
import { paymentTexts } from '../../texts';
import type { ProviderId } from '../providers/providers';
import { useHydrated } from './useHydrated';
import { useRegisterPaymentLead } from './useRegisterPaymentLead';

// One rule, one place: the form validates with the API's own schema (interest defaults to high).
const formSchema = paymentLeadInputSchema.pick({ email: true, interestLevel: true });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;
const DEFAULTS = { email: '', interestLevel: 'high' } satisfies FormInput;

/**
 * SPEC §2/§4 pre-registration: editing → sending → success (form reset) or
 * failure (toast, everything the visitor entered stays: no lead is lost silently).
 */
export function PreRegistrationForm({
  provider,
  onRegistered,
}: {
  provider: ProviderId;
  onRegistered: () => void;
}) {
  const { t } = useSectionTexts(paymentTexts);
  const localize = useValidationMessage();
  const visitorId = useVisitorId();
  const { toast } = useToast();
  const registerLead = useRegisterPaymentLead();
  const honeypot = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: DEFAULTS,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerLead.mutateAsync({
        ...values,
        provider,
        visitorId: visitorId ?? '',
        [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
      });
      toast({
        title: t('preregistration.toastSuccessTitle'),
        description: t('preregistration.toastSuccessText'),
      });
      reset();
      onRegistered();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('preregistration.toastErrorTitle'),
        description: apiErrorMessage(error, localize, t('preregistration.toastErrorFallback')),
      });
    }
  });

  const hydrated = useHydrated();
  const sending = registerLead.isPending;
  return (
    <Form onSubmit={onSubmit} noValidate>
      <EmailField
        label={t('preregistration.email')}
        aria-required="true"
        placeholder={t('preregistration.emailPlaceholder')}
        error={localize(errors.email?.message)}
        {...register('email')}
      />
      <SelectField
        label={t('preregistration.interest')}
        options={INTEREST_LEVELS.map((level) => ({
          value: level,
          label: t(`preregistration.interestLevels.${level}`),
        }))}
        // The server's HTML shows the default too, not only the hydrated form.
        defaultValue={DEFAULTS.interestLevel}
        {...register('interestLevel')}
      />
      <HoneypotField label={t('preregistration.honeypot')} ref={honeypot} name={HONEYPOT_FIELD} />
      <Small>{t('preregistration.required')}</Small>
      <Button type="submit" $size="lg" disabled={!hydrated || sending}>
        {sending ? t('preregistration.sending') : t('preregistration.submit')}
      </Button>
      <Small>{t('preregistration.privacy')}</Small>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${space.md};
  justify-items: start;
  & > div {
    width: 100%;
  }
`;

const Small = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSize.sm};
`;
