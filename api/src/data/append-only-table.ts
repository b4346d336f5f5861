import type { Db } from '../db/connection';
import { insertBatcher, type BatcherOptions } from './insert-batcher';

/**
 * A table the API only appends to (leads, tracking, feedback): the row is
 * built once from the validated input, then either stored and answered, or —
 * for a filled honeypot — only answered, in exactly the same shape.
 */
export function appendOnlyTable<Input, Row extends object, Answer>(
  table: string,
  toRow: (input: Input) => Row,
  toAnswer: (row: Row, input: Input) => Answer,
  options: BatcherOptions = {},
) {
  return {
    /** The record as it would be stored, without storing it (honeypot answers). */
    unsaved: (input: Input): Answer => toAnswer(toRow(input), input),
    insert: async (db: Db, input: Input): Promise<Answer> => {
      const row = toRow(input);
      // Answered only once the row is committed (batched with concurrent ones).
      await insertBatcher(db, table, options).insert(row);
      return toAnswer(row, input);
    },
  };
}
