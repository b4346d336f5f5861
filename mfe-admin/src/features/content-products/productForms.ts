import { leadFormDone, type FormValues } from 'shared-ui';
import type { ConsoleForms } from '../frame/consoleAction';
import { focusAfterMove, moveEntry, readMove, type MovedList } from '../content/listOrder';
import {
  readTranslatedTexts,
  translatedFieldName,
  type TranslatedField,
} from '../content/translatedForm';
import {
  translatedFormFields,
  translatedRecordForms,
  translatedRecordValues,
} from '../content/translatedRecordForms';
import { recordFormSet } from '../records/recordForms';
import { EDIT_PARAM, PRODUCTS_API } from './productPaths';

/** The products page's forms: a new product, and per product an edit, on/off, deleting. */
export const PRODUCT_FORMS = recordFormSet('product');
export const CREATE_PRODUCT_FORM = PRODUCT_FORMS.of('create');
export const productForm = (kind: 'edit' | 'active' | 'delete', productId: string) =>
  PRODUCT_FORMS.of(kind, productId);

/** The texts a product has per language (`texts.<language>.<name>`). */
export const PRODUCT_TEXT_FIELDS: readonly TranslatedField[] = [
  { name: 'name' },
  { name: 'shortDescription' },
  { name: 'longDescription' },
  { name: 'features', list: true },
  { name: 'ctaText' },
];

export const PRODUCT_RECORD_FIELDS = [
  'slug',
  'brand',
  'ctaLink',
  'imageUrl',
  'countries',
  'language',
  'active',
] as const;

/** Every field of the form, the names the API's field messages use. */
export const PRODUCT_FORM_FIELDS = translatedFormFields(PRODUCT_RECORD_FIELDS, PRODUCT_TEXT_FIELDS);

export type ProductValues = FormValues<string>;

const valuesOf = translatedRecordValues(PRODUCT_RECORD_FIELDS, PRODUCT_TEXT_FIELDS);

const bodyOf = (formData: FormData, values: ProductValues) => ({
  slug: values.slug,
  brand: values.brand,
  ctaLink: values.ctaLink,
  imageUrl: values.imageUrl?.trim() ? values.imageUrl : null,
  countries: values.countries ? values.countries.split(',') : [],
  language: values.language,
  texts: readTranslatedTexts(formData, PRODUCT_TEXT_FIELDS),
  active: values.active === 'true',
});

/**
 * A feature's up/down button: the form comes back with the features in the
 * new order (not saved yet), the same button focused where it moved to.
 */
function moved(formData: FormData, form: string) {
  const move = readMove(formData);
  if (!move) return undefined;
  const values = valuesOf(formData);
  const name = translatedFieldName(move.language as 'de', 'features');
  values[name] = moveEntry(values[name] ?? '', move.index, move.direction);
  const focus = focusAfterMove(move.language, move.index, move.direction, values[name]);
  return leadFormDone<MovedList>(
    { kind: 'moved', values: values as Record<string, string>, focus },
    form,
  );
}

export const productForms: ConsoleForms = translatedRecordForms({
  formSet: PRODUCT_FORMS,
  recordFields: PRODUCT_RECORD_FIELDS,
  textFields: PRODUCT_TEXT_FIELDS,
  listPath: PRODUCTS_API,
  editParam: EDIT_PARAM,
  bodyOf,
  resultOf: (values) => (values[`texts.${values.language}.name`] ?? '').trim(),
  // A feature's move answers the form before it is saved; any other post saves.
  answerFirst: moved,
});
