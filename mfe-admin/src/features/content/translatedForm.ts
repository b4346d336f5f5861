import { LANGUAGES, type Language } from 'contracts/locale-codes';
import { formText, HttpError, type FormValues } from 'shared-ui';

/*
 * The form side of a translated record (e-books now; products, testimonials
 * and the roadmap later): each language's texts are posted side by side as
 * `texts.<language>.<field>`, the names the API's field messages use, so a
 * refusal lands on the input it is about.
 */

/** One text of a record per language. `list`: one entry per line (bullets, features). */
export interface TranslatedField {
  name: string;
  list?: boolean;
}

export const translatedFieldName = (language: Language, field: string) =>
  `texts.${language}.${field}`;

/** Every form field name of the texts, for a failure's values and field messages. */
export const translatedFieldNames = (fields: readonly TranslatedField[]): string[] =>
  LANGUAGES.flatMap((language) => fields.map((field) => translatedFieldName(language, field.name)));

/** The lines of a list field: trimmed, blank ones dropped. */
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The posted texts as the API takes them: a language whose fields are all
 * blank has none (null, flagged missing); the record's own must be filled
 * (the API says so at its first field).
 */
export function readTranslatedTexts(
  formData: FormData,
  fields: readonly TranslatedField[],
): Record<Language, Record<string, string | string[]> | null> {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const values = fields.map((field) => {
        const text = formText(formData, translatedFieldName(language, field.name));
        return [field.name, field.list ? lines(text) : text] as const;
      });
      const blank = values.every(([, value]) =>
        Array.isArray(value) ? value.length === 0 : value.trim() === '',
      );
      return [language, blank ? null : Object.fromEntries(values)];
    }),
  ) as Record<Language, Record<string, string | string[]> | null>;
}

/** The texts as typed, sent back with a failure so nothing is lost. */
export const translatedValues = (
  formData: FormData,
  fields: readonly TranslatedField[],
): FormValues<string> =>
  Object.fromEntries(translatedFieldNames(fields).map((name) => [name, formText(formData, name)]));

/**
 * The API names a refused list entry by its index (`texts.fr.highlights.2`,
 * `countries.0`): said at the form's field of that name (the longest one
 * that starts the path), so `leadFormFailure` finds it.
 */
export function atFormFields(error: unknown, formFields: readonly string[]): unknown {
  if (!(error instanceof HttpError)) return error;
  const fields = error.apiFields;
  const named = Object.keys(fields);
  if (named.length === 0) return error;
  const formFieldOf = (path: string) =>
    [...formFields]
      .sort((a, b) => b.length - a.length)
      .find((field) => path === field || path.startsWith(`${field}.`)) ?? path;
  const moved: Record<string, string> = {};
  for (const path of named) moved[formFieldOf(path)] ??= fields[path]!;
  return new HttpError(
    error.status,
    JSON.stringify({ message: error.apiMessage, fields: moved }),
    '',
  );
}
