import { z } from 'zod';
import { textFieldMessages } from './messages';
import {
  CONTAINS_VISIBLE,
  NO_CONTROL_CHARACTERS,
  NO_CONTROL_CHARACTERS_MULTILINE,
  NO_LONE_SURROGATES,
  atLeastVisibleCodePoints,
  codePointLength,
  visibleLength,
} from './textRules';

/** JSON Schema keyword of the OpenAPI document for the rule no standard keyword states. */
export const MIN_VISIBLE_KEYWORD = 'x-min-visible-characters';

export interface TextRule {
  /** The field as messages name it: "URL", "Parameter category". */
  label: string;
  /** Most code points, counted on the text as sent (before trimming). */
  maxLength: number;
  /** Fewest visible characters (grapheme clusters); 0 lets the text be blank. */
  minVisible: number;
  /** Fewest code points, counted on the text as sent (a password's length). */
  minLength?: number;
  /** Free text: tabs and line breaks allowed. Otherwise one line, no control character at all. */
  multiline?: boolean;
  /** Leading and trailing white space is removed before the value is used or stored. */
  trim?: boolean;
  /** Said last in the field's description (what an empty value means, how it is stored). */
  note?: string;
  /** The SPEC's own texts where it has them (feedback). */
  messages?: { tooShort?: string; tooLong?: string };
}

function describe(rule: TextRule): string {
  const bounds = rule.minLength
    ? `${rule.minLength} bis ${rule.maxLength} Zeichen`
    : `Höchstens ${rule.maxLength} Zeichen`;
  const parts = [
    `${bounds} (Unicode-Codepunkte, gezählt wie gesendet)`,
    rule.multiline
      ? 'keine Steuerzeichen außer Tabulator und Zeilenumbruch (\\t, \\n, \\r)'
      : 'keine Steuerzeichen, keine Zeilenumbrüche',
    'keine einzelnen Surrogate',
  ];
  if (rule.minVisible > 0) {
    parts.push(
      `mindestens ${rule.minVisible} sichtbare${rule.minVisible === 1 ? 's' : ''} Zeichen ` +
        '(Graphem-Cluster; Leerraum, Steuer- und Formatzeichen wie U+200B, Füllzeichen wie U+3164 zählen nicht)',
    );
  }
  if (rule.trim) parts.push('Leerraum am Anfang und Ende wird entfernt, bevor der Wert gilt');
  if (rule.note) parts.push(rule.note);
  return `${parts.join('; ')}.`;
}

/**
 * One text field under the text rules (DESIGN.md §10): what a person sees
 * counts, control characters and lone surrogates are refused, so what is
 * stored is exactly what was accepted and answered. The checks are regexes
 * where JSON Schema can state them, so the OpenAPI document (built from this
 * schema) says exactly what is accepted; the grapheme count, which no regex
 * states, is the `x-min-visible-characters` keyword.
 */
export function textField(rule: TextRule) {
  const multiline = rule.multiline ?? false;
  const tooShort = rule.messages?.tooShort ?? textFieldMessages.missing(rule.label);
  const tooLong = rule.messages?.tooLong ?? textFieldMessages.tooLong(rule.label, rule.maxLength);

  let schema = z
    .string({ error: tooShort })
    // First and final: a 100 kB body is not segmented only to be refused for its length.
    .refine((text) => codePointLength(text) <= rule.maxLength, { error: tooLong, abort: true });
  const { minLength = 0 } = rule;
  if (minLength > 0) schema = schema.refine((text) => codePointLength(text) >= minLength, tooShort);
  // Before the character checks: ten NULs are, first of all, too short.
  if (rule.minVisible === 1) {
    schema = schema.regex(CONTAINS_VISIBLE, tooShort);
  } else if (rule.minVisible > 1) {
    schema = schema
      .regex(atLeastVisibleCodePoints(rule.minVisible), tooShort)
      .refine((text) => visibleLength(text) >= rule.minVisible, tooShort);
  }
  schema = schema
    .regex(
      multiline ? NO_CONTROL_CHARACTERS_MULTILINE : NO_CONTROL_CHARACTERS,
      textFieldMessages.controlCharacters(rule.label, multiline),
    )
    .regex(NO_LONE_SURROGATES, textFieldMessages.loneSurrogates(rule.label));
  if (rule.trim) schema = schema.trim();
  return schema.meta({
    maxLength: rule.maxLength,
    ...(Math.max(minLength, rule.minVisible) > 0
      ? { minLength: Math.max(minLength, rule.minVisible) }
      : {}),
    ...(rule.minVisible > 1 ? { [MIN_VISIBLE_KEYWORD]: rule.minVisible } : {}),
    description: describe(rule),
  });
}

/**
 * An optional query filter: absent, empty or blank means "no filter" (what a
 * form's empty select sends), anything else is the trimmed value.
 */
export function optionalFilter(label: string, maxLength: number) {
  return textField({ label, maxLength, minVisible: 0, trim: true, note: 'leer = kein Filter' })
    .transform((value) => (value === '' ? undefined : value))
    .optional();
}

/**
 * An optional query parameter naming one of a few codes, any letter case
 * (SPEC §5: `country` is case-insensitive); absent or empty means "no
 * filter", as for optionalFilter. A pattern, not an enum, so the document
 * says exactly that.
 */
export function caseInsensitiveCode<Code extends string>(codes: readonly Code[], message: string) {
  const choices = codes
    .map((code) => [...code].map((c) => `[${c.toUpperCase()}${c.toLowerCase()}]`).join(''))
    .join('|');
  return z
    .string({ error: message })
    .regex(new RegExp(`^(?:${choices})?$`), message)
    .meta({ description: `${codes.join(', ')}; Groß-/Kleinschreibung egal; leer = kein Filter.` })
    .transform((value): Code | undefined =>
      codes.find((code) => code.toLowerCase() === value.toLowerCase()),
    )
    .optional();
}
