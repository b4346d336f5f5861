import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { colors, radius, space, useLocalePath, useTranslation, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import { boundedQuery, QUERY_PARAM, SEARCH_PATH } from './searchAnswer';

/** The suggestions' code, given the field it turns into a combobox. */
type Suggestions = ComponentType<{ input: HTMLInputElement }>;

let suggestions: Promise<Suggestions> | undefined;
/** Loads once; a failed load (offline) is tried again on the next focus. */
const loadSuggestions = () =>
  (suggestions ??= import(/* webpackChunkName: "search-suggest" */ './suggest/SearchSuggestions')
    .then((module) => module.default)
    .catch((error: unknown) => {
      suggestions = undefined;
      throw error;
    }));

/**
 * The header's search field: a plain GET form to the search page, which the
 * server renders — it works before and without any script. The suggestions
 * as you type are their own chunk, loaded on the field's first focus: they
 * cost the first load nothing, and until they arrive the form is the search.
 */
export function HeaderSearch() {
  const { t } = useTranslation('shell');
  const to = useLocalePath();
  const field = useRef<HTMLInputElement>(null);
  const searched = useSearchedQuery();
  const [loaded, setLoaded] = useState<{ Suggestions: Suggestions; input: HTMLInputElement }>();
  const enhance = () => {
    const input = field.current;
    if (loaded || !input) return;
    loadSuggestions().then(
      (Suggestions) => setLoaded({ Suggestions, input }),
      () => undefined,
    );
  };
  // Focused before hydration (no focus event reached React): load now.
  useEffect(() => {
    if (field.current && document.activeElement === field.current) enhance();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);
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
        defaultValue={searched}
        ref={field}
        onFocus={enhance}
      />
      <button type="submit" aria-label={t('search.submit')}>
        <Search size={18} aria-hidden="true" />
      </button>
      {loaded ? <loaded.Suggestions input={loaded.input} /> : null}
    </Form>
  );
}

/** On the results page, the query they are for (so it can be refined in place); elsewhere none. */
function useSearchedQuery(): string {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return pathname.endsWith(`/${SEARCH_PATH}`) ? boundedQuery(params.get(QUERY_PARAM)) : '';
}

const Form = styled.form`
  margin-left: auto;
  display: flex;
  align-items: center;
  min-width: 0;
  border: 1px solid ${colors.border};
  border-radius: ${radius.pill};
  background: ${colors.surface};
  /* Suggestions hang below the field; on a phone below the whole bar (see SearchSuggestions). */
  @media (min-width: 40rem) {
    position: relative;
  }
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
