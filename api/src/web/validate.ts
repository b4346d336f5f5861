import { z } from 'zod';
import { de } from 'zod/locales';
import { ValidationError } from '../errors';

// The contracts name their messages; zod's own (a body that is an array, a
// wrong type in a field without one) come in German too, like every answer.
z.config(de());

/**
 * Parses a body or query with a contract schema. The message is the first
 * issue's (the German text from SPEC §5); `fields` maps each path to its first
 * message so forms can mark the right input.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw new ValidationError(result.error.issues[0]?.message ?? 'Ungültige Eingabe', fields);
}
