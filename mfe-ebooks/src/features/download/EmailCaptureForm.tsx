import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema, HONEYPOT_FIELD, type EbookDetail } from 'contracts';
import { useForm } from 'react-hook-form';
import {
  Button,
  colors,
  EmailField,
  fontSize,
  HoneypotField,
  space,
  useSectionTexts,
  useToast,
  useValidationMessage,
  useVisitorId,
} from 'shared-ui';
import styled from 'styled-components';
import { z } from 'zod';
import { ebooksTexts } from '../../texts';
import { useCaptureEmail } from './useCaptureEmail';

// One rule, one place: the e-mail rule of the API's own contract.
const formSchema = z.object({ email: emailSchema, [HONEYPOT_FIELD]: z.string().optional() });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/**
 * The download dialog's form (SPEC §2/§5/§8): validated on submit, then
 * revalidated on every change. Stored → the download starts; failed → an
 * error toast and the form stays; skipping downloads without an address.
 */
export function EmailCaptureForm({
  ebook,
  onDownload,
}: {
  ebook: EbookDetail;
  /** Starts the download; called within the visitor's submit or click. */
  onDownload: () => void;
}) {
  const { t } = useSectionTexts(ebooksTexts);
  const localize = useValidationMessage();
  const visitorId = useVisitorId();
  const { toast } = useToast();
  const capture = useCaptureEmail();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', [HONEYPOT_FIELD]: '' },
  });

  const failed = () =>
    toast({
      variant: 'destructive',
      title: t('dialog.toastErrorTitle'),
      description: t('dialog.toastErrorText'),
    });

  const onSubmit = handleSubmit(async ({ email, [HONEYPOT_FIELD]: honeypot }) => {
    if (!visitorId) {
      console.warn('E-mail not captured: no visitor id');
      failed();
      return;
    }
    try {
      await capture.mutateAsync({
        visitorId,
        email,
        newsletterOptIn: false, // SPEC §5: always false from this dialog
        ebookCategory: ebook.category,
        ebookId: ebook.id,
        ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
      });
    } catch (error) {
      console.error('Failed to capture email', error);
      failed();
      return;
    }
    onDownload();
    reset();
    toast({ title: t('dialog.toastSuccessTitle'), description: t('dialog.toastSuccessText') });
  });

  return (
    <Form onSubmit={onSubmit} noValidate>
      <EmailField
        label={t('dialog.emailLabel')}
        placeholder={t('dialog.emailPlaceholder')}
        error={localize(errors.email?.message)}
        {...register('email')}
      />
      <HoneypotField label="Website" {...register(HONEYPOT_FIELD)} />
      <Button type="submit" $size="lg" disabled={capture.isPending}>
        {capture.isPending ? t('dialog.sending') : t('dialog.submit')}
      </Button>
      <Note>{t('dialog.newsletterNote')}</Note>
      <SkipButton type="button" onClick={onDownload}>
        {t('dialog.skip')}
      </SkipButton>
    </Form>
  );
}

const Form = styled.form`
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
