import { Link, useSearchParams } from 'react-router-dom';
import { Button, space } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { pageNumber, pageSearch } from './paging';

/** 'Erste Seite' and 'Nächste Seite' of a keyset-paged list, its settings kept. */
export function PagingLinks({
  keep,
  nextCursor,
}: {
  keep: URLSearchParams;
  nextCursor: string | null;
}) {
  const { t } = useConsoleTexts();
  const [search] = useSearchParams();
  const page = pageNumber(search);
  if (page === 1 && !nextCursor) return null;
  return (
    <Links>
      {page > 1 ? (
        <Button as={Link} to={pageSearch(keep, null, 1)} $variant="secondary">
          {t('paging.first')}
        </Button>
      ) : null}
      {nextCursor ? (
        <Button as={Link} to={pageSearch(keep, nextCursor, page + 1)} $variant="secondary">
          {t('paging.next')}
        </Button>
      ) : null}
    </Links>
  );
}

const Links = styled.div`
  display: flex;
  gap: ${space.sm};
  margin: ${space.lg} 0;
`;
