import type { AdminEbook, AdminEbookDetail } from 'contracts/admin';
import { COUNTRIES } from 'contracts/locale-codes';
import { InputField, SelectField } from 'shared-ui';
import { MissingTranslations } from '../content/TranslatedFields';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { FilterForm, useFilterValue } from '../frame/FilterForm';
import { TableScroll } from '../frame/TableScroll';
import { EditorAndList } from '../records/EditorAndList';
import { EbookActions } from './EbookActions';
import { EbookForm } from './EbookForm';
import { EBOOK_FORMS } from './ebookForms';
import { EBOOKS_API, EDIT_PARAM, FILTER_PARAMS } from './ebookPaths';
import { useEbookTexts } from './useEbookTexts';

/** E-books (admins, editors): the filtered list, a new e-book (`?ebook=neu`), the edit of one (`?ebook=<id>`). */
export function EbooksPage() {
  return <ConsoleFrame page="ebooks">{() => <Ebooks />}</ConsoleFrame>;
}

function Ebooks() {
  const { t } = useEbookTexts();
  return (
    <EditorAndList<AdminEbook, AdminEbookDetail>
      block="ebooks"
      formPrefix={EBOOK_FORMS.prefix}
      editParam={EDIT_PARAM}
      newLabel={t('ebooks.newEbook')}
      listPath={EBOOKS_API}
      filterParams={FILTER_PARAMS}
      editor={(ebook) => <EbookForm ebook={ebook} />}
      filters={<EbookFilters />}
      list={(ebooks) => <EbookTable ebooks={ebooks} />}
    />
  );
}

/** The filters as a GET form: in the URL (bookmark, reload, no script), the loader asks the API for exactly them. */
function EbookFilters() {
  const { t } = useEbookTexts();
  const value = useFilterValue();
  const all = { value: '', label: t('ebooks.all') };
  return (
    <FilterForm label={t('ebooks.filters')} apply={t('ebooks.apply')} reset={t('ebooks.reset')}>
      <InputField
        label={t('ebooks.search')}
        name="q"
        type="search"
        maxLength={191}
        defaultValue={value('q')}
      />
      <InputField
        label={t('ebooks.category')}
        name="category"
        maxLength={64}
        defaultValue={value('category')}
      />
      <SelectField
        label={t('ebooks.countries')}
        name="country"
        defaultValue={value('country')}
        options={[all, ...COUNTRIES.map((country) => ({ value: country, label: country }))]}
      />
      <SelectField
        label={t('ebooks.status')}
        name="active"
        defaultValue={value('active')}
        options={[
          all,
          { value: 'true', label: t('ebooks.active') },
          { value: 'false', label: t('ebooks.inactive') },
        ]}
      />
    </FilterForm>
  );
}

function EbookTable({ ebooks }: { ebooks: AdminEbook[] }) {
  const { t } = useEbookTexts();
  if (ebooks.length === 0) return <p>{t('ebooks.empty')}</p>;
  return (
    <TableScroll aria-label={t('ebooks.caption')}>
      <table>
        <caption>{t('ebooks.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ebooks.title')}</th>
            <th scope="col">{t('ebooks.slug')}</th>
            <th scope="col">{t('ebooks.category')}</th>
            <th scope="col">{t('ebooks.countries')}</th>
            <th scope="col">{t('ebooks.translations')}</th>
            <th scope="col">{t('ebooks.downloads')}</th>
            <th scope="col">{t('ebooks.status')}</th>
            <th scope="col">{t('ebooks.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {ebooks.map((ebook) => (
            <tr key={ebook.id}>
              <th scope="row" lang={ebook.language}>
                {ebook.title}
              </th>
              <td>{ebook.slug}</td>
              <td>{ebook.category}</td>
              <td>{ebook.countries.join(', ')}</td>
              <td>
                <MissingTranslations missing={ebook.missing} />
              </td>
              <td>{ebook.downloads}</td>
              <td>{ebook.active ? t('ebooks.active') : t('ebooks.inactive')}</td>
              <td>
                <EbookActions ebook={ebook} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
