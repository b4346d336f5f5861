import { useQuery } from '@tanstack/react-query';
import {
  Container,
  Lead,
  PageSection,
  PageTitle,
  colors,
  media,
  space,
  useLocale,
  useSectionTexts,
} from 'shared-ui';
import styled from 'styled-components';
import { ebooksTexts } from '../../texts';
import { ebookListQuery } from '../ebooks/ebookQueries';
import { EbookCard } from './EbookCard';

/** Covers of the first cards load at once; the rest when scrolled to. */
const FIRST_ROW = 3;

/** SPEC §2 e-book list: the e-books offered in the visitor's country, as cards. */
export function EbookListPage() {
  const { t } = useSectionTexts(ebooksTexts);
  const { country, language } = useLocale();
  const { data: ebooks, isPending } = useQuery(ebookListQuery(country, language));

  return (
    <PageSection>
      <Container>
        <PageTitle>{t('list.heading')}</PageTitle>
        <Lead>{t('list.intro')}</Lead>
        {isPending ? (
          <Status role="status">{t('list.loading')}</Status>
        ) : ebooks?.length ? (
          <Grid>
            {ebooks.map((ebook, index) => (
              <li key={ebook.id}>
                <EbookCard ebook={ebook} priority={index < FIRST_ROW} />
              </li>
            ))}
          </Grid>
        ) : (
          <Status>{t('list.empty')}</Status>
        )}
      </Container>
    </PageSection>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${space.lg};
  margin: ${space.xl} 0 0;
  padding: 0;
  list-style: none;
  ${media.mobile} {
    gap: ${space.md};
  }
`;

const Status = styled.p`
  margin-top: ${space.xl};
  color: ${colors.textMuted};
`;
