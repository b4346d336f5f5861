import { useForm } from 'react-hook-form';
import {
  apiErrorMessage,
  Button,
  lazyResolver,
  TextAreaField,
  useSectionTexts,
  useToast,
  useValidationMessage,
  useVisitorId,
} from 'shared-ui';
import styled from 'styled-components';
import { feedbackTexts } from '../../texts';
import { useSubmitFeedback } from './useSubmitFeedback';

type FormValues = { feedbackText: string };

// One rule, one place: the form validates with the API's own schema, loaded
// (with zod) when the visitor starts typing, not with the page.
const resolver = lazyResolver<FormValues, FormValues>(async () => {
  const [{ zodResolver }, { feedbackInputSchema }] = await Promise.all([
    import(/* webpackChunkName: "lazy-validation" */ '@hookform/resolvers/zod'),
    import(/* webpackChunkName: "lazy-validation" */ 'contracts'),
  ]);
  return zodResolver(feedbackInputSchema.pick({ feedbackText: true }));
});

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
    resolver,
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
    <Form onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
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
