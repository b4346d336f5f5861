import { HONEYPOT_FIELD, INTEREST_LEVELS } from 'contracts/lead-fields';
import {
  Button,
  colors,
  EmailField,
  fontSize,
  AttributionField,
  HoneypotField,
  PrivacyNote,
  SelectField,
  space,
  useSectionTexts,
  useValidationMessage,
  type useLeadForm,
  useLabelled,
} from 'shared-ui';
import styled from 'styled-components';
import { paymentTexts } from '../../texts';
import { DEFAULT_INTEREST, type PreRegistrationField } from './preRegistrationAction';

export type PreRegistrationFormState = ReturnType<typeof useLeadForm<PreRegistrationField>>;

/**
 * SPEC §2/§4 pre-registration: a real form posted to the provider's page
 * (works before and without script); the API validates. On failure
 * everything the visitor entered stays: no lead is lost silently.
 */
export function PreRegistrationForm({ form }: { form: PreRegistrationFormState }) {
  const { t } = useSectionTexts(paymentTexts);
  const { labelled } = useLabelled();
  const localize = useValidationMessage();
  const { Form, formProps, sending, failure, formKey, fieldError } = form;
  const emailError = localize(fieldError('email'));
  return (
    <Stack as={Form} key={formKey} {...formProps}>
      <EmailField
        label={t('preregistration.email')}
        aria-required="true"
        placeholder={t('preregistration.emailPlaceholder')}
        error={emailError}
        name="email"
        defaultValue={failure?.values.email ?? ''}
      />
      <SelectField
        label={t('preregistration.interest')}
        options={INTEREST_LEVELS.map((level) => ({
          value: level,
          label: t(`preregistration.interestLevels.${level}`),
        }))}
        name="interestLevel"
        defaultValue={failure?.values.interestLevel ?? DEFAULT_INTEREST}
      />
      <HoneypotField label={t('preregistration.honeypot')} name={HONEYPOT_FIELD} />
      <AttributionField />
      {failure && !failure.fieldErrors.email ? (
        <Small role="alert">
          {labelled(
            t('preregistration.toastErrorTitle'),
            localize(failure.message) ?? t('preregistration.toastErrorFallback'),
          )}
        </Small>
      ) : null}
      <Small>{t('preregistration.required')}</Small>
      <Button type="submit" $size="lg" disabled={sending}>
        {sending ? t('preregistration.sending') : t('preregistration.submit')}
      </Button>
      <PrivacyNote purpose={t('preregistration.privacy')} />
    </Stack>
  );
}

const Stack = styled.form`
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
