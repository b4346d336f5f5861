/**
 * What changed between two versions of a record, field by field: the one
 * rule the audit log, its CSV export and a record's version history share.
 * Nested objects (a record's texts per language) are followed down to their
 * fields, so a changed title is one change, not the whole `texts` twice;
 * lists and other values are compared whole.
 */
export interface FieldChange {
  /** The field's keys from the record down: ['texts', 'de', 'title']. */
  path: string[];
  /** 'added': only in `after`; 'removed': only in `before`. */
  kind: 'changed' | 'added' | 'removed';
  /** The values as text ('' where the field is absent). */
  before: string;
  after: string;
}

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as a person reads it: texts as they are, lists one per line, the rest as JSON. */
export function fieldText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return value.join('\n');
  return JSON.stringify(value);
}

/** Every leaf of a value by its path (a non-object is one leaf; an empty object, none). */
function leaves(value: unknown, path: string[], into: Map<string, [string[], unknown]>) {
  if (isPlain(value)) {
    for (const [key, child] of Object.entries(value)) leaves(child, [...path, key], into);
  } else if (value !== undefined && value !== null) {
    into.set(JSON.stringify(path), [path, value]);
  }
  return into;
}

/**
 * The fields that differ, in the order they appear (before's first, then
 * those only after has); equal ones left out. A side that is not an object
 * (nothing, a bare value) counts as a record without fields.
 */
export function fieldChanges(
  before: unknown,
  after: unknown,
  /** How a value reads (the console says yes and no in the member's language). */
  text: (value: unknown) => string = fieldText,
): FieldChange[] {
  const old = leaves(isPlain(before) ? before : {}, [], new Map());
  const now = leaves(isPlain(after) ? after : {}, [], new Map());
  const keys = [...new Set([...old.keys(), ...now.keys()])];
  return keys.flatMap((key): FieldChange[] => {
    const [path] = old.get(key) ?? now.get(key) ?? [[]];
    const from = old.get(key)?.[1];
    const to = now.get(key)?.[1];
    if (JSON.stringify(from) === JSON.stringify(to)) return [];
    const kind = from === undefined ? 'added' : to === undefined ? 'removed' : 'changed';
    return [{ path, kind, before: text(from), after: text(to) }];
  });
}
