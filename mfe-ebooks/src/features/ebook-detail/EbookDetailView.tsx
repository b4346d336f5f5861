import type { EbookDetail } from 'contracts';
import {
  colors,
  fontSize,
  Lead,
  media,
  OnlyInLanguageNote,
  PageTitle,
  radius,
  space,
  usePreviewToken,
  useRecordLanguage,
  useSectionTexts,
} from 'shared-ui';
import styled from 'styled-components';
import { ebooksTexts } from '../../texts';
import { DownloadDialog } from '../download/DownloadDialog';
import { PopupFallback } from '../download/PopupFallback';
import { useEbookDownload } from '../download/useEbookDownload';
import { ebookDescription } from '../ebooks/description';
import { EbookCover } from '../ebooks/EbookCover';

/**
 * A found e-book: cover with badges, title, description, 'Das erwartet
 * dich:', download. The e-book's part (title to bullets) is all in the
 * language of its texts, marked when not the page's; the download in the
 * page's.
 */
export function EbookDetailView({ ebook }: { ebook: EbookDetail }) {
  const { i18n } = useSectionTexts(ebooksTexts);
  const inTexts = i18n.getFixedT(ebook.language, ebooksTexts.ns);
  const { textsLang } = useRecordLanguage(ebook.language);
  const download = useEbookDownload(ebook);
  // A preview (an inactive e-book): its cover is drawn for the same token.
  const preview = usePreviewToken();
  return (
    <Article>
      <EbookCover ebook={ebook} tall preview={preview} />
      <Body>
        <div {...textsLang}>
          <PageTitle>{ebook.title}</PageTitle>
          <Lead>{ebookDescription(inTexts, ebook)}</Lead>
          {ebook.highlights.length > 0 ? (
            <>
              <h2>{inTexts('detail.highlightsTitle')}</h2>
              <Highlights>
                {ebook.highlights.map((bullet) => (
                  <li key={bullet}>
                    <Check aria-hidden="true">✓</Check>
                    {bullet}
                  </li>
                ))}
              </Highlights>
            </>
          ) : null}
        </div>
        <OnlyInLanguageNote language={ebook.language} />
        <DownloadDialog ebook={ebook} onDownload={download.start} />
        {download.blockedUrl ? <PopupFallback url={download.blockedUrl} /> : null}
      </Body>
    </Article>
  );
}

const Article = styled.article`
  display: grid;
  overflow: hidden;
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  background: ${colors.surface};
  ${media.wide} {
    grid-template-columns: minmax(16rem, 2fr) 3fr;
    & > :first-child {
      border-radius: ${radius.lg} 0 0 ${radius.lg};
    }
  }
`;

const Body = styled.div`
  padding: ${space.xl};
  h2 {
    margin-top: ${space.lg};
    font-size: ${fontSize.xl};
  }
  ${media.mobile} {
    padding: ${space.lg} ${space.md};
  }
`;

const Highlights = styled.ul`
  display: grid;
  gap: ${space.sm};
  margin: 0 0 ${space.xl};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${space.sm};
  }
`;

const Check = styled.span`
  flex: none;
  color: ${colors.primary};
  font-weight: 800;
`;
