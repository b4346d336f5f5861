import type { EbookDetail } from 'contracts';
import { lazy, useState } from 'react';
import { Button, Dialog, useSectionTexts } from 'shared-ui';
import { ebooksTexts } from '../../texts';

// The form brings zod, react-hook-form and the contract's e-mail rule: no page
// needs them before the dialog opens (or the button is hovered or focused).
// The dialog shows once form and dialog are both loaded, focus in the field.
const loadForm = () => import(/* webpackChunkName: "lazy-email-form" */ './EmailCaptureForm');
const EmailCaptureForm = lazy(async () => ({ default: (await loadForm()).EmailCaptureForm }));
const preloadForm = () => void loadForm();

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
        <Button type="button" $size="lg" onPointerEnter={preloadForm} onFocus={preloadForm}>
          {t('detail.download')}
        </Button>
      }
    >
      <EmailCaptureForm ebook={ebook} onDownload={download} />
    </Dialog>
  );
}
