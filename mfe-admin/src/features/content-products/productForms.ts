import {
  formText,
  leadFormDone,
  leadFormFailure,
  sentRedirect,
  type FormValues,
  type SectionActionArgs,
} from 'shared-ui';
import type { ConsoleForms } from '../frame/consoleAction';
import { focusAfterMove, moveEntry, readMove, type MovedList } from '../content/listOrder';
import { postActive, postDelete } from '../content/recordForms';
import {
  atFormFields,
  readTranslatedTexts,
  translatedFieldName,
  translatedFieldNames,
  translatedValues,
  type TranslatedField,
} from '../content/translatedForm';
import { EDIT_PARAM, productApiPath, PRODUCTS_API } from './productPaths';

/** The products page's forms: a new product, and per product an edit, on/off, deleting. */
export const CREATE_PRODUCT_FORM = 'product-create';
const PRODUCT_FORMS = { edit: 'product-edit', active: 'product-active', delete: 'product-delete' };
export const productForm = (kind: keyof typeof PRODUCT_FORMS, productId: string) =>
  `${PRODUCT_FORMS[kind]}:${productId}`;

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

/** Saving an edit, with the version it started from: someone else's change meanwhile is refused (409). */
async function save(
  { api, formData, request }: SectionActionArgs,
  productId: string,
  form: string,
) {
  const reordered = moved(formData, form);
  if (reordered) return reordered;
  const values = valuesOf(formData);
  try {
    await api('POST', productApiPath(productId), {
      ...bodyOf(formData, values),
      version: Number(values.version),
    });
  } catch (error) {
    return failed(error, values, form);
  }
  return sentRedirect(request, { form });
}

async function create({ api, formData, request }: SectionActionArgs, _id: string, form: string) {
  const reordered = moved(formData, form);
  if (reordered) return reordered;
  const values = valuesOf(formData);
  let id: string;
  try {
    const created = (await (await api('POST', PRODUCTS_API, bodyOf(formData, values))).json()) as {
      id: string;
    };
    id = created.id;
  } catch (error) {
    return failed(error, values, form);
  }
  // On to the new product's edit.
  const next = new URL(request.url);
  next.searchParams.set(EDIT_PARAM, id);
  const name = formText(formData, `texts.${values.language}.name`).trim();
  return sentRedirect(new Request(next), { form, result: name });
}

export const productForms: ConsoleForms = {
  [CREATE_PRODUCT_FORM]: create,
  [PRODUCT_FORMS.edit]: save,
  [PRODUCT_FORMS.active]: (args, id, form) => postActive(args, productApiPath(id), form),
  [PRODUCT_FORMS.delete]: (args, id, form) =>
    postDelete(args, productApiPath(id), form, EDIT_PARAM),
};
