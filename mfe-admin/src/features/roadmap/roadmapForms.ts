import type { Language } from 'contracts';
import {
  formText,
  HttpError,
  leadFormDone,
  leadFormFailure,
  sentRedirect,
  type FormValues,
  type SectionActionArgs,
} from 'shared-ui';
import type { ConsoleForms } from '../frame/consoleAction';
import { roadmapItemPath, ROADMAP_ITEMS_PATH } from './roadmapPaths';

/** The roadmap page's forms: a new item, and per item an edit, on/off, deleting. */
export const CREATE_ROADMAP_FORM = 'roadmap-create';
const ROADMAP_FORMS = { edit: 'roadmap-edit', active: 'roadmap-active', delete: 'roadmap-delete' };
export const roadmapForm = (kind: keyof typeof ROADMAP_FORMS, itemId: string) =>
  `${ROADMAP_FORMS[kind]}:${itemId}`;

/** The button that confirms a deletion: without it the page asks first. */
export const CONFIRM_FIELD = 'confirm';

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

/** The question a deletion asks before it is done. */
export type RoadmapQuestion = { kind: 'delete'; name: string };

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
function fieldOf(error: unknown): RoadmapField {
  if (error instanceof HttpError) {
    try {
      const { fields } = JSON.parse(error.body) as { fields?: Record<string, string> };
      const named = Object.keys(fields ?? {})
        .map((key) => key.replace(/^texts\.(de|es|fr)\.(title|description)$/, '$1_$2'))
        .find((key): key is RoadmapField => (ROADMAP_FIELDS as readonly string[]).includes(key));
      if (named) return named;
    } catch {
      // not JSON: the form's general message
    }
  }
  return 'de_title';
}

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

async function setActive(
  { api, formData, request }: SectionActionArgs,
  itemId: string,
  form: string,
) {
  const active = formText(formData, 'active') === 'true';
  try {
    await api('POST', roadmapItemPath(itemId, 'active'), { active });
  } catch (error) {
    return failed(error, {}, form);
  }
  return sentRedirect(request, { form });
}

async function remove({ api, formData, request }: SectionActionArgs, itemId: string, form: string) {
  if (formText(formData, CONFIRM_FIELD) !== 'yes')
    return leadFormDone<RoadmapQuestion>(
      { kind: 'delete', name: formText(formData, 'name') },
      form,
    );
  try {
    await api('POST', roadmapItemPath(itemId, 'delete'), {});
  } catch (error) {
    return failed(error, {}, form);
  }
  // Back to the list: the item being edited is gone.
  const list = new URL(request.url);
  list.search = '';
  return sentRedirect(new Request(list), { form });
}

export const roadmapForms: ConsoleForms = {
  [CREATE_ROADMAP_FORM]: create,
  [ROADMAP_FORMS.edit]: save,
  [ROADMAP_FORMS.active]: setActive,
  [ROADMAP_FORMS.delete]: remove,
};
