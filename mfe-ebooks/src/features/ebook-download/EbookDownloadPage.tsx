import { emailProblem } from 'contracts/email-pattern';
import { useQuery } from '@tanstack/react-query';
import type { EbookDetail } from 'contracts';
import { useParams } from 'react-router-dom';
import {
  Card,
  colors,
  Container,
  fontSize,
  PageSection,
  SLOT_VALUE,
  useLeadForm,
  useLocale,
  useLocalePath,
  useSectionTexts,
  useToast,
  withText,
} from 'shared-ui';
import styled from 'styled-components';
import { ebooksTexts } from '../../texts';
import type { DownloadDone, DownloadField } from '../download/downloadAction';
import { EmailCaptureForm } from '../download/EmailCaptureForm';
import { PopupFallback } from '../download/PopupFallback';
import { useEbookDownload } from '../download/useEbookDownload';
import { BackLink, NotFound } from '../ebook-detail/EbookDetailPage';
import { DownloadReady } from './DownloadReady';
import { ebookDetailQuery } from '../ebooks/ebookQueries';
import { EbookTitle } from '../ebooks/EbookTitle';
import { ebookPath, parseEbookRef, type EbookRef } from '../ebooks/ebookRef';

/**
 * The e-book's download page: the dialog's form as a page of its own, where
 * the download button leads before hydration or without script. Its form
 * posts here (downloadAction): the visitor gets the slides (without script,
 * this page again with their link).
 */
export function EbookDownloadPage() {
  const ref = parseEbookRef(useParams().ebookRef);
  return (
    <PageSection>
      <Container>{ref ? <DownloadByRef ebookRef={ref} /> : <NotFound />}</Container>
    </PageSection>
  );
}

function DownloadByRef({ ebookRef }: { ebookRef: EbookRef }) {
  const language = useLocale((state) => state.language);
  const { data } = useQuery(ebookDetailQuery(ebookRef, language));
  return data ? <DownloadCard ebook={data} /> : <NotFound />;
}

function DownloadCard({ ebook }: { ebook: EbookDetail }) {
  const { t } = useSectionTexts(ebooksTexts);
  const localePath = useLocalePath();
  const { toast } = useToast();
  const download = useEbookDownload(ebook);
  const form = useLeadForm<DownloadField, DownloadDone>({
    revalidate: { email: emailProblem },
    onSuccess: (done) => {
      if (!done) return;
      download.start(done.slidesUrl);
      if (done.captured)
        toast({
          title: t('dialog.toastSuccessTitle'),
          description: t(done.newsletter ? 'dialog.toastConfirmText' : 'dialog.toastSuccessText'),
        });
    },
  });
  return (
    <>
      <BackLink to={localePath(ebookPath(ebook))}>
        <span aria-hidden="true">←</span> <EbookTitle ebook={ebook} />
      </BackLink>
      <Narrow>
        <h1>{t('dialog.title')}</h1>
        <p>{withText(t('dialog.text', { title: SLOT_VALUE }), <EbookTitle ebook={ebook} />)}</p>
        {form.sent ? <DownloadReady ebook={ebook} outcome={form.sentResult} /> : null}
        <EmailCaptureForm form={form} />
        {download.blockedUrl ? <PopupFallback url={download.blockedUrl} /> : null}
      </Narrow>
    </>
  );
}

const Narrow = styled(Card)`
  max-width: 32rem;
  h1 {
    font-size: ${fontSize.xl};
  }
  p {
    color: ${colors.textMuted};
  }
`;
