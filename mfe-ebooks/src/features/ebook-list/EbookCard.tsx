import type { EbookListItem } from 'contracts';
import { Link } from 'react-router-dom';
import {
  colors,
  fontSize,
  OnlyInLanguageNote,
  radius,
  space,
  useLocalePath,
  useRecordLanguage,
  useSectionTexts,
} from 'shared-ui';
import styled from 'styled-components';
import { ebooksTexts } from '../../texts';
import { ebookDescription } from '../ebooks/description';
import { EbookCover } from '../ebooks/EbookCover';
import { ebookPath } from '../ebooks/ebookRef';

/**
 * SPEC §2 "E-book list and card": the whole card is one link to the e-book.
 * Title and description are in the language of the e-book's texts (marked
 * when not the page's, with a note in the page's); badges and link text in
 * the page's.
 */
export function EbookCard({
  ebook,
  priority = false,
}: {
  ebook: EbookListItem;
  /** In the first row: its cover loads at once. */
  priority?: boolean;
}) {
  const { t, i18n } = useSectionTexts(ebooksTexts);
  const localePath = useLocalePath();
  const { textsLang } = useRecordLanguage(ebook.language);
  return (
    <CardLink to={localePath(ebookPath(ebook))}>
      <EbookCover ebook={ebook} priority={priority} />
      <Body>
        <div {...textsLang}>
          <h2>{ebook.title}</h2>
          <p>{ebookDescription(i18n.getFixedT(ebook.language, ebooksTexts.ns), ebook)}</p>
        </div>
        <OnlyInLanguageNote language={ebook.language} />
        <More>
          {t('card.more')} <span aria-hidden="true">→</span>
        </More>
      </Body>
    </CardLink>
  );
}

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  background: ${colors.surface};
  color: ${colors.text};
  text-decoration: none;
  box-shadow: 0 1px 2px rgb(0 0 0 / 0.06);
  transition:
    transform 0.15s ease,
    box-shadow 0.15s ease;
  &:hover {
    transform: translateY(-2px);
    box-shadow: 0 10px 28px rgb(0 0 0 / 0.18);
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  padding: ${space.lg};
  h2 {
    font-size: ${fontSize.xl};
  }
  p {
    color: ${colors.textMuted};
  }
`;

const More = styled.span`
  margin-top: auto;
  color: ${colors.primary};
  font-weight: 700;
`;
