import { COUNTRIES, LANGUAGES } from 'contracts/locale-codes';
import { InputField, SelectField } from 'shared-ui';
import { ActiveFilter, FilterSearch } from '../frame/FilterFields';
import { FilterForm, useFilterValue } from '../frame/FilterForm';
import type { KnowledgeKind } from './knowledgeKinds';
import { useKnowledgeTexts } from './useKnowledgeTexts';

/**
 * The filters as a GET form, like the leads desk's: submitting puts them in
 * the URL (a reload or a bookmark keeps them; it works without JavaScript
 * too), the page's loader asks the API for exactly them.
 */
export function KnowledgeFilters({ kind }: { kind: KnowledgeKind }) {
  const { t } = useKnowledgeTexts();
  const value = useFilterValue();
  const all = { value: '', label: t('knowledge.all') };
  return (
    <FilterForm
      label={t('knowledge.filters')}
      apply={t('knowledge.apply')}
      reset={t('knowledge.reset')}
    >
      <FilterSearch label={t('knowledge.search')} maxLength={200} />
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
      <ActiveFilter
        labels={{
          status: t('knowledge.status'),
          all: all.label,
          active: t('knowledge.active'),
          inactive: t('knowledge.inactive'),
        }}
      />
    </FilterForm>
  );
}
