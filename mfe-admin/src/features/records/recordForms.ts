import { formText, leadFormDone, sentRedirect, HttpError, type SectionActionArgs } from 'shared-ui';
import { isConfirmed } from '../frame/confirm';
import type { ConsoleFormHandler, ConsoleForms } from '../frame/consoleAction';

/** The forms every record editor's page has; some have more (a FAQ's move). */
export type RecordFormKind = 'create' | 'edit' | 'active' | 'delete';

/**
 * The names of the forms a record editor's page posts (pixels, e-books,
 * roadmap items, FAQs, glossary terms): `<prefix>-create`, and per record
 * `<prefix>-edit:<id>`, `<prefix>-active:<id>`, `<prefix>-delete:<id>`
 * (consoleAction splits name and id again).
 */
export function recordFormSet<Kind extends string = RecordFormKind>(prefix: string) {
  const name = (kind: Kind) => `${prefix}-${kind}`;
  return {
    prefix,
    /** A form of the page (`pixel-create`), or of one record (`pixel-edit:<id>`). */
    of: (kind: Kind, id = '') => (id ? `${name(kind)}:${id}` : name(kind)),
    /** The page's forms as consoleAction takes them. */
    forms: (handlers: Record<Kind, ConsoleFormHandler>): ConsoleForms =>
      Object.fromEntries(
        (Object.keys(handlers) as Kind[]).map((kind) => [name(kind), handlers[kind]]),
      ),
  };
}

/** A change a console form posts: where, what, and what the page then says (an id or name in the URL, never free text). */
export interface PostedChange {
  path: string;
  body: Record<string, unknown>;
  form: string;
  result?: string;
}

/**
 * Post/redirect/get for a console form: the change posted to the API, then
 * the page again saying so (its data read afresh); a refusal is the
 * feature's own answer (`failed`: said at a field, with what was typed).
 */
export async function postThenRedirect(
  { api, request }: SectionActionArgs,
  { path, body, form, result }: PostedChange,
  failed: (error: unknown) => unknown,
) {
  try {
    await api('POST', path, body);
  } catch (error) {
    return failed(error);
  }
  return sentRedirect(request, { form, ...(result === undefined ? {} : { result }) });
}

interface SaveOptions<Values> {
  valuesOf: (formData: FormData) => Values;
  /** What the API takes, from the form. */
  bodyOf: (formData: FormData, values: Values) => Record<string, unknown>;
  /** The feature's failure, said at the field the API named, with what was typed. */
  failed: (error: unknown, values: Values, form: string) => unknown;
}

/**
 * Creating: the page then says so, naming the new record (`resultOf`); with
 * `openParam` it goes on to the new record's edit (`?ebook=<new id>`: its
 * preview, its translations), else back to the page as it was.
 */
export function createForm<Values>({
  valuesOf,
  bodyOf,
  failed,
  listPath,
  resultOf,
  openParam,
}: SaveOptions<Values> & {
  listPath: string;
  resultOf: (values: Values) => string | undefined;
  openParam?: string;
}): ConsoleFormHandler {
  return async ({ api, formData, request }, _id, form) => {
    const values = valuesOf(formData);
    let next = request;
    try {
      const response = await api('POST', listPath, bodyOf(formData, values));
      if (openParam) {
        const { id } = (await response.json()) as { id: string };
        const url = new URL(request.url);
        url.searchParams.set(openParam, id);
        next = new Request(url);
      }
    } catch (error) {
      return failed(error, values, form);
    }
    return sentRedirect(next, { form, result: resultOf(values) });
  };
}

/** Saving an edit, with the version it started from: someone else's change meanwhile is refused (409). */
export function editForm<Values extends { version?: string }>({
  valuesOf,
  bodyOf,
  failed,
  apiPath,
}: SaveOptions<Values> & { apiPath: (id: string) => string }): ConsoleFormHandler {
  return async ({ api, formData, request }, id, form) => {
    const values = valuesOf(formData);
    try {
      await api('POST', apiPath(id), {
        ...bodyOf(formData, values),
        version: Number(values.version),
      });
    } catch (error) {
      return failed(error, values, form);
    }
    return sentRedirect(request, { form });
  };
}

export interface RecordActionOptions {
  /** The record's API path of a change: `active`, `delete`. */
  apiPath: (id: string, change: 'active' | 'delete') => string;
  /** The feature's failure, said at the field the API named. */
  failed: (error: unknown, form: string) => unknown;
  /** The hidden field that names the record in the delete form ('name', 'title'). */
  nameField: string;
  /** The list after a deletion: the record being edited (in the address) is gone. */
  listAfterDelete: (list: URL) => void;
}

/**
 * Switching a record on or off, and deleting it (the first post asks, the
 * confirming one deletes): the same for every record editor.
 */
export function recordActionForms({
  apiPath,
  failed,
  nameField,
  listAfterDelete,
}: RecordActionOptions): { active: ConsoleFormHandler; delete: ConsoleFormHandler } {
  async function setActive(
    { api, formData, request }: SectionActionArgs,
    id: string,
    form: string,
  ) {
    const active = formText(formData, 'active') === 'true';
    try {
      await api('POST', apiPath(id, 'active'), { active });
    } catch (error) {
      return failed(error, form);
    }
    return sentRedirect(request, { form });
  }

  async function remove({ api, formData, request }: SectionActionArgs, id: string, form: string) {
    if (!isConfirmed(formData))
      return leadFormDone({ kind: 'delete', [nameField]: formText(formData, nameField) }, form);
    try {
      await api('POST', apiPath(id, 'delete'), {});
    } catch (error) {
      return failed(error, form);
    }
    const list = new URL(request.url);
    listAfterDelete(list);
    return sentRedirect(new Request(list), { form });
  }

  return { active: setActive, delete: remove };
}

/** The first field the API named (its message is said there) that the form has, else `fallback`. */
export function fieldNamedBy<Field extends string>(
  error: unknown,
  toField: (apiName: string) => Field | undefined,
  fallback: Field,
): Field {
  if (error instanceof HttpError) {
    try {
      const { fields } = JSON.parse(error.body) as { fields?: Record<string, string> };
      for (const name of Object.keys(fields ?? {})) {
        const field = toField(name);
        if (field) return field;
      }
    } catch {
      // not JSON: the form's general message
    }
  }
  return fallback;
}

/** A name the form has, else undefined (for fieldNamedBy). */
export const oneOf =
  <Field extends string>(fields: readonly Field[]) =>
  (name: string): Field | undefined =>
    (fields as readonly string[]).includes(name) ? (name as Field) : undefined;
