import { formText, leadFormFailure, type FormValues } from 'shared-ui';
import type { ConsoleFormHandler, ConsoleForms } from '../frame/consoleAction';
import {
  createForm,
  editForm,
  recordActionForms,
  type recordFormSet,
  type RecordFormKind,
} from '../records/recordForms';
import { recordPath } from '../records/recordPaths';
import {
  atFormFields,
  translatedFieldNames,
  translatedValues,
  type TranslatedField,
} from './translatedForm';

/*
 * The posts of a translated record's page (e-books, products, testimonials):
 * create (then on to its edit), edit with its version, on/off, delete (asked
 * first) — the console's record forms, over the fields every such record
 * has: its own (`slug`, `countries`…) and its texts per language.
 */

/** Every field of the form, the names the API's field messages use. */
export const translatedFormFields = (
  recordFields: readonly string[],
  textFields: readonly TranslatedField[],
): readonly string[] => [...recordFields, ...translatedFieldNames(textFields)];

/** The form's values as posted: shown again when the post comes back. */
export const translatedRecordValues =
  (recordFields: readonly string[], textFields: readonly TranslatedField[]) =>
  (formData: FormData): FormValues<string> => ({
    ...Object.fromEntries(recordFields.map((field) => [field, formText(formData, field)])),
    // Several boxes of one name: kept as a list, as the form shows it again.
    ...(recordFields.includes('countries') && {
      countries: formData.getAll('countries').map(String).join(','),
    }),
    // A checkbox sends nothing when it is off.
    active: formText(formData, 'active') === 'true' ? 'true' : 'false',
    version: formText(formData, 'version'),
    ...translatedValues(formData, textFields),
  });

interface Options {
  /** The page's form names (`product-create`, `product-edit:<id>`…). */
  formSet: ReturnType<typeof recordFormSet<RecordFormKind>>;
  recordFields: readonly string[];
  textFields: readonly TranslatedField[];
  /** The console API's list (`/api/admin/products`); a record's path is below it. */
  listPath: string;
  /** The page's search parameter naming the record being edited. */
  editParam: string;
  /** What the API takes, from the form. */
  bodyOf: (formData: FormData, values: FormValues<string>) => Record<string, unknown>;
  /** How the page names a new record once created. */
  resultOf: (values: FormValues<string>) => string;
  /** Answers a create or edit post before it saves, if it asks for something else (a move). */
  answerFirst?: (formData: FormData, form: string) => unknown;
}

export function translatedRecordForms({
  formSet,
  recordFields,
  textFields,
  listPath,
  editParam,
  bodyOf,
  resultOf,
  answerFirst,
}: Options): ConsoleForms {
  const formFields = translatedFormFields(recordFields, textFields);
  const valuesOf = translatedRecordValues(recordFields, textFields);
  const apiPath = (id: string, change = '') => recordPath(listPath, id, change);
  const failed = (error: unknown, values: FormValues<string>, form: string) =>
    leadFormFailure<string>(atFormFields(error, formFields), values, formFields, form);
  const orFirst =
    (save: ConsoleFormHandler): ConsoleFormHandler =>
    async (args, id, form) =>
      answerFirst?.(args.formData, form) ?? save(args, id, form);

  const { active, delete: remove } = recordActionForms({
    apiPath,
    failed: (error, form) => failed(error, {}, form),
    nameField: 'title',
    // Back to the list (filters kept): the record being edited is gone.
    listAfterDelete: (list) => list.searchParams.delete(editParam),
  });

  return formSet.forms({
    // On to the new record's edit (an e-book's preview is there).
    create: orFirst(
      createForm({ valuesOf, bodyOf, failed, listPath, openParam: editParam, resultOf }),
    ),
    edit: orFirst(editForm({ valuesOf, bodyOf, failed, apiPath })),
    active,
    delete: remove,
  });
}
