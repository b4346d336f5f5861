import { emailProblem } from 'contracts/email-pattern';
import type { EbookDetail } from 'contracts';
import { useState, type MouseEvent } from 'react';
import {
  Button,
  Dialog,
  SLOT_VALUE,
  useLeadForm,
  useLocalePath,
  useSectionTexts,
  useToast,
  withText,
} from 'shared-ui';
import { ebooksTexts } from '../../texts';
import { ebookDownloadPath } from '../ebooks/ebookRef';
import { EbookTitle } from '../ebooks/EbookTitle';
import type { DownloadDone, DownloadField } from './downloadAction';
import { EmailCaptureForm } from './EmailCaptureForm';

/**
 * 'Jetzt herunterladen - Kostenlos' and the e-mail dialog behind it (SPEC §4).
 * The button is a link to the e-book's download page (its form, rendered by
 * the server): before hydration or without script a click leads there; once
 * hydrated it opens the dialog, whose form posts to that page's action.
 */
export function DownloadDialog({
  ebook,
  onDownload,
}: {
  ebook: EbookDetail;
  onDownload: (slidesUrl: string) => void;
}) {
  const { t } = useSectionTexts(ebooksTexts);
  const { toast } = useToast();
  const localePath = useLocalePath();
  const [open, setOpen] = useState(false);
  const href = localePath(ebookDownloadPath(ebook));
  const form = useLeadForm<DownloadField, DownloadDone>({
    revalidate: { email: emailProblem },
    action: href,
    onSuccess: (done) => {
      if (!done) return;
      onDownload(done.slidesUrl);
      setOpen(false);
      if (done.captured)
        toast({
          title: t('dialog.toastSuccessTitle'),
          description: t(done.newsletter ? 'dialog.toastConfirmText' : 'dialog.toastSuccessText'),
        });
    },
    onFailure: (failure) => {
      if (failure.fieldErrors.email) return; // shown at the field
      toast({
        variant: 'destructive',
        title: t('dialog.toastErrorTitle'),
        description: t('dialog.toastErrorText'), // SPEC §8, whatever the cause
      });
    },
  });
  const openDialog = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault(); // the dialog instead of the download page
    setOpen(true);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('dialog.title')}
      description={withText(t('dialog.text', { title: SLOT_VALUE }), <EbookTitle ebook={ebook} />)}
      closeLabel={t('dialog.close')}
      trigger={
        <Button as="a" href={href} $size="lg" onClick={openDialog}>
          {t('detail.download')}
        </Button>
      }
    >
      <EmailCaptureForm form={form} />
    </Dialog>
  );
}
