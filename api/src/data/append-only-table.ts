import type { Db } from '../db/connection';
import { countCreatedLead } from '../metrics/leads';
import { insertBatcher, type BatcherOptions } from './insert-batcher';
import { OUTBOX_EVENTS, signalOutbox, type OutboxEventRow } from './outbox-events';

export interface AppendOnlyOptions<Row, Answer> extends BatcherOptions {
  /**
   * A lead's `lead.created` event: written in the same transaction as the
   * row (no lead without its event, no event without its lead).
   */
  event?: (row: Row, answer: Answer) => OutboxEventRow;
}

/**
 * A table the API only appends to (leads, tracking, feedback): the row is
 * built once from the validated input, then either stored and answered, or —
 * for a filled honeypot — only answered, in exactly the same shape (and
 * without an event: nothing is routed).
 */
export function appendOnlyTable<Input, Row extends object, Answer>(
  table: string,
  toRow: (input: Input) => Row,
  toAnswer: (row: Row, input: Input) => Answer,
  { event, ...options }: AppendOnlyOptions<Row, Answer> = {},
) {
  return {
    /** The record as it would be stored, without storing it (honeypot answers). */
    unsaved: (input: Input): Answer => toAnswer(toRow(input), input),
    insert: async (db: Db, input: Input): Promise<Answer> => {
      const row = toRow(input);
      const answer = toAnswer(row, input);
      const eventRow = event?.(row, answer);
      const companions = eventRow ? [{ table: OUTBOX_EVENTS, row: eventRow }] : [];
      // Answered only once the row is committed (batched with concurrent ones).
      await insertBatcher(db, table, options).insert(row, companions);
      if (eventRow) {
        signalOutbox(db);
        if (eventRow.lead_type) countCreatedLead(eventRow.lead_type);
      }
      return answer;
    },
  };
}
