import type { ContactRequestInput, ContactRequestRecord } from 'contracts';
import { appendOnlyTable } from './append-only-table';
import { attributionColumns, type AttributionColumns } from './attribution-columns';
import { leadCreatedEvent, localeOf } from './outbox-events';
import {
  newId,
  nullable,
  pageLocaleColumns,
  type PageLocaleColumns,
  toDbTimestamp,
  toIsoTimestamp,
} from './rows';

const TABLE = 'contact_requests';

/** The request as validated, with the product it names (looked up by its slug). */
export interface ContactRequestToStore extends ContactRequestInput {
  productId: string | null;
}

type ContactRequestRow = PageLocaleColumns &
  AttributionColumns & {
    id: string;
    visitor_id: string | null;
    name: string;
    email: string;
    phone: string | null;
    business: string;
    message: string;
    product_id: string | null;
    product_slug: string;
    created_at: unknown;
  };

function toContactRequest(row: ContactRequestRow): ContactRequestRecord {
  return {
    id: row.id,
    visitorId: nullable(row.visitor_id),
    name: row.name,
    email: row.email,
    phone: nullable(row.phone),
    business: row.business,
    message: row.message,
    productId: nullable(row.product_id),
    productSlug: row.product_slug,
    timestamp: toIsoTimestamp(row.created_at),
  };
}

function toRow(input: ContactRequestToStore): ContactRequestRow {
  return {
    id: newId(),
    visitor_id: input.visitorId ?? null,
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    business: input.business,
    message: input.message,
    product_id: input.productId,
    product_slug: input.productSlug,
    created_at: toDbTimestamp(),
    ...pageLocaleColumns(input),
    ...attributionColumns(input),
  };
}

const contactRequests = appendOnlyTable(TABLE, toRow, toContactRequest, {
  event: (row, record) =>
    leadCreatedEvent('contact', row, record, { ...localeOf(row), productSlug: row.product_slug }),
});
export const unsavedContactRequest = contactRequests.unsaved;
export const insertContactRequest = contactRequests.insert;
