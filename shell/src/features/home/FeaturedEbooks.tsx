import { useQuery } from '@tanstack/react-query';
import { EBOOK_COVER_SIZE, ebookCoverPath } from 'contracts/ebook-covers';
import { ebookSegment } from 'contracts/ebook-links';
import type { EbookListItem } from 'contracts';
import { OnlyInLanguageNote, useLocale, useRecordLanguage, useTranslation } from 'shared-ui';
import styled from 'styled-components';
import { useSectionHref, useSectionLinks } from '../sections/SiteContext';
import { CardGrid, CardLink, HomeBlock } from './HomeBlock';
import { featuredEbooksQuery } from './homeQueries';

/** The country's three most downloaded e-books, each a card linking to its page. */
export function FeaturedEbooks() {
  const { t } = useTranslation('shell');
  const { country, language } = useLocale();
  const { data: ebooks } = useQuery(featuredEbooksQuery(country, language));
  const list = useSectionHref('ebooks.list');
  const detail = useSectionLinks('ebooks.detail');
  if (!detail || !ebooks?.length) return null;
  return (
    <HomeBlock
      id="home-ebooks"
      title={t('home.ebooksTitle')}
      text={t('home.ebooksText')}
      more={list ? { to: list, label: t('home.allEbooks') } : undefined}
    >
      <CardGrid>
        {ebooks.map((ebook) => (
          <li key={ebook.id}>
            <EbookTeaser ebook={ebook} to={detail({ ebookRef: ebookSegment(ebook) })} />
          </li>
        ))}
      </CardGrid>
    </HomeBlock>
  );
}

function EbookTeaser({ ebook, to }: { ebook: EbookListItem; to: string }) {
  const language = useLocale((state) => state.language);
  const { textsLang } = useRecordLanguage(ebook.language);
  return (
    <CardLink to={to}>
      <Cover
        src={ebookCoverPath(ebook, language, 'svg')}
        alt=""
        width={EBOOK_COVER_SIZE.width}
        height={EBOOK_COVER_SIZE.height}
        loading="lazy"
        decoding="async"
      />
      <div {...textsLang}>
        <p>{ebook.categoryLabel}</p>
        <h3>{ebook.title}</h3>
      </div>
      <OnlyInLanguageNote language={ebook.language} />
    </CardLink>
  );
}

const Cover = styled.img`
  align-self: center;
  width: auto;
  height: 11rem;
  aspect-ratio: ${EBOOK_COVER_SIZE.width} / ${EBOOK_COVER_SIZE.height};
  border-radius: 3px 8px 8px 3px;
  box-shadow: 0 8px 20px rgb(0 0 0 / 0.25);
`;
