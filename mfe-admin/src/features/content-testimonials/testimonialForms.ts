import { formText, leadFormFailure, type FormValues } from 'shared-ui';
import type { ConsoleForms } from '../frame/consoleAction';
import {
  atFormFields,
  readTranslatedTexts,
  translatedFieldNames,
  translatedValues,
  type TranslatedField,
} from '../content/translatedForm';
import { createForm, editForm, recordActionForms, recordFormSet } from '../records/recordForms';
import { EDIT_PARAM, testimonialApiPath, TESTIMONIALS_API } from './testimonialPaths';

/** The testimonials page's forms: a new one, and per testimonial an edit, on/off, deleting. */
export const TESTIMONIAL_FORMS = recordFormSet('testimonial');
export const CREATE_TESTIMONIAL_FORM = TESTIMONIAL_FORMS.of('create');
export const testimonialForm = (kind: 'edit' | 'active' | 'delete', id: string) =>
  TESTIMONIAL_FORMS.of(kind, id);

/** The texts a testimonial has per language (`texts.<language>.<name>`). */
export const TESTIMONIAL_TEXT_FIELDS: readonly TranslatedField[] = [
  { name: 'quote' },
  { name: 'business' },
  { name: 'industry' },
  { name: 'location' },
];

export const TESTIMONIAL_RECORD_FIELDS = [
  'name',
  'imageUrl',
  'country',
  'language',
  'active',
] as const;

export const TESTIMONIAL_FORM_FIELDS: readonly string[] = [
  ...TESTIMONIAL_RECORD_FIELDS,
  ...translatedFieldNames(TESTIMONIAL_TEXT_FIELDS),
];

export type TestimonialValues = FormValues<string>;

const valuesOf = (formData: FormData): TestimonialValues => ({
  ...Object.fromEntries(
    TESTIMONIAL_RECORD_FIELDS.map((field) => [field, formText(formData, field)]),
  ),
  active: formText(formData, 'active') === 'true' ? 'true' : 'false',
  version: formText(formData, 'version'),
  ...translatedValues(formData, TESTIMONIAL_TEXT_FIELDS),
});

const bodyOf = (formData: FormData, values: TestimonialValues) => ({
  name: values.name,
  imageUrl: values.imageUrl?.trim() ? values.imageUrl : null,
  country: values.country,
  language: values.language,
  texts: readTranslatedTexts(formData, TESTIMONIAL_TEXT_FIELDS),
  active: values.active === 'true',
});

const failed = (error: unknown, values: TestimonialValues, form: string) =>
  leadFormFailure<string>(
    atFormFields(error, TESTIMONIAL_FORM_FIELDS),
    values,
    TESTIMONIAL_FORM_FIELDS,
    form,
  );

const save = editForm({ valuesOf, bodyOf, failed, apiPath: testimonialApiPath });

const create = createForm({
  valuesOf,
  bodyOf,
  failed,
  listPath: TESTIMONIALS_API,
  // On to the new testimonial's edit.
  openParam: EDIT_PARAM,
  resultOf: (values) => values.name?.trim() ?? '',
});

const { active: setActive, delete: remove } = recordActionForms({
  apiPath: testimonialApiPath,
  failed: (error, form) => failed(error, {}, form),
  nameField: 'title',
  // Back to the list (filters kept): the testimonial being edited is gone.
  listAfterDelete: (list) => list.searchParams.delete(EDIT_PARAM),
});

export const testimonialForms: ConsoleForms = TESTIMONIAL_FORMS.forms({
  create,
  edit: save,
  active: setActive,
  delete: remove,
});
