import {
  formText,
  leadFormFailure,
  sentRedirect,
  type FormValues,
  type SectionActionArgs,
} from 'shared-ui';
import {
  readTranslatedTexts,
  translatedFieldNames,
  type TranslatedField,
} from '../content/translatedForm';
import type { ConsoleForms } from '../frame/consoleAction';
import {
  fieldNamedBy,
  oneOf,
  recordActionForms,
  recordFormNames,
  recordFormOf,
} from '../records/recordForms';
import { roadmapItemPath, ROADMAP_ITEMS_PATH } from './roadmapPaths';

/** The roadmap page's forms: a new item, and per item an edit, on/off, deleting. */
export const ROADMAP_FORM_PREFIX = 'roadmap';
const ROADMAP_FORMS = recordFormNames(ROADMAP_FORM_PREFIX, ['create', 'edit', 'active', 'delete']);
export const CREATE_ROADMAP_FORM = ROADMAP_FORMS.create;
export const roadmapForm = (kind: 'edit' | 'active' | 'delete', itemId: string) =>
  recordFormOf(ROADMAP_FORMS[kind], itemId);

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

/** Saving an edit, with the version it started from: someone else's change meanwhile is refused (409). */
async function save({ api, formData, request }: SectionActionArgs, itemId: string, form: string) {
  const values = valuesOf(formData);
  try {
    await api('POST', roadmapItemPath(itemId), {
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
  try {
    await api('POST', ROADMAP_ITEMS_PATH, { key: values.key, ...bodyOf(formData, values) });
  } catch (error) {
    return failed(error, values, form);
  }
  return sentRedirect(request, { form, result: values['texts.de.title']?.trim() });
}

const { active: setActive, delete: remove } = recordActionForms({
  apiPath: roadmapItemPath,
  failed: (error, form) => failed(error, {}, form),
  nameField: 'name',
  // Back to the list: the item being edited is gone.
  listAfterDelete: (list) => {
    list.search = '';
  },
});

export const roadmapForms: ConsoleForms = {
  [CREATE_ROADMAP_FORM]: create,
  [ROADMAP_FORMS.edit]: save,
  [ROADMAP_FORMS.active]: setActive,
  [ROADMAP_FORMS.delete]: remove,
};
