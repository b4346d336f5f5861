import { COUNTRIES, LANGUAGES } from 'contracts/locale-codes';
import { Form, Link, useSearchParams } from 'react-router-dom';
import { Button, colors, InputField, SelectField, space } from 'shared-ui';
import styled from 'styled-components';
import type { KnowledgeKind } from './knowledgeKinds';
import { useKnowledgeTexts } from './useKnowledgeTexts';

/**
 * The filters as a GET form, like the leads desk's: submitting puts them in
 * the URL (a reload or a bookmark keeps them; it works without JavaScript
 * too), the page's loader asks the API for exactly them.
 */
export function KnowledgeFilters({ kind }: { kind: KnowledgeKind }) {
  const { t } = useKnowledgeTexts();
  const [search] = useSearchParams();
  const value = (field: string) => search.get(field) ?? '';
  const all = { value: '', label: t('knowledge.all') };
  return (
    <Filters method="get" key={search.toString()} aria-label={t('knowledge.filters')} role="search">
      <Grid>
        <InputField
          label={t('knowledge.search')}
          name="q"
          type="search"
          maxLength={200}
          defaultValue={value('q')}
        />
        <SelectField
          label={t('knowledge.country')}
          name="country"
          defaultValue={value('country')}
          options={[all, ...COUNTRIES.map((code) => ({ value: code, label: code }))]}
        />
        <SelectField
          label={t('knowledge.language')}
          name="language"
          defaultValue={value('language')}
          options={[
            all,
            ...LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) })),
          ]}
        />
        <InputField
          label={t(`knowledge.${kind.key}.topic`)}
          name="category"
          maxLength={64}
          autoComplete="off"
          defaultValue={value('category')}
        />
        <SelectField
          label={t('knowledge.status')}
          name="active"
          defaultValue={value('active')}
          options={[
            all,
            { value: 'true', label: t('knowledge.active') },
            { value: 'false', label: t('knowledge.inactive') },
          ]}
        />
      </Grid>
      <Actions>
        <Button type="submit">{t('knowledge.apply')}</Button>
        <Button as={Link} to="?" $variant="secondary">
          {t('knowledge.reset')}
        </Button>
      </Actions>
    </Filters>
  );
}

const Filters = styled(Form)`
  margin: ${space.lg} 0;
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: 0.75rem;
  background: ${colors.surface};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.lg};
`;
