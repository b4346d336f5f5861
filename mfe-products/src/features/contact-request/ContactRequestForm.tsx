import { HONEYPOT_FIELD } from 'contracts/lead-fields';
import {
  Button,
  colors,
  EmailField,
  fontSize,
  AttributionField,
  HoneypotField,
  PrivacyNote,
  InputField,
  space,
  TextAreaField,
  useSectionTexts,
  useValidationMessage,
  type useLeadForm,
  useLabelled,
} from 'shared-ui';
import styled from 'styled-components';
import { productsTexts } from '../../texts';
import { PRODUCT_FIELD, type ContactField } from './contactRequestAction';

export type ContactRequestFormState = ReturnType<typeof useLeadForm<ContactField>>;

/**
 * The contact request's fields: a real form posted to the product's page
 * (works before and without script); the API validates each field. On
 * failure everything the visitor typed stays and each refused field says why.
 */
export function ContactRequestForm({
  form,
  productSlug,
}: {
  form: ContactRequestFormState;
  productSlug: string;
}) {
  const { t } = useSectionTexts(productsTexts);
  const { labelled } = useLabelled();
  const localize = useValidationMessage();
  const { Form, formProps, sending, failure, formKey, fieldError } = form;
  const error = (field: ContactField) => localize(fieldError(field));
  const value = (field: ContactField) => failure?.values[field] ?? '';
  const refused = failure && Object.keys(failure.fieldErrors).length === 0;
  return (
    <Stack as={Form} key={formKey} {...formProps}>
      <input type="hidden" name={PRODUCT_FIELD} value={productSlug} />
      <Pair>
        <InputField
          label={t('contact.name')}
          name="name"
          autoComplete="name"
          aria-required="true"
          maxLength={120}
          error={error('name')}
          defaultValue={value('name')}
        />
        <InputField
          label={t('contact.business')}
          name="business"
          autoComplete="organization"
          aria-required="true"
          maxLength={160}
          error={error('business')}
          defaultValue={value('business')}
        />
      </Pair>
      <Pair>
        <EmailField
          label={t('contact.email')}
          name="email"
          aria-required="true"
          placeholder={t('contact.emailPlaceholder')}
          error={error('email')}
          defaultValue={value('email')}
        />
        <InputField
          label={t('contact.phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          error={error('phone')}
          defaultValue={value('phone')}
        />
      </Pair>
      <TextAreaField
        label={t('contact.message')}
        name="message"
        aria-required="true"
        rows={5}
        maxLength={5000}
        placeholder={t('contact.messagePlaceholder')}
        error={error('message')}
        defaultValue={value('message')}
      />
      <HoneypotField label={t('contact.honeypot')} name={HONEYPOT_FIELD} />
      <AttributionField />
      {refused ? (
        <Small role="alert">
          {labelled(
            t('contact.errorTitle'),
            localize(failure.message) ?? t('contact.errorFallback'),
          )}
        </Small>
      ) : null}
      <Small>{t('contact.required')}</Small>
      <Button type="submit" $size="lg" disabled={sending}>
        {sending ? t('contact.sending') : t('contact.submit')}
      </Button>
      <PrivacyNote purpose={t('contact.privacy')} />
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

/** Two fields side by side where there is room, one under the other on phones. */
const Pair = styled.div`
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

const Small = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSize.sm};
`;
