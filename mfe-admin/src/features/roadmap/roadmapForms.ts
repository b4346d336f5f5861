import { formText, leadFormFailure, type FormValues } from 'shared-ui';
import {
  readTranslatedTexts,
  translatedFieldNames,
  type TranslatedField,
} from '../content/translatedForm';
import type { ConsoleForms } from '../frame/consoleAction';
import {
  fieldNamedBy,
  oneOf,
  createForm,
  editForm,
  recordActionForms,
  recordFormSet,
} from '../records/recordForms';
import { roadmapItemPath, ROADMAP_ITEMS_PATH } from './roadmapPaths';

/** The roadmap page's forms: a new item, and per item an edit, on/off, deleting. */
export const ROADMAP_FORMS = recordFormSet('roadmap');
export const CREATE_ROADMAP_FORM = ROADMAP_FORMS.of('create');
export const roadmapForm = (kind: 'edit' | 'active' | 'delete', itemId: string) =>
  ROADMAP_FORMS.of(kind, itemId);

/** The texts an item has per language (`texts.<language>.<name>`), German required. */
export const ROADMAP_TEXT_FIELDS: readonly TranslatedField[] = [
  { name: 'title' },
  { name: 'description' },
];

export const ROADMAP_FIELDS = [
  'key',
  'date',
  'precision',
  'status',
  'gradientType',
  'order',
  'active',
  ...translatedFieldNames(ROADMAP_TEXT_FIELDS),
] as const;
export type RoadmapField = (typeof ROADMAP_FIELDS)[number] | 'version';
export type RoadmapValues = FormValues<RoadmapField>;

const valuesOf = (formData: FormData): RoadmapValues => ({
  ...Object.fromEntries(ROADMAP_FIELDS.map((field) => [field, formText(formData, field)])),
  // A checkbox sends nothing when it is off.
  active: formText(formData, 'active') === 'true' ? 'true' : 'false',
  version: formText(formData, 'version'),
});

/**
 * The texts per language; a language left blank has none (not translated
 * yet: the site shows German). German is always sent: blank, the API says
 * which of its fields is missing, at that field.
 */
function textsOf(formData: FormData) {
  const texts = readTranslatedTexts(formData, ROADMAP_TEXT_FIELDS);
  return { ...texts, de: texts.de ?? { title: '', description: '' } };
}

const bodyOf = (formData: FormData, values: RoadmapValues) => ({
  date: values.date,
  precision: values.precision,
  status: values.status,
  gradientType: values.gradientType,
  order: values.order === '' || values.order === undefined ? Number.NaN : Number(values.order),
  active: values.active === 'true',
  texts: textsOf(formData),
});

/** The field the API named first (the form's fields have the API's names), else the German title. */
const fieldOf = (error: unknown): RoadmapField =>
  fieldNamedBy<RoadmapField>(error, oneOf(ROADMAP_FIELDS), 'texts.de.title');

const failed = (error: unknown, values: RoadmapValues, form: string) =>
  leadFormFailure<RoadmapField>(error, values, fieldOf(error), form);

const save = editForm({ valuesOf, bodyOf, failed, apiPath: roadmapItemPath });

const create = createForm({
  valuesOf,
  // The key is given once, at creation: the board links its entries by it.
  bodyOf: (formData, values) => ({ key: values.key, ...bodyOf(formData, values) }),
  failed,
  listPath: ROADMAP_ITEMS_PATH,
  resultOf: (values) => values['texts.de.title']?.trim(),
});

const { active: setActive, delete: remove } = recordActionForms({
  apiPath: roadmapItemPath,
  failed: (error, form) => failed(error, {}, form),
  nameField: 'name',
  // Back to the list: the item being edited is gone.
  listAfterDelete: (list) => {
    list.search = '';
  },
});

export const roadmapForms: ConsoleForms = ROADMAP_FORMS.forms({
  create,
  edit: save,
  active: setActive,
  delete: remove,
});
