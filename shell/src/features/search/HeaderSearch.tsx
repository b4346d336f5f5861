import { Search } from 'lucide-react';
import { colors, radius, space, useLocalePath, useTranslation, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import { QUERY_PARAM, SEARCH_PATH } from './searchAnswer';

/**
 * The header's search field: a plain GET form to the search page, which the
 * server renders — it works before and without any script, and adds no code
 * of its own to the first load beyond this markup.
 */
export function HeaderSearch() {
  const { t } = useTranslation('shell');
  const to = useLocalePath();
  return (
    <Form role="search" aria-label={t('search.label')} method="get" action={to(SEARCH_PATH)}>
      <VisuallyHidden as="label" htmlFor="site-search-q">
        {t('search.label')}
      </VisuallyHidden>
      <input
        id="site-search-q"
        type="search"
        name={QUERY_PARAM}
        placeholder={t('search.placeholder')}
        maxLength={200}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" aria-label={t('search.submit')}>
        <Search size={18} aria-hidden="true" />
      </button>
    </Form>
  );
}

const Form = styled.form`
  margin-left: auto;
  display: flex;
  align-items: center;
  min-width: 0;
  border: 1px solid ${colors.border};
  border-radius: ${radius.pill};
  background: ${colors.surface};
  input {
    width: 9rem;
    min-width: 0;
    padding: ${space.xs} ${space.sm};
    border: 0;
    background: transparent;
    color: ${colors.text};
    font: inherit;
  }
  input:focus {
    outline: none;
  }
  &:focus-within {
    outline: 2px solid ${colors.primary};
    outline-offset: 2px;
  }
  button {
    display: grid;
    place-items: center;
    padding: ${space.xs} ${space.sm};
    border: 0;
    background: transparent;
    color: ${colors.text};
    cursor: pointer;
  }
`;
