import type { EbookDetail } from 'contracts';
import { useState } from 'react';
import { Button, Dialog, useSectionTexts } from 'shared-ui';
import { ebooksTexts } from '../../texts';
import { EmailCaptureForm } from './EmailCaptureForm';

/**
 * 'Jetzt herunterladen - Kostenlos' and the e-mail dialog behind it (SPEC §4):
 * a stored address or a skip starts the download and closes the dialog.
 */
export function DownloadDialog({
  ebook,
  onDownload,
}: {
  ebook: EbookDetail;
  onDownload: () => void;
}) {
  const { t } = useSectionTexts(ebooksTexts);
  const [open, setOpen] = useState(false);
  const download = () => {
    onDownload();
    setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('dialog.title')}
      description={t('dialog.text', { title: ebook.title })}
      closeLabel={t('dialog.close')}
      trigger={
        <Button type="button" $size="lg">
          {t('detail.download')}
        </Button>
      }
    >
      <EmailCaptureForm ebook={ebook} onDownload={download} />
    </Dialog>
  );
}
