import {
  Button,
  TextAreaField,
  useSectionTexts,
  useValidationMessage,
  type useLeadForm,
  useLabelled,
} from 'shared-ui';
import styled from 'styled-components';
import { feedbackTexts } from '../../texts';
import { FEEDBACK_FIELD } from './feedbackAction';

export type FeedbackFormState = ReturnType<typeof useLeadForm<typeof FEEDBACK_FIELD>>;

/** A real form posted to the page (works before and without script); the API validates. */
export function FeedbackForm({ form }: { form: FeedbackFormState }) {
  const { t } = useSectionTexts(feedbackTexts);
  const { labelled } = useLabelled();
  const localize = useValidationMessage();
  const { Form, formProps, sending, failure, formKey } = form;
  const fieldError = localize(failure?.fieldErrors.feedbackText);
  return (
    <Stack as={Form} key={formKey} {...formProps}>
      <TextAreaField
        label={t('feedback.label')}
        placeholder={t('feedback.placeholder')}
        hint={t('feedback.boardNote')}
        error={fieldError}
        rows={8}
        name={FEEDBACK_FIELD}
        defaultValue={failure?.values.feedbackText ?? ''}
      />
      {failure && !fieldError ? (
        <Problem role="alert">
          {labelled(
            t('feedback.toastErrorTitle'),
            localize(failure.message) ?? t('feedback.toastErrorFallback'),
          )}
        </Problem>
      ) : null}
      <Button type="submit" $size="lg" disabled={sending}>
        {sending ? t('feedback.sending') : t('feedback.submit')}
      </Button>
    </Stack>
  );
}

const Stack = styled.form`
  display: grid;
  gap: 1.25rem;
  justify-items: start;
  & > div {
    width: 100%;
  }
`;

const Problem = styled.p`
  margin: 0;
`;
