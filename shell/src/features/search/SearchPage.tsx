import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import {
  Button,
  colors,
  Container,
  PageSection,
  PageTitle,
  radius,
  space,
  useLocale,
  useLocalePath,
  useTranslation,
} from 'shared-ui';
import styled from 'styled-components';
import { boundedQuery, pageNumber, PAGE_PARAM, QUERY_PARAM, SEARCH_PATH } from './searchAnswer';
import { searchQuery } from './searchQuery';
import { SearchHits } from './SearchHits';
import { NoResults } from './NoResults';

/**
 * The search page, `/{locale}/suche?q=…&seite=…` (issue 40): rendered by the
 * server with its results, usable without script — its form is a GET form
 * to itself, its pages real links.
 */
export default function SearchPage() {
  const { t } = useTranslation('shell');
  const { language, country } = useLocale();
  const to = useLocalePath();
  const params = new URLSearchParams(useLocation().search);
  const query = boundedQuery(params.get(QUERY_PARAM));
  const page = pageNumber(params.get(PAGE_PARAM));
  const { data: answer, isError } = useQuery({
    ...searchQuery({ language, country, query, page }),
    enabled: query !== '',
  });
  return (
    <PageSection>
      <Container>
        <PageTitle>{t('search.title')}</PageTitle>
        <Form role="search" aria-label={t('search.title')} method="get" action={to(SEARCH_PATH)}>
          <label htmlFor="search-page-q">{t('search.field')}</label>
          <div>
            <input
              id="search-page-q"
              type="search"
              name={QUERY_PARAM}
              defaultValue={query}
              maxLength={200}
              enterKeyHint="search"
            />
            <Button type="submit">{t('search.submit')}</Button>
          </div>
        </Form>
        {!query ? <p>{t('search.prompt')}</p> : null}
        {query && isError ? <p role="alert">{t('search.unavailable')}</p> : null}
        {answer && answer.total > 0 ? <SearchHits answer={answer} /> : null}
        {answer && answer.total === 0 ? <NoResults answer={answer} /> : null}
      </Container>
    </PageSection>
  );
}

const Form = styled.form`
  margin: ${space.lg} 0;
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${space.xs};
  }
  div {
    display: flex;
    gap: ${space.sm};
    max-width: 40rem;
  }
  input {
    flex: 1;
    min-width: 0;
    padding: ${space.sm} ${space.md};
    border: 1px solid ${colors.border};
    border-radius: ${radius.sm};
    background: ${colors.surface};
    color: ${colors.text};
    font: inherit;
  }
`;
