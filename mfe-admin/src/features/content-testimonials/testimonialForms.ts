import type { FormValues } from 'shared-ui';
import type { ConsoleForms } from '../frame/consoleAction';
import { readTranslatedTexts, type TranslatedField } from '../content/translatedForm';
import { translatedFormFields, translatedRecordForms } from '../content/translatedRecordForms';
import { recordFormSet } from '../records/recordForms';
import { EDIT_PARAM, TESTIMONIALS_API } from './testimonialPaths';

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

export const TESTIMONIAL_FORM_FIELDS = translatedFormFields(
  TESTIMONIAL_RECORD_FIELDS,
  TESTIMONIAL_TEXT_FIELDS,
);

export type TestimonialValues = FormValues<string>;

const bodyOf = (formData: FormData, values: TestimonialValues) => ({
  name: values.name,
  imageUrl: values.imageUrl?.trim() ? values.imageUrl : null,
  country: values.country,
  language: values.language,
  texts: readTranslatedTexts(formData, TESTIMONIAL_TEXT_FIELDS),
  active: values.active === 'true',
});

export const testimonialForms: ConsoleForms = translatedRecordForms({
  formSet: TESTIMONIAL_FORMS,
  recordFields: TESTIMONIAL_RECORD_FIELDS,
  textFields: TESTIMONIAL_TEXT_FIELDS,
  listPath: TESTIMONIALS_API,
  editParam: EDIT_PARAM,
  bodyOf,
  resultOf: (values) => values.name?.trim() ?? '',
});
