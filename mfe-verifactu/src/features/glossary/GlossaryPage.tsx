import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { colors, fontSize, radius, space, useLocale, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import { EmptyState, ErrorState, LoadingState } from '../../components/ListStates';
import { SubpageLayout } from '../../components/SubpageLayout';
import { glossaryQuery } from '../../content/knowledgeQueries';
import { verifactuTexts } from '../../texts';
import { filterGlossary, sortGlossary } from './filterGlossary';

/** `glossar`: Spain's Verifactu terms in the visitor's language, sorted, with a search filter. */
export function GlossaryPage() {
  const { t } = useSectionTexts(verifactuTexts);
  const language = useLocale((state) => state.language);
  const glossary = useQuery(glossaryQuery(language));
  const [search, setSearch] = useState('');
  const searchId = useId();
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
      ) : sorted.length === 0 ? (
        <EmptyState text={t('glossary.empty')} />
      ) : (
        <>
          <Search role="search">
            <label htmlFor={searchId}>{t('glossary.searchLabel')}</label>
            <input
              id={searchId}
              type="search"
              value={search}
              placeholder={t('glossary.searchPlaceholder')}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Count role="status">
              {shown.length === 0
                ? t('glossary.noMatch', { query: search.trim() })
                : t('glossary.count', { shown: shown.length, total: sorted.length })}
            </Count>
          </Search>
          <Terms>
            {shown.map((entry) => (
              <div key={entry.id}>
                <dt>{entry.term}</dt>
                <dd>{entry.definition}</dd>
              </div>
            ))}
          </Terms>
        </>
      )}
    </SubpageLayout>
  );
}

const Search = styled.div`
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
