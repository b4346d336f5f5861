import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import {
  Button,
  Card,
  colors,
  Container,
  fontSize,
  PageSection,
  PreviewNote,
  space,
  useLocale,
  useLocalePath,
  usePreviewToken,
  useSectionTexts,
} from 'shared-ui';
import styled from 'styled-components';
import { ebooksTexts } from '../../texts';
import { ebookDetailQuery } from '../ebooks/ebookQueries';
import { EBOOKS_PATH, parseEbookRef, type EbookRef } from '../ebooks/ebookRef';
import { isNotFoundError } from '../ebooks/httpStatus';
import { EbookDetailView } from './EbookDetailView';

/** SPEC §2 "E-book detail": loading → found, not found, or (API down) an error with a retry. */
export function EbookDetailPage() {
  const { t } = useSectionTexts(ebooksTexts);
  const localePath = useLocalePath();
  const ref = parseEbookRef(useParams().ebookRef);
  const preview = usePreviewToken();
  return (
    <PageSection>
      <Container>
        {preview ? <PreviewNote>{t('detail.previewNotice')}</PreviewNote> : null}
        <BackLink to={localePath(EBOOKS_PATH)}>
          <span aria-hidden="true">←</span> {t('detail.back')}
        </BackLink>
        {ref ? <EbookByRef ebookRef={ref} /> : <NotFound />}
      </Container>
    </PageSection>
  );
}

function EbookByRef({ ebookRef }: { ebookRef: EbookRef }) {
  const { t } = useSectionTexts(ebooksTexts);
  const language = useLocale((state) => state.language);
  const { data, isPending, error, refetch, isFetching } = useQuery(
    ebookDetailQuery(ebookRef, language),
  );
  if (isPending) return <p role="status">{t('detail.loading')}</p>;
  if (error) {
    if (isNotFoundError(error)) return <NotFound />;
    return (
      <Message role="alert">
        <h1>{t('detail.loadErrorTitle')}</h1>
        <p>{t('detail.loadErrorText')}</p>
        <Button type="button" onClick={() => void refetch()} disabled={isFetching}>
          {t('detail.retry')}
        </Button>
      </Message>
    );
  }
  return <EbookDetailView ebook={data} />;
}

export function NotFound() {
  const { t } = useSectionTexts(ebooksTexts);
  return (
    <Message>
      <h1>{t('detail.notFoundTitle')}</h1>
      <p>{t('detail.notFoundText')}</p>
    </Message>
  );
}

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;
  margin-bottom: ${space.md};
  color: ${colors.textMuted};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${colors.text};
    text-decoration: underline;
  }
`;

const Message = styled(Card)`
  max-width: 40rem;
  h1 {
    font-size: ${fontSize.xl};
  }
  p {
    color: ${colors.textMuted};
  }
`;
