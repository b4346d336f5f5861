import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  colors,
  fontSize,
  PreviewNote,
  previewedFrame,
  radius,
  space,
  useListOrPreview,
  useLocale,
  useSectionTexts,
} from 'shared-ui';
import styled, { css } from 'styled-components';
import { EmptyState, ErrorState, LoadingState } from '../../components/ListStates';
import { SubpageLayout } from '../../components/SubpageLayout';
import { glossaryPreviewQuery, glossaryQuery } from '../../content/knowledgeQueries';
import { glossaryTexts } from './glossaryTexts';
import { filterGlossary, sortGlossary } from './filterGlossary';

/** The query parameter of the search form: `glossar?q=aeat` is a link to a filtered list. */
export const GLOSSARY_SEARCH_PARAM = 'q';

/**
 * `glossar`: Spain's Verifactu terms in the visitor's language, sorted, with a
 * search. The search is a GET form: without JavaScript the server renders the
 * list filtered by `?q=`; with it the list follows every keystroke. With a
 * preview token from the console one more term (active or not) is among
 * them, marked 'Vorschau'.
 */
export function GlossaryPage() {
  const { t } = useSectionTexts(glossaryTexts);
  const language = useLocale((state) => state.language);
  const glossary = useListOrPreview(glossaryQuery(language), (token) =>
    glossaryPreviewQuery(language, token),
  );
  const [searchParams] = useSearchParams();
  const [search, setSearch] = useState(() => searchParams.get(GLOSSARY_SEARCH_PARAM) ?? '');
  const searchId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Words typed before hydration are in the field but not in the state: adopt them.
  useEffect(() => {
    if (input.current) setSearch(input.current.value);
  }, []);
  const sorted = useMemo(
    () => sortGlossary(glossary.data ?? [], language),
    [glossary.data, language],
  );
  const shown = filterGlossary(sorted, search);

  return (
    <SubpageLayout title={t('glossary.heading')} lead={t('glossary.lead')}>
      {glossary.isPending ? (
        <LoadingState text={t('glossary.loading')} />
      ) : glossary.isError ? (
        <ErrorState
          text={t('glossary.error')}
          retryLabel={t('glossary.retry')}
          onRetry={() => void glossary.refetch()}
          retrying={glossary.isFetching}
        />
      ) : glossary.data === null ? (
        <EmptyState text={t('glossary.previewInvalid')} />
      ) : sorted.length === 0 ? (
        <EmptyState text={t('glossary.empty')} />
      ) : (
        <>
          <Search role="search" method="get" onSubmit={(event) => event.preventDefault()}>
            <label htmlFor={searchId}>{t('glossary.searchLabel')}</label>
            <Field>
              <input
                ref={input}
                id={searchId}
                type="search"
                name={GLOSSARY_SEARCH_PARAM}
                value={search}
                placeholder={t('glossary.searchPlaceholder')}
                onChange={(event) => setSearch(event.target.value)}
              />
              <Button type="submit" $variant="secondary">
                {t('glossary.searchSubmit')}
              </Button>
            </Field>
            <Count role="status">
              {shown.length === 0
                ? t('glossary.noMatch', { query: search.trim() })
                : t('glossary.count', { shown: shown.length, total: sorted.length })}
            </Count>
          </Search>
          <Terms>
            {shown.map((entry) => (
              <Term key={entry.id} $previewed={Boolean(entry.preview)}>
                <dt>{entry.term}</dt>
                <dd>{entry.definition}</dd>
                {entry.preview ? (
                  <dd>
                    <PreviewNote>{t('glossary.previewNote')}</PreviewNote>
                  </dd>
                ) : null}
              </Term>
            ))}
          </Terms>
        </>
      )}
    </SubpageLayout>
  );
}

const Search = styled.form`
  display: grid;
  gap: ${space.sm};
  label {
    font-weight: 700;
  }
  input {
    width: 100%;
    min-height: 44px;
    padding: ${space.sm} ${space.md};
    border-radius: ${radius.md};
    border: 2px solid ${colors.border};
    background: ${colors.bg};
    color: ${colors.text};
    font: inherit;
  }
  input::placeholder {
    color: ${colors.textMuted};
  }
`;

const Field = styled.div`
  display: flex;
  gap: ${space.sm};
  input {
    flex: 1;
    min-width: 0;
  }
`;

const Count = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSize.sm};
`;

const Terms = styled.dl`
  display: grid;
  gap: ${space.sm};
  margin: 0;
  & > div {
    padding: ${space.md} ${space.lg};
    border-radius: ${radius.lg};
    border: 1px solid ${colors.border};
    background: ${colors.surface};
  }
  dt {
    font-weight: 800;
    font-size: ${fontSize.lg};
  }
  dd {
    margin: ${space.xs} 0 0;
  }
`;

const Term = styled.div<{ $previewed: boolean }>`
  ${({ $previewed }) =>
    $previewed &&
    css`
      ${previewedFrame}
    `}
`;
