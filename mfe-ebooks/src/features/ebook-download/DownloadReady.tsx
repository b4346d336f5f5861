import type { EbookDetail } from 'contracts';
import { colors, radius, space, useSectionTexts, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import { ebooksTexts } from '../../texts';
import { DOWNLOAD_OUTCOMES, type DownloadOutcome } from '../download/downloadAction';

const isOutcome = (value: string | undefined): value is DownloadOutcome =>
  (DOWNLOAD_OUTCOMES as readonly string[]).includes(value ?? '');

/**
 * After the form was posted without script: the slides' link (a page of
 * the site, not a redirect to another site: forms end on the site), and the
 * thanks for the address or the newsletter request. A reload posts nothing.
 */
export function DownloadReady({ ebook, outcome }: { ebook: EbookDetail; outcome?: string }) {
  const { t } = useSectionTexts(ebooksTexts);
  const said = isOutcome(outcome) && outcome !== 'skipped' ? t(`ready.${outcome}`) : undefined;
  return (
    <Box role="status">
      <h2>{t('ready.title')}</h2>
      {said ? <p>{said}</p> : null}
      <a href={ebook.googleSlidesUrl} target="_blank" rel="noopener noreferrer">
        {t('ready.open')}
        <VisuallyHidden> {t('detail.newTab')}</VisuallyHidden>
      </a>
    </Box>
  );
}

const Box = styled.div`
  margin: ${space.md} 0;
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radius.md};
  background: ${colors.surfaceMuted};
  h2 {
    margin: 0 0 ${space.sm};
  }
  a {
    font-weight: 700;
    color: ${colors.text};
  }
`;
