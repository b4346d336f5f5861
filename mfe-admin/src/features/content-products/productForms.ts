import { formText, leadFormDone, leadFormFailure, type FormValues } from 'shared-ui';
import type { ConsoleFormHandler, ConsoleForms } from '../frame/consoleAction';
import { focusAfterMove, moveEntry, readMove, type MovedList } from '../content/listOrder';
import {
  atFormFields,
  readTranslatedTexts,
  translatedFieldName,
  translatedFieldNames,
  translatedValues,
  type TranslatedField,
} from '../content/translatedForm';
import { createForm, editForm, recordActionForms, recordFormSet } from '../records/recordForms';
import { EDIT_PARAM, productApiPath, PRODUCTS_API } from './productPaths';

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
export const PRODUCT_FORM_FIELDS: readonly string[] = [
  ...PRODUCT_RECORD_FIELDS,
  ...translatedFieldNames(PRODUCT_TEXT_FIELDS),
];

export type ProductValues = FormValues<string>;

const valuesOf = (formData: FormData): ProductValues => ({
  ...Object.fromEntries(PRODUCT_RECORD_FIELDS.map((field) => [field, formText(formData, field)])),
  // Several boxes of one name: kept as a list, as the form shows it again.
  countries: formData.getAll('countries').map(String).join(','),
  // A checkbox sends nothing when it is off.
  active: formText(formData, 'active') === 'true' ? 'true' : 'false',
  version: formText(formData, 'version'),
  ...translatedValues(formData, PRODUCT_TEXT_FIELDS),
});

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

const failed = (error: unknown, values: ProductValues, form: string) =>
  leadFormFailure<string>(
    atFormFields(error, PRODUCT_FORM_FIELDS),
    values,
    PRODUCT_FORM_FIELDS,
    form,
  );

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

/** A feature's move answers the form before it is saved; any other post saves. */
const orMove =
  (save: ConsoleFormHandler): ConsoleFormHandler =>
  async (args, id, form) =>
    moved(args.formData, form) ?? save(args, id, form);

const save = editForm({ valuesOf, bodyOf, failed, apiPath: productApiPath });

const create = createForm({
  valuesOf,
  bodyOf,
  failed,
  listPath: PRODUCTS_API,
  // On to the new product's edit.
  openParam: EDIT_PARAM,
  resultOf: (values) => (values[`texts.${values.language}.name`] ?? '').trim(),
});

const { active: setActive, delete: remove } = recordActionForms({
  apiPath: productApiPath,
  failed: (error, form) => failed(error, {}, form),
  nameField: 'title',
  // Back to the list (filters kept): the product being edited is gone.
  listAfterDelete: (list) => list.searchParams.delete(EDIT_PARAM),
});

export const productForms: ConsoleForms = PRODUCT_FORMS.forms({
  create: orMove(create),
  edit: orMove(save),
  active: setActive,
  delete: remove,
});
