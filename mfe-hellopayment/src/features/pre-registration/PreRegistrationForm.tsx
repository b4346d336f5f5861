import type { paymentLeadInputSchema } from 'contracts';
import { HONEYPOT_FIELD, INTEREST_LEVELS } from 'contracts/lead-fields';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  apiErrorMessage,
  Button,
  colors,
  EmailField,
  fontSize,
  HoneypotField,
  lazyResolver,
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

type FormSchema = ReturnType<
  typeof paymentLeadInputSchema.pick<{ email: true; interestLevel: true }>
>;
type FormInput = z.input<FormSchema>;
type FormValues = z.output<FormSchema>;
const DEFAULTS = { email: '', interestLevel: 'high' } satisfies FormInput;

// One rule, one place: the form validates with the API's own schema (interest
// defaults to high), loaded (with zod) when the visitor enters the form.
const resolver = lazyResolver<FormInput, FormValues>(async () => {
  const [{ zodResolver }, { paymentLeadInputSchema }] = await Promise.all([
    import(/* webpackChunkName: "lazy-validation" */ '@hookform/resolvers/zod'),
    import(/* webpackChunkName: "lazy-validation" */ 'contracts'),
  ]);
  return zodResolver(paymentLeadInputSchema.pick({ email: true, interestLevel: true }));
});

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
    resolver,
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
    <Form onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
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
