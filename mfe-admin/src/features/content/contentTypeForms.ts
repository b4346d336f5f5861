import { typedPrice } from 'contracts/prices';
import { formText, leadFormDone, leadFormFailure, sentRedirect, type FormValues } from 'shared-ui';
import type { ConsoleFormHandler, ConsoleForms } from '../frame/consoleAction';
import { createForm, editForm, postThenRedirect, recordActionForms } from '../records/recordForms';
import { recordPath } from '../records/recordPaths';
import type { ContentPage, FieldControl } from './contentPage';
import { focusAfterMove, moveEntry, readMove, type MovedList } from './listOrder';
import {
  atFormFields,
  readTranslatedTexts,
  translatedFieldName,
  translatedFieldNames,
  translatedValues,
} from './translatedForm';

/*
 * A content type's posts from its console page's declaration: create (then
 * on to its edit), edit with its version, on/off, delete (asked first), an
 * ordered list's moves — the console's record forms, over the fields every
 * such record has: its own (`slug`, `countries`…), each sent as its
 * control's kind says, and its texts per language as the API takes them.
 */

/** Every field of the form, the names the API's field messages use. */
export const contentFormFields = (page: ContentPage): readonly string[] => [
  ...page.recordFields,
  ...translatedFieldNames(page.textFields),
  'publishAt',
];

/** The form's values as posted: shown again when the post comes back. */
const postedValues =
  (page: ContentPage) =>
  (formData: FormData): FormValues<string> => ({
    ...Object.fromEntries(page.recordFields.map((field) => [field, formText(formData, field)])),
    // Several boxes of one name: kept as a list, as the form shows it again.
    ...(page.recordFields.includes('countries') && {
      countries: formData.getAll('countries').map(String).join(','),
    }),
    // A checkbox sends nothing when it is off.
    active: formText(formData, 'active') === 'true' ? 'true' : 'false',
    version: formText(formData, 'version'),
    publishAt: formText(formData, 'publishAt'),
    ...translatedValues(formData, page.textFields),
  });

/** An empty number is none; anything else is sent as typed (the API says what is wrong). */
const integerOf = (text: string) => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
};

/** A field's posted text as the API takes it. */
function sent(control: FieldControl, text = ''): unknown {
  switch (control.kind) {
    case 'optionalUrl':
      return text.trim() ? text : null;
    case 'integer':
      return integerOf(text);
    case 'price':
      return typedPrice(text);
    case 'countries':
      return text ? text.split(',') : [];
    default:
      return text;
  }
}

/**
 * An ordered list's up/down button: the form comes back with the list in the
 * new order (not saved yet), the same button focused where it moved to.
 */
function movedIn(valuesOf: (formData: FormData) => FormValues<string>, field: string) {
  return (formData: FormData, form: string) => {
    const move = readMove(formData);
    if (!move) return undefined;
    const values = valuesOf(formData);
    const name = translatedFieldName(move.language as 'de', field);
    values[name] = moveEntry(values[name] ?? '', move.index, move.direction);
    const focus = focusAfterMove(move.language, move.index, move.direction, values[name]);
    return leadFormDone<MovedList>(
      { kind: 'moved', values: values as Record<string, string>, focus },
      form,
    );
  };
}

export function contentTypeForms(page: ContentPage): ConsoleForms {
  const { path: listPath } = page.type;
  const controls = Object.entries(page.fields as Record<string, FieldControl>);
  const bodyOf = (formData: FormData, values: FormValues<string>) => ({
    ...Object.fromEntries(controls.map(([name, control]) => [name, sent(control, values[name])])),
    language: values.language,
    texts: readTranslatedTexts(formData, page.textFields),
    active: values.active === 'true',
  });
  const formFields = contentFormFields(page);
  const valuesOf = postedValues(page);
  const apiPath = (id: string, change = '') => recordPath(listPath, id, change);
  const failed = (error: unknown, values: FormValues<string>, form: string) =>
    leadFormFailure<string>(atFormFields(error, formFields), values, formFields, form);
  // A move answers the form before it is saved; any other post saves.
  const moved = page.ordered ? movedIn(valuesOf, page.ordered) : undefined;
  const orMoved =
    (save: ConsoleFormHandler): ConsoleFormHandler =>
    async (args, id, form) =>
      moved?.(args.formData, form) ?? save(args, id, form);

  const edit = editForm({ valuesOf, bodyOf, failed, apiPath });
  /** The form as the record's draft; scheduled too (`publishAt`, Berlin time). */
  const saveDraft: ConsoleFormHandler = async ({ api, formData, request }, id, form) => {
    const values = valuesOf(formData);
    const schedule = formText(formData, 'intent') === 'schedule';
    try {
      await api('POST', apiPath(id, 'draft'), {
        ...bodyOf(formData, values),
        version: Number(values.version),
      });
      if (schedule)
        await api('POST', apiPath(id, 'publish'), { publishAt: values.publishAt ?? '' });
    } catch (error) {
      return failed(error, values, form);
    }
    return sentRedirect(request, { form, result: schedule ? 'scheduled' : 'draft' });
  };

  const { active, delete: remove } = recordActionForms({
    apiPath,
    failed: (error, form) => failed(error, {}, form),
    nameField: 'title',
    // Back to the list (filters kept): the record being edited is gone.
    listAfterDelete: (list) => list.searchParams.delete(page.editParam),
  });

  return page.formSet.forms({
    // On to the new record's edit (its preview is there).
    create: orMoved(
      createForm({
        valuesOf,
        bodyOf,
        failed,
        listPath,
        openParam: page.editParam,
        resultOf: (values) => page.createdName(values).trim(),
      }),
    ),
    // Which button: publish now (the default, Enter too), keep as a draft, or schedule.
    edit: orMoved((args, id, form) =>
      formText(args.formData, 'intent') === 'draft' ||
      formText(args.formData, 'intent') === 'schedule'
        ? saveDraft(args, id, form)
        : edit(args, id, form),
    ),
    publish: (args, id, form) =>
      postThenRedirect(
        args,
        { path: apiPath(id, 'publish'), body: {}, form, result: 'published' },
        (error) => failed(error, {}, form),
      ),
    discard: (args, id, form) =>
      postThenRedirect(
        args,
        { path: apiPath(id, 'draft/delete'), body: {}, form, result: 'discarded' },
        (error) => failed(error, {}, form),
      ),
    active,
    delete: remove,
    // A version taken back: the page again, its form and history read afresh.
    restore: (args, id, form) =>
      postThenRedirect(
        args,
        {
          path: apiPath(
            id,
            `versions/${encodeURIComponent(formText(args.formData, 'versionId'))}/restore`,
          ),
          body: {},
          form,
          result: 'restored',
        },
        (error) => failed(error, {}, form),
      ),
  });
}
