import type { z } from 'zod';
import { ValidationError } from '../errors';

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
