import { COUNTRIES, LANGUAGES } from 'contracts/locale-codes';
import { InputField, SelectField } from 'shared-ui';
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
    </FilterForm>
  );
}
