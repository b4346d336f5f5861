import type { FormValues } from 'shared-ui';
import type { ConsoleForms } from '../frame/consoleAction';
import { readTranslatedTexts, type TranslatedField } from '../content/translatedForm';
import { translatedFormFields, translatedRecordForms } from '../content/translatedRecordForms';
import { recordFormSet } from '../records/recordForms';
import { EBOOKS_API, EDIT_PARAM } from './ebookPaths';

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
export const EBOOK_FORM_FIELDS = translatedFormFields(EBOOK_RECORD_FIELDS, EBOOK_TEXT_FIELDS);

export type EbookValues = FormValues<string>;

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

export const ebookForms: ConsoleForms = translatedRecordForms({
  formSet: EBOOK_FORMS,
  recordFields: EBOOK_RECORD_FIELDS,
  textFields: EBOOK_TEXT_FIELDS,
  listPath: EBOOKS_API,
  editParam: EDIT_PARAM,
  bodyOf,
  resultOf: (values) => (values[`texts.${values.language}.title`] ?? '').trim(),
});
