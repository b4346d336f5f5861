import { useQuery } from '@tanstack/react-query';
import { CONTACT_FORM_ANCHOR } from 'contracts/lead-fields';
import { ebookSegment } from 'contracts/ebook-links';
import { MENU_PRODUCT_SLUGS } from 'contracts/product-pages';
import { Link } from 'react-router-dom';
import { space, useLocale, useLocalePath, useTranslation } from 'shared-ui';
import styled from 'styled-components';
import { featuredEbooksQuery } from '../home/homeQueries';
import { useSectionHref, useSectionLinks } from '../sections/SiteContext';
import { searchHref, type SearchAnswer } from './searchAnswer';

/**
 * 'Keine Treffer für „…“', and where to go instead: the closest terms the
 * index knows, the most read e-books, the contact form (the country's
 * website product's 'Beratung anfragen', as the home page offers it).
 */
export function NoResults({ answer }: { answer: SearchAnswer }) {
  const { t } = useTranslation('shell');
  const { country, language } = useLocale();
  const to = useLocalePath();
  const { data: ebooks } = useQuery(featuredEbooksQuery(country, language));
  const ebook = useSectionLinks('ebooks.detail');
  const contact = useSectionHref('products.marketing-product', {
    slug: MENU_PRODUCT_SLUGS.website[country],
  });
  return (
    <Block>
      <h2>{t('search.none', { query: answer.query })}</h2>
      {answer.suggestions.length > 0 ? (
        <>
          <h3>{t('search.suggestions')}</h3>
          <ul>
            {answer.suggestions.map((term) => (
              <li key={term}>
                <Link to={to(searchHref(term))}>{term}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {ebook && ebooks?.length ? (
        <>
          <h3>{t('search.popularEbooks')}</h3>
          <ul>
            {ebooks.map((item) => (
              <li key={item.id}>
                <Link to={ebook({ ebookRef: ebookSegment(item) })}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {contact ? (
        <p>
          {t('search.contactText')}{' '}
          <Link to={`${contact}#${CONTACT_FORM_ANCHOR}`}>{t('search.contact')}</Link>
        </p>
      ) : null}
    </Block>
  );
}

const Block = styled.section`
  margin: ${space.lg} 0;
  ul {
    margin: ${space.sm} 0 ${space.lg};
  }
`;
