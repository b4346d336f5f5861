import { formText, leadFormFailure, type FormValues } from 'shared-ui';
import type { ConsoleForms } from '../frame/consoleAction';
import { createForm, editForm, recordActionForms, recordFormSet } from '../records/recordForms';
import {
  atFormFields,
  readTranslatedTexts,
  translatedFieldNames,
  translatedValues,
  type TranslatedField,
} from '../content/translatedForm';
import { ebookApiPath, EBOOKS_API, EDIT_PARAM } from './ebookPaths';

/** The e-books page's forms: a new e-book, and per e-book an edit, on/off, deleting. */
export const EBOOK_FORMS = recordFormSet('ebook');
export const CREATE_EBOOK_FORM = EBOOK_FORMS.of('create');
export const ebookForm = (kind: 'edit' | 'active' | 'delete', ebookId: string) =>
  EBOOK_FORMS.of(kind, ebookId);

/** The texts an e-book has per language (`texts.<language>.<name>`). */
export const EBOOK_TEXT_FIELDS: readonly TranslatedField[] = [
  { name: 'title' },
  { name: 'categoryLabel' },
  { name: 'description' },
  { name: 'highlights', list: true },
];

export const EBOOK_RECORD_FIELDS = [
  'slug',
  'numericId',
  'category',
  'googleSlidesUrl',
  'gradientType',
  'countries',
  'language',
  'active',
] as const;

/** Every field of the form, the names the API's field messages use. */
export const EBOOK_FORM_FIELDS: readonly string[] = [
  ...EBOOK_RECORD_FIELDS,
  ...translatedFieldNames(EBOOK_TEXT_FIELDS),
];

export type EbookValues = FormValues<string>;

const valuesOf = (formData: FormData): EbookValues => ({
  ...Object.fromEntries(EBOOK_RECORD_FIELDS.map((field) => [field, formText(formData, field)])),
  // Several boxes of one name: kept as a list, as the form shows it again.
  countries: formData.getAll('countries').map(String).join(','),
  // A checkbox sends nothing when it is off.
  active: formText(formData, 'active') === 'true' ? 'true' : 'false',
  version: formText(formData, 'version'),
  ...translatedValues(formData, EBOOK_TEXT_FIELDS),
});

/** An empty numeric id is none; anything else is sent as typed (the API says what is wrong). */
const numericIdOf = (text: string) => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
};

const bodyOf = (formData: FormData, values: EbookValues) => ({
  slug: values.slug,
  numericId: numericIdOf(values.numericId ?? ''),
  category: values.category,
  googleSlidesUrl: values.googleSlidesUrl,
  gradientType: values.gradientType,
  countries: values.countries ? values.countries.split(',') : [],
  language: values.language,
  texts: readTranslatedTexts(formData, EBOOK_TEXT_FIELDS),
  active: values.active === 'true',
});

const failed = (error: unknown, values: EbookValues, form: string) =>
  leadFormFailure<string>(atFormFields(error, EBOOK_FORM_FIELDS), values, EBOOK_FORM_FIELDS, form);

const save = editForm({ valuesOf, bodyOf, failed, apiPath: ebookApiPath });

const create = createForm({
  valuesOf,
  bodyOf,
  failed,
  listPath: EBOOKS_API,
  // On to the new e-book's edit: its preview link is there.
  openParam: EDIT_PARAM,
  resultOf: (values) => (values[`texts.${values.language}.title`] ?? '').trim(),
});

const { active: setActive, delete: remove } = recordActionForms({
  apiPath: ebookApiPath,
  failed: (error, form) => failed(error, {}, form),
  nameField: 'title',
  // Back to the list (filters kept): the e-book being edited is gone.
  listAfterDelete: (list) => list.searchParams.delete(EDIT_PARAM),
});

export const ebookForms: ConsoleForms = EBOOK_FORMS.forms({
  create,
  edit: save,
  active: setActive,
  delete: remove,
});
