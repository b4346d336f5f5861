import {
  formText,
  leadFormFailure,
  sentRedirect,
  type FormValues,
  type SectionActionArgs,
} from 'shared-ui';
import type { ConsoleForms } from '../frame/consoleAction';
import { postActive, postDelete } from '../content/recordForms';
import {
  atFormFields,
  readTranslatedTexts,
  translatedFieldNames,
  translatedValues,
  type TranslatedField,
} from '../content/translatedForm';
import { EDIT_PARAM, testimonialApiPath, TESTIMONIALS_API } from './testimonialPaths';

/** The testimonials page's forms: a new one, and per testimonial an edit, on/off, deleting. */
export const CREATE_TESTIMONIAL_FORM = 'testimonial-create';
const TESTIMONIAL_FORMS = {
  edit: 'testimonial-edit',
  active: 'testimonial-active',
  delete: 'testimonial-delete',
};
export const testimonialForm = (kind: keyof typeof TESTIMONIAL_FORMS, id: string) =>
  `${TESTIMONIAL_FORMS[kind]}:${id}`;

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

/** Saving an edit with the version it started from (someone else's change meanwhile: 409). */
async function save({ api, formData, request }: SectionActionArgs, id: string, form: string) {
  const values = valuesOf(formData);
  try {
    await api('POST', testimonialApiPath(id), {
      ...bodyOf(formData, values),
      version: Number(values.version),
    });
  } catch (error) {
    return failed(error, values, form);
  }
  return sentRedirect(request, { form });
}

async function create({ api, formData, request }: SectionActionArgs, _id: string, form: string) {
  const values = valuesOf(formData);
  let id: string;
  try {
    const created = (await (
      await api('POST', TESTIMONIALS_API, bodyOf(formData, values))
    ).json()) as { id: string };
    id = created.id;
  } catch (error) {
    return failed(error, values, form);
  }
  const next = new URL(request.url);
  next.searchParams.set(EDIT_PARAM, id);
  return sentRedirect(new Request(next), { form, result: values.name?.trim() ?? '' });
}

export const testimonialForms: ConsoleForms = {
  [CREATE_TESTIMONIAL_FORM]: create,
  [TESTIMONIAL_FORMS.edit]: save,
  [TESTIMONIAL_FORMS.active]: (args, id, form) => postActive(args, testimonialApiPath(id), form),
  [TESTIMONIAL_FORMS.delete]: (args, id, form) =>
    postDelete(args, testimonialApiPath(id), form, EDIT_PARAM),
};
