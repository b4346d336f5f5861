import type { AdminTestimonial, AdminTestimonialDetail } from 'contracts/admin';
import { COUNTRIES } from 'contracts/locale-codes';
import { useSearchParams } from 'react-router-dom';
import { InputField, SelectField } from 'shared-ui';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { FilterForm, useFilterValue } from '../frame/FilterForm';
import { TableScroll } from '../frame/TableScroll';
import { MissingTranslations } from '../content/TranslatedFields';
import { EditorAndList } from '../records/EditorAndList';
import { RecordActions, recordActionTexts } from '../records/RecordActions';
import { TestimonialForm, useTestimonialTexts } from './TestimonialForm';
import { TESTIMONIAL_FORMS, testimonialForm } from './testimonialForms';
import { EDIT_PARAM, FILTER_PARAMS, TESTIMONIALS_API } from './testimonialPaths';

/** Testimonials (admins, editors): the filtered list, a new one (`?stimme=neu`), the edit of one. */
export function TestimonialsPage() {
  return <ConsoleFrame page="testimonials">{() => <Testimonials />}</ConsoleFrame>;
}

const titleOf = (testimonial: AdminTestimonial) => `${testimonial.name} (${testimonial.business})`;

function Testimonials() {
  const { t } = useTestimonialTexts();
  return (
    <EditorAndList<AdminTestimonial, AdminTestimonialDetail>
      block="testimonials"
      formPrefix={TESTIMONIAL_FORMS.prefix}
      editParam={EDIT_PARAM}
      newLabel={t('testimonials.newTestimonial')}
      listPath={TESTIMONIALS_API}
      filterParams={FILTER_PARAMS}
      editor={(testimonial) => <TestimonialForm testimonial={testimonial} />}
      filters={<TestimonialFilters />}
      list={(items) => <TestimonialTable testimonials={items} />}
    />
  );
}

/** The filters as a GET form: in the URL (bookmark, reload, no script). */
function TestimonialFilters() {
  const { t } = useTestimonialTexts();
  const value = useFilterValue();
  const all = { value: '', label: t('testimonials.all') };
  return (
    <FilterForm
      label={t('testimonials.filters')}
      apply={t('testimonials.apply')}
      reset={t('testimonials.reset')}
    >
      <InputField
        label={t('testimonials.search')}
        name="q"
        type="search"
        maxLength={191}
        defaultValue={value('q')}
      />
      <SelectField
        label={t('testimonials.country')}
        name="country"
        defaultValue={value('country')}
        options={[all, ...COUNTRIES.map((country) => ({ value: country, label: country }))]}
      />
      <SelectField
        label={t('testimonials.status')}
        name="active"
        defaultValue={value('active')}
        options={[
          all,
          { value: 'true', label: t('testimonials.active') },
          { value: 'false', label: t('testimonials.inactive') },
        ]}
      />
    </FilterForm>
  );
}

function TestimonialTable({ testimonials }: { testimonials: AdminTestimonial[] }) {
  const { t } = useTestimonialTexts();
  if (testimonials.length === 0) return <p>{t('testimonials.empty')}</p>;
  return (
    <TableScroll aria-label={t('testimonials.caption')}>
      <table>
        <caption>{t('testimonials.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('testimonials.name')}</th>
            <th scope="col">{t('testimonials.business')}</th>
            <th scope="col">{t('testimonials.country')}</th>
            <th scope="col">{t('testimonials.translations')}</th>
            <th scope="col">{t('testimonials.status')}</th>
            <th scope="col">{t('testimonials.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {testimonials.map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.name}</th>
              <td lang={item.language}>{item.business}</td>
              <td>{item.country}</td>
              <td>
                <MissingTranslations missing={item.missing} />
              </td>
              <td>{item.active ? t('testimonials.active') : t('testimonials.inactive')}</td>
              <td>
                <TestimonialActions testimonial={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** One testimonial's actions: edit it (the list's filters kept), switch it on or off, delete it (asked first). */
function TestimonialActions({ testimonial }: { testimonial: AdminTestimonial }) {
  const { t, formFailureText } = useTestimonialTexts();
  const [search] = useSearchParams();
  const edit = new URLSearchParams(search);
  edit.set(EDIT_PARAM, testimonial.id);
  const title = titleOf(testimonial);
  return (
    <RecordActions
      record={testimonial}
      editSearch={`?${edit}`}
      forms={{
        active: testimonialForm('active', testimonial.id),
        delete: testimonialForm('delete', testimonial.id),
      }}
      named={{ field: 'title', value: title }}
      texts={recordActionTexts(t, 'testimonials', { title })}
      failureText={formFailureText}
    />
  );
}
