import type { EmailCaptureInput, EmailCaptureRecord } from 'contracts';
import { appendOnlyTable } from './append-only-table';
import { attributionColumns, type AttributionColumns } from './attribution-columns';
import { leadCreatedEvent } from './outbox-events';
import {
  newId,
  nullable,
  pageLocaleColumns,
  type PageLocaleColumns,
  toBoolean,
  toDbTimestamp,
  toIsoTimestamp,
} from './rows';

const TABLE = 'email_captures';

type EmailCaptureRow = PageLocaleColumns &
  AttributionColumns & {
    id: string;
    visitor_id: string | null;
    email: string;
    newsletter_opt_in: unknown;
    ebook_category: string;
    ebook_id: string | null;
    created_at: unknown;
  };

function toEmailCapture(row: EmailCaptureRow): EmailCaptureRecord {
  return {
    id: row.id,
    visitorId: nullable(row.visitor_id),
    email: row.email,
    newsletterOptIn: toBoolean(row.newsletter_opt_in),
    ebookCategory: row.ebook_category,
    ebookId: nullable(row.ebook_id),
    timestamp: toIsoTimestamp(row.created_at),
  };
}

function toRow(input: EmailCaptureInput): EmailCaptureRow {
  return {
    id: newId(),
    visitor_id: input.visitorId ?? null,
    email: input.email,
    newsletter_opt_in: input.newsletterOptIn,
    ebook_category: input.ebookCategory,
    ebook_id: input.ebookId ?? null,
    created_at: toDbTimestamp(),
    ...pageLocaleColumns(input),
    ...attributionColumns(input),
  };
}

const emailCaptures = appendOnlyTable(TABLE, toRow, toEmailCapture, {
  event: (row, record) => leadCreatedEvent('email', row, record),
});
export const unsavedEmailCapture = emailCaptures.unsaved;
export const insertEmailCapture = emailCaptures.insert;
