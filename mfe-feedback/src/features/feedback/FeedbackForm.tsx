import { zodResolver } from '@hookform/resolvers/zod';
import { feedbackInputSchema } from 'contracts';
import { useForm } from 'react-hook-form';
import {
  apiErrorMessage,
  Button,
  TextAreaField,
  useSectionTexts,
  useToast,
  useValidationMessage,
  useVisitorId,
} from 'shared-ui';
import styled from 'styled-components';
import { feedbackTexts } from '../../texts';
import { useSubmitFeedback } from './useSubmitFeedback';

// One rule, one place: the form validates with the API's own schema.
const formSchema = feedbackInputSchema.pick({ feedbackText: true });
type FormValues = { feedbackText: string };

export function FeedbackForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useSectionTexts(feedbackTexts);
  const localize = useValidationMessage();
  const visitorId = useVisitorId();
  const { toast } = useToast();
  const submit = useSubmitFeedback();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { feedbackText: '' },
  });

  const onSubmit = handleSubmit(async ({ feedbackText }) => {
    try {
      await submit.mutateAsync(visitorId ? { feedbackText, visitorId } : { feedbackText });
      toast({
        title: t('feedback.toastSuccessTitle'),
        description: t('feedback.toastSuccessText'),
      });
      reset();
      onSubmitted();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('feedback.toastErrorTitle'),
        description: apiErrorMessage(error, localize, t('feedback.toastErrorFallback')),
      });
    }
  });

  return (
    <Form onSubmit={onSubmit} noValidate>
      <TextAreaField
        label={t('feedback.label')}
        placeholder={t('feedback.placeholder')}
        hint={t('feedback.boardNote')}
        error={localize(errors.feedbackText?.message)}
        rows={8}
        {...register('feedbackText')}
      />
      <Button type="submit" $size="lg" disabled={submit.isPending}>
        {submit.isPending ? t('feedback.sending') : t('feedback.submit')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
  justify-items: start;
  & > div {
    width: 100%;
  }
`;
