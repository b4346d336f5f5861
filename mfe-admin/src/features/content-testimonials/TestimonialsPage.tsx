import { useQuery } from '@tanstack/react-query';
import type { AdminTestimonial } from 'contracts/admin';
import { COUNTRIES } from 'contracts/locale-codes';
import { Form, Link, useSearchParams } from 'react-router-dom';
import {
  Button,
  colors,
  httpStatusOf,
  InputField,
  RESULT_PARAM,
  SelectField,
  SENT_PARAM,
  space,
} from 'shared-ui';
import styled from 'styled-components';
import { consoleQuery } from '../api/consoleApi';
import { NEW_RECORD, recordListPath } from '../content/recordPaths';
import { RecordActions } from '../content/RecordActions';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { Outcome } from '../frame/Outcome';
import { QueryView } from '../frame/QueryView';
import { TableScroll } from '../frame/TableScroll';
import { TestimonialForm, useTestimonialTexts } from './TestimonialForm';
import { CREATE_TESTIMONIAL_FORM, testimonialForm } from './testimonialForms';
import {
  EDIT_PARAM,
  FILTER_PARAMS,
  testimonialApiPath,
  TESTIMONIALS_API,
} from './testimonialPaths';

/** Testimonials (admins, editors): the filtered list, a new one (`?stimme=neu`), the edit of one. */
export function TestimonialsPage() {
  return <ConsoleFrame page="testimonials">{() => <Testimonials />}</ConsoleFrame>;
}

const titleOf = (testimonial: AdminTestimonial) => `${testimonial.name} (${testimonial.business})`;

function Testimonials() {
  const { t } = useTestimonialTexts();
  const [search] = useSearchParams();
  const editing = search.get(EDIT_PARAM);
  const query = useQuery(
    consoleQuery<AdminTestimonial[]>(recordListPath(TESTIMONIALS_API, FILTER_PARAMS, search)),
  );
  const create = new URLSearchParams(search);
  create.set(EDIT_PARAM, NEW_RECORD);
  create.delete(SENT_PARAM);
  create.delete(RESULT_PARAM);
  return (
    <>
      <p>{t('testimonials.intro')}</p>
      <SentOutcome />
      {editing && editing !== NEW_RECORD ? (
        <EditedTestimonial id={editing} />
      ) : editing === NEW_RECORD ? (
        <TestimonialForm />
      ) : (
        <Button as={Link} to={{ search: `?${create}` }}>
          {t('testimonials.newTestimonial')}
        </Button>
      )}
      <FilterForm />
      <QueryView query={query}>{(items) => <TestimonialTable testimonials={items} />}</QueryView>
    </>
  );
}

function EditedTestimonial({ id }: { id: string }) {
  const { t } = useTestimonialTexts();
  const query = useQuery(consoleQuery<AdminTestimonial>(testimonialApiPath(id)));
  if (httpStatusOf(query.error) === 404) return <p role="alert">{t('testimonials.notFound')}</p>;
  return (
    <QueryView query={query}>
      {(item) => <TestimonialForm key={`${item.id}:${item.version}`} testimonial={item} />}
    </QueryView>
  );
}

function FilterForm() {
  const { t } = useTestimonialTexts();
  const [search] = useSearchParams();
  const value = (field: string) => search.get(field) ?? '';
  const all = { value: '', label: t('testimonials.all') };
  return (
    <Filters
      method="get"
      key={search.toString()}
      aria-label={t('testimonials.filters')}
      role="search"
    >
      <Grid>
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
      </Grid>
      <Actions>
        <Button type="submit">{t('testimonials.apply')}</Button>
        <Button as={Link} to="?" $variant="secondary">
          {t('testimonials.reset')}
        </Button>
      </Actions>
    </Filters>
  );
}

function TestimonialTable({ testimonials }: { testimonials: AdminTestimonial[] }) {
  const { t, formFailureText } = useTestimonialTexts();
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
                {item.missing.length > 0
                  ? t('content.missingList', {
                      languages: item.missing.map((l) => t(`languages.${l}`)).join(', '),
                    })
                  : t('content.complete')}
              </td>
              <td>{item.active ? t('testimonials.active') : t('testimonials.inactive')}</td>
              <td>
                <RecordActions
                  id={item.id}
                  title={titleOf(item)}
                  active={item.active}
                  editParam={EDIT_PARAM}
                  activeForm={testimonialForm('active', item.id)}
                  deleteForm={testimonialForm('delete', item.id)}
                  block="testimonials"
                  failureText={formFailureText}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function SentOutcome() {
  const { t } = useTestimonialTexts();
  const [search] = useSearchParams();
  const sent = search.get(SENT_PARAM) ?? '';
  const name = search.get(RESULT_PARAM) ?? '';
  const text =
    sent === CREATE_TESTIMONIAL_FORM
      ? t('testimonials.created', { name })
      : sent.startsWith('testimonial-delete:')
        ? t('testimonials.removed')
        : sent.startsWith('testimonial-')
          ? t('testimonials.saved')
          : undefined;
  return text ? <Outcome outcome={{ text, failed: false }} /> : null;
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
