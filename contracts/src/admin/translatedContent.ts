import { z } from 'zod';
import { COUNTRIES, LANGUAGES, type Language } from '../localeCodes';

/*
 * The console's shared shape of a translated record (e-books now; products,
 * testimonials, the roadmap later): the record names its own `language`,
 * its texts come per language side by side (`texts.de`, `texts.es`,
 * `texts.fr`), the own language's required, the others optional — a
 * language without texts is listed in `missing` and the page shows the
 * record's own texts there.
 */

/**
 * Messages with a `{{name}}` placeholder (the record that already has a
 * slug): the API fills them in German, the console reads the values back
 * (`readMessage`) to say the same in the member's language.
 */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Which of `templates` a message was filled from, and with what; undefined: none of them. */
export function readMessage(
  templates: Readonly<Record<string, string>>,
  message: string | undefined,
): { key: string; values: Record<string, string> } | undefined {
  if (message === undefined) return undefined;
  for (const [key, template] of Object.entries(templates)) {
    const names: string[] = [];
    const pattern = template
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return '([\\s\\S]*)';
      })
      .join('');
    const match = new RegExp(`^${pattern}$`).exec(message);
    if (match)
      return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return undefined;
}

export const translatedContentMessages = {
  textsInvalid: 'Texte: je Sprache (de, es, fr) ein Objekt oder null',
  ownTextsMissing: 'Die Texte in der eigenen Sprache des Eintrags fehlen',
  languageInvalid: "Sprache muss 'de', 'es' oder 'fr' sein",
  versionInvalid: 'Version fehlt oder ist ungültig (ganze Zahl ab 1 erwartet)',
} as const;

export const contentLanguageSchema = z.enum(LANGUAGES, {
  error: translatedContentMessages.languageInvalid,
});

/** `{ de, es, fr }`: each language's texts, or null (absent) where the record has none yet. */
export function translatedTextsSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  const texts = z.object(shape, { error: translatedContentMessages.textsInvalid });
  return z.object(
    {
      de: texts.nullable().default(null),
      es: texts.nullable().default(null),
      fr: texts.nullable().default(null),
    },
    { error: translatedContentMessages.textsInvalid },
  );
}

/** The languages a record has no texts in (flagged in the console). */
export const missingLanguages = (texts: Readonly<Record<Language, unknown>>): Language[] =>
  LANGUAGES.filter((language) => !texts[language]);

/**
 * The record's own language must have its texts: said at that language's
 * first field, so the console marks the right input. With `ownTextsInDocument`
 * as the schema's meta, the OpenAPI document states the same rule.
 */
export function requireOwnTexts(firstField: string) {
  return (
    value: { language: Language; texts: Readonly<Record<Language, unknown>> },
    ctx: z.RefinementCtx,
  ) => {
    if (!value.texts[value.language])
      ctx.addIssue({
        code: 'custom',
        message: translatedContentMessages.ownTextsMissing,
        path: ['texts', value.language, firstField],
      });
  };
}

/** The own-language rule in JSON Schema: for each language, `texts` has an object for it. */
export const ownTextsInDocument = {
  allOf: LANGUAGES.map((language) => ({
    if: { properties: { language: { const: language } }, required: ['language'] },
    then: {
      properties: {
        texts: { properties: { [language]: { type: 'object' } }, required: [language] },
      },
      required: ['texts'],
    },
  })),
};

/**
 * A record's slug: lower-case letters, digits and single hyphens. Spaces
 * around are allowed and trimmed, as a pasted value has them; the pattern
 * says so and is checked before trimming, so the document is exact.
 */
export const contentSlugSchema = (message: string, maxLength: number) =>
  z
    .string({ error: message })
    .regex(new RegExp(`^ *(?=[a-z0-9-]{1,${maxLength}} *$)[a-z0-9]+(?:-[a-z0-9]+)* *$`), {
      error: message,
    })
    .trim();

/** Raised by every change of a record or one of its texts; an edit sends the one it started from. */
export const contentVersionSchema = z
  .number({ error: translatedContentMessages.versionInvalid })
  .int({ error: translatedContentMessages.versionInvalid })
  .min(1, { error: translatedContentMessages.versionInvalid });

/** The countries a record is offered in: at least one of DE/ES/FR, each once. */
export const countryListSchema = (message: string) =>
  z
    .array(z.enum(COUNTRIES, { error: message }), { error: message })
    .min(1, { error: message })
    .refine((list) => new Set(list).size === list.length, { error: message })
    .meta({ uniqueItems: true });

/** A list's status filter (`?active=true|false`, empty: every record). */
export const activeFilterSchema = (message: string) =>
  z
    .enum(['true', 'false', ''], { error: message })
    .optional()
    .transform((value) => (value ? value === 'true' : undefined));
