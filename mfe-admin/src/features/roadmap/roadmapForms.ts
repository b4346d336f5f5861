import type { Language } from 'contracts';
import {
  formText,
  leadFormFailure,
  sentRedirect,
  type FormValues,
  type SectionActionArgs,
} from 'shared-ui';
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
const ROADMAP_FORMS = recordFormNames('roadmap', ['create', 'edit', 'active', 'delete']);
export const CREATE_ROADMAP_FORM = ROADMAP_FORMS.create;
export const roadmapForm = (kind: 'edit' | 'active' | 'delete', itemId: string) =>
  recordFormOf(ROADMAP_FORMS[kind], itemId);

export const TEXT_LANGUAGES = ['de', 'es', 'fr'] as const satisfies readonly Language[];
/** A language's text field in the form: `de_title`, `fr_description`. */
export const textFieldName = (language: Language, part: 'title' | 'description') =>
  `${language}_${part}` as const;

export const ROADMAP_FIELDS = [
  'key',
  'date',
  'precision',
  'status',
  'gradientType',
  'order',
  'active',
  ...TEXT_LANGUAGES.flatMap((language) => [
    textFieldName(language, 'title'),
    textFieldName(language, 'description'),
  ]),
] as const;
export type RoadmapField = (typeof ROADMAP_FIELDS)[number] | 'version';
export type RoadmapValues = FormValues<RoadmapField>;

const valuesOf = (formData: FormData): RoadmapValues => ({
  ...Object.fromEntries(ROADMAP_FIELDS.map((field) => [field, formText(formData, field)])),
  // A checkbox sends nothing when it is off.
  active: formText(formData, 'active') === 'true' ? 'true' : 'false',
  version: formText(formData, 'version'),
});

/** A language's texts, or null when both fields are empty (not translated yet: German is shown). */
function textsIn(values: RoadmapValues, language: Language) {
  const title = values[textFieldName(language, 'title')] ?? '';
  const description = values[textFieldName(language, 'description')] ?? '';
  return language !== 'de' && !title.trim() && !description.trim() ? null : { title, description };
}

const bodyOf = (values: RoadmapValues) => ({
  date: values.date,
  precision: values.precision,
  status: values.status,
  gradientType: values.gradientType,
  order: values.order === '' || values.order === undefined ? Number.NaN : Number(values.order),
  active: values.active === 'true',
  texts: Object.fromEntries(
    TEXT_LANGUAGES.map((language) => [language, textsIn(values, language)]),
  ),
});

/** The field the API named first (`texts.es.title` is the form's `es_title`), else the German title. */
const fieldOf = (error: unknown): RoadmapField =>
  fieldNamedBy<RoadmapField>(
    error,
    (name) =>
      oneOf(ROADMAP_FIELDS)(name.replace(/^texts\.(de|es|fr)\.(title|description)$/, '$1_$2')),
    'de_title',
  );

const failed = (error: unknown, values: RoadmapValues, form: string) =>
  leadFormFailure<RoadmapField>(error, values, fieldOf(error), form);

/** Saving an edit, with the version it started from: someone else's change meanwhile is refused (409). */
async function save({ api, formData, request }: SectionActionArgs, itemId: string, form: string) {
  const values = valuesOf(formData);
  try {
    await api('POST', roadmapItemPath(itemId), {
      ...bodyOf(values),
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
    await api('POST', ROADMAP_ITEMS_PATH, { key: values.key, ...bodyOf(values) });
  } catch (error) {
    return failed(error, values, form);
  }
  return sentRedirect(request, { form, result: values.de_title?.trim() });
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
