import { useQuery } from '@tanstack/react-query';
import type { AdminEbook, AdminEbookDetail } from 'contracts/admin';
import { COUNTRIES } from 'contracts/locale-codes';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, httpStatusOf, InputField, RESULT_PARAM, SelectField, SENT_PARAM } from 'shared-ui';
import { consoleQuery } from '../api/consoleApi';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { FilterForm, useFilterValue } from '../frame/FilterForm';
import { QueryView } from '../frame/QueryView';
import { TableScroll } from '../frame/TableScroll';
import { SentOutcome } from '../records/SentOutcome';
import { EbookActions } from './EbookActions';
import { EbookForm } from './EbookForm';
import { ebookApiPath, ebookListPath, EDIT_PARAM, NEW_EBOOK } from './ebookPaths';
import { EBOOK_FORMS } from './ebookForms';
import { useEbookTexts } from './useEbookTexts';

/** E-books (admins, editors): the filtered list, a new e-book (`?ebook=neu`), the edit of one (`?ebook=<id>`). */
export function EbooksPage() {
  return <ConsoleFrame page="ebooks">{() => <Ebooks />}</ConsoleFrame>;
}

function Ebooks() {
  const { t } = useEbookTexts();
  const [search] = useSearchParams();
  const editing = search.get(EDIT_PARAM);
  const query = useQuery(consoleQuery<AdminEbook[]>(ebookListPath(search)));
  const create = new URLSearchParams(search);
  create.set(EDIT_PARAM, NEW_EBOOK);
  create.delete(SENT_PARAM);
  create.delete(RESULT_PARAM);
  return (
    <>
      <p>{t('ebooks.intro')}</p>
      <EbooksSentOutcome />
      {editing && editing !== NEW_EBOOK ? (
        <EditedEbook id={editing} />
      ) : editing === NEW_EBOOK ? (
        <EbookForm />
      ) : (
        <Button as={Link} to={{ search: `?${create}` }}>
          {t('ebooks.newEbook')}
        </Button>
      )}
      <EbookFilters />
      <QueryView query={query}>{(ebooks) => <EbookTable ebooks={ebooks} />}</QueryView>
    </>
  );
}

function EditedEbook({ id }: { id: string }) {
  const { t } = useEbookTexts();
  const query = useQuery(consoleQuery<AdminEbookDetail>(ebookApiPath(id)));
  if (httpStatusOf(query.error) === 404) return <p role="alert">{t('ebooks.notFound')}</p>;
  return (
    <QueryView query={query}>
      {(ebook) => <EbookForm key={`${ebook.id}:${ebook.version}`} ebook={ebook} />}
    </QueryView>
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
                {ebook.missing.length > 0
                  ? t('content.missingList', {
                      languages: ebook.missing.map((l) => t(`languages.${l}`)).join(', '),
                    })
                  : t('content.complete')}
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

/** What the last post did, after its redirect: said once for the page. */
function EbooksSentOutcome() {
  const { t } = useEbookTexts();
  return (
    <SentOutcome
      prefix={EBOOK_FORMS.prefix}
      text={(form, name) =>
        form === 'create'
          ? t('ebooks.created', { name })
          : form === 'delete'
            ? t('ebooks.removed')
            : t('ebooks.saved')
      }
    />
  );
}
