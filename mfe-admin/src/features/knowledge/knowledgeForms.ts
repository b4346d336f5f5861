import {
  formText,
  leadFormFailure,
  sentRedirect,
  type FormValues,
  type SectionActionArgs,
} from 'shared-ui';
import type { ConsoleForms } from '../frame/consoleAction';
import {
  createForm,
  editForm,
  fieldNamedBy,
  recordActionForms,
  recordFormSet,
  type RecordFormKind,
} from '../records/recordForms';
import { entryPath, KNOWLEDGE_KINDS, type KnowledgeKind } from './knowledgeKinds';
import { POSITION_FIELD } from './moveForm';

/**
 * The FAQ and glossary pages' forms: a new entry, and per entry an edit,
 * on/off, a move (up or down: the button pressed says which; or to a
 * position, where a dragged entry was dropped), deleting
 * (asked first). Each a real post to the page (consoleAction), so all of
 * it works without JavaScript; with it, in place.
 */
export type KnowledgeFormKind = RecordFormKind | 'move';

const formSetOf = (kind: KnowledgeKind) => recordFormSet<KnowledgeFormKind>(kind.formPrefix);
export const knowledgeForm = (kind: KnowledgeKind, form: KnowledgeFormKind, id = '') =>
  formSetOf(kind).of(form, id);

/** The form fields, named as the page names them (topic, title, text) for both kinds. */
export const ENTRY_FIELDS = ['country', 'language', 'topic', 'title', 'text', 'active'] as const;
export type EntryField = (typeof ENTRY_FIELDS)[number] | 'version';
export type EntryValues = FormValues<EntryField>;

/** The id of an entry's row: a move without script comes back scrolled to it. */
export const entryAnchor = (id: string) => `entry-${id}`;

/** The button of a move form: `direction` = up or down. */
export const DIRECTION_FIELD = 'direction';

/** A drop (moveForm.ts) sends a position; a button, its direction. */
function moveOf(formData: FormData): { position: number } | { direction: 'up' | 'down' } {
  const position = Number(formText(formData, POSITION_FIELD));
  if (Number.isInteger(position) && position >= 1) return { position };
  return { direction: formText(formData, DIRECTION_FIELD) === 'up' ? 'up' : 'down' };
}

const valuesOf = (formData: FormData): EntryValues => ({
  ...Object.fromEntries(ENTRY_FIELDS.map((field) => [field, formText(formData, field)])),
  // A checkbox sends nothing when it is off.
  active: formText(formData, 'active') === 'true' ? 'true' : 'false',
  version: formText(formData, 'version'),
});

const bodyOf = (kind: KnowledgeKind, values: EntryValues) => ({
  country: values.country,
  language: values.language,
  [kind.fields.topic]: values.topic,
  [kind.fields.title]: values.title,
  [kind.fields.text]: values.text,
  active: values.active === 'true',
});

/** The page's name of the field the API named first (its message is said there), else the title. */
function fieldOf(kind: KnowledgeKind, error: unknown): EntryField {
  const byApiName: Record<string, EntryField> = {
    country: 'country',
    language: 'language',
    [kind.fields.topic]: 'topic',
    [kind.fields.title]: 'title',
    [kind.fields.text]: 'text',
    active: 'active',
    version: 'version',
  };
  return fieldNamedBy<EntryField>(
    error,
    (name) => (Object.hasOwn(byApiName, name) ? byApiName[name] : undefined),
    'title',
  );
}

function formsOf(kind: KnowledgeKind): ConsoleForms {
  const failed = (error: unknown, values: EntryValues, form: string) =>
    leadFormFailure<EntryField>(error, values, fieldOf(kind, error), form);

  const create = createForm({
    valuesOf,
    bodyOf: (_formData, values) => bodyOf(kind, values),
    failed,
    listPath: kind.apiPath,
    resultOf: (values) => values.title?.trim(),
  });

  const save = editForm({
    valuesOf,
    bodyOf: (_formData, values) => bodyOf(kind, values),
    failed,
    apiPath: (id) => entryPath(kind, id),
  });

  async function move({ api, formData, request }: SectionActionArgs, id: string, form: string) {
    try {
      await api('POST', entryPath(kind, id, 'move'), moveOf(formData));
    } catch (error) {
      return failed(error, {}, form);
    }
    // Without script the page comes back at the moved entry, not at its top.
    return sentRedirect(request, {
      form,
      result: formText(formData, 'title'),
      hash: `#${entryAnchor(id)}`,
    });
  }

  const { active: setActive, delete: remove } = recordActionForms({
    apiPath: (id, change) => entryPath(kind, id, change),
    failed: (error, form) => failed(error, {}, form),
    nameField: 'title',
    // Back to the list (filters kept): the entry being edited may be the one gone.
    listAfterDelete: (list) => list.searchParams.delete('entry'),
  });

  return formSetOf(kind).forms({ create, edit: save, active: setActive, move, delete: remove });
}

export const faqForms = formsOf(KNOWLEDGE_KINDS.faqs);
export const glossaryForms = formsOf(KNOWLEDGE_KINDS.glossary);
