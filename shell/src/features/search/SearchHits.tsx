import { Link } from 'react-router-dom';
import { colors, fontSize, radius, space, useLocalePath, useTranslation } from 'shared-ui';
import styled from 'styled-components';
import { HighlightedText } from './HighlightedText';
import { searchHref, type SearchAnswer, type SearchHit } from './searchAnswer';

/** The results of one page, each labelled by its kind, and the links to the other pages. */
export function SearchHits({ answer }: { answer: SearchAnswer }) {
  const { t } = useTranslation('shell');
  const to = useLocalePath();
  const { query, page, pages, total } = answer;
  return (
    <>
      <h2 id="search-results">{t('search.results', { count: total, query })}</h2>
      <Hits aria-labelledby="search-results">
        {answer.hits.map((hit, at) => (
          <HitItem key={`${hit.path}-${at}`} hit={hit} />
        ))}
      </Hits>
      {pages > 1 ? (
        <Pages aria-label={t('search.pages')}>
          {page > 1 ? (
            <Link to={to(searchHref(query, page - 1))} rel="prev">
              {t('search.previous')}
            </Link>
          ) : null}
          <span aria-current="page">{t('search.page', { page, pages })}</span>
          {page < pages ? (
            <Link to={to(searchHref(query, page + 1))} rel="next">
              {t('search.next')}
            </Link>
          ) : null}
        </Pages>
      ) : null}
    </>
  );
}

function HitItem({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation('shell');
  const to = useLocalePath();
  const onlyIn = hit.onlyIn?.map((country) => t(`countries.${country}`)).join(', ');
  return (
    <li>
      <p>
        <Kind>{t(`search.kinds.${hit.kind}`)}</Kind>
        {onlyIn ? <Only>{t('search.onlyIn', { countries: onlyIn })}</Only> : null}
      </p>
      <h3>
        <Link to={to(hit.path)}>
          <HighlightedText parts={hit.title} />
        </Link>
      </h3>
      <p>
        <HighlightedText parts={hit.excerpt} />
      </p>
    </li>
  );
}

const Hits = styled.ol`
  list-style: none;
  padding: 0;
  margin: ${space.md} 0;
  display: grid;
  gap: ${space.lg};
  h3 {
    margin: ${space.xs} 0;
    font-size: ${fontSize.lg};
  }
  p {
    margin: 0;
    color: ${colors.textMuted};
  }
  mark {
    background: none;
    color: inherit;
    font-weight: 700;
    text-decoration: underline;
    text-decoration-color: ${colors.primary};
    text-decoration-thickness: 2px;
  }
`;

const Kind = styled.span`
  display: inline-block;
  padding: 0 ${space.sm};
  border-radius: ${radius.pill};
  border: 1px solid ${colors.border};
  font-size: ${fontSize.sm};
  font-weight: 600;
  color: ${colors.text};
`;

const Only = styled.span`
  margin-left: ${space.sm};
  font-size: ${fontSize.sm};
`;

const Pages = styled.nav`
  display: flex;
  gap: ${space.md};
  align-items: center;
  margin: ${space.lg} 0;
  a {
    font-weight: 600;
  }
`;
