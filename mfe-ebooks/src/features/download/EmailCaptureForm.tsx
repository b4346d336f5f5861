import { HONEYPOT_FIELD } from 'contracts/lead-fields';
import {
  Button,
  CheckboxField,
  colors,
  EmailField,
  fontSize,
  AttributionField,
  HoneypotField,
  PrivacyNote,
  space,
  useSectionTexts,
  useValidationMessage,
  type useLeadForm,
  useLabelled,
} from 'shared-ui';
import styled from 'styled-components';
import { ebooksTexts } from '../../texts';
import {
  NEWSLETTER_FIELD,
  NEWSLETTER_YES,
  SKIP_INTENT,
  type DownloadDone,
  type DownloadField,
} from './downloadAction';

export type EmailCaptureFormState = ReturnType<typeof useLeadForm<DownloadField, DownloadDone>>;

/**
 * The download's form (SPEC §2/§5/§8), in the dialog and on the download
 * page alike: a real form posted to the download page's action (works
 * without script); the API validates the address. The newsletter is an
 * unticked box (consent is given, never assumed; ticked, a confirmation mail
 * follows). 'Überspringen' is a second submit button: the download without an
 * address. Under both buttons, where the privacy notice is (GDPR Art. 13).
 */
export function EmailCaptureForm({ form }: { form: EmailCaptureFormState }) {
  const { t } = useSectionTexts(ebooksTexts);
  const { labelled } = useLabelled();
  const localize = useValidationMessage();
  const { Form, formProps, sending, failure, formKey, fieldError } = form;
  const emailError = localize(fieldError('email'));
  return (
    <Stack as={Form} key={formKey} {...formProps}>
      <EmailField
        label={t('dialog.emailLabel')}
        placeholder={t('dialog.emailPlaceholder')}
        error={emailError}
        name="email"
        defaultValue={failure?.values.email ?? ''}
      />
      <CheckboxField
        label={t('dialog.newsletterLabel')}
        hint={
          <>
            <span>{t('dialog.newsletterNote')}</span>{' '}
            <span>{t('dialog.newsletterConfirmNote')}</span>
          </>
        }
        name={NEWSLETTER_FIELD}
        value={NEWSLETTER_YES}
        defaultChecked={failure?.values.newsletter === NEWSLETTER_YES}
      />
      <HoneypotField label="Website" name={HONEYPOT_FIELD} />
      <AttributionField />
      {failure && !failure.fieldErrors.email ? (
        <Note role="alert">
          {labelled(t('dialog.toastErrorTitle'), t('dialog.toastErrorText'))}
        </Note>
      ) : null}
      <Button type="submit" $size="lg" disabled={sending}>
        {sending ? t('dialog.sending') : t('dialog.submit')}
      </Button>
      <SkipButton type="submit" name="intent" value={SKIP_INTENT} disabled={sending}>
        {t('dialog.skip')}
      </SkipButton>
      <PrivacyNote />
    </Stack>
  );
}

const Stack = styled.form`
  position: relative;
  display: grid;
  gap: ${space.md};
`;

const Note = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSize.sm};
  text-align: center;
`;

const SkipButton = styled.button`
  justify-self: center;
  min-height: 44px;
  padding: ${space.sm} ${space.md};
  border: 0;
  background: transparent;
  color: ${colors.textMuted};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:hover {
    color: ${colors.text};
  }
`;
