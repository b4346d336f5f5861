import type { DeviceType, PageViewInput, PageViewRecord } from 'contracts';
import { appendOnlyTable } from './append-only-table';
import { answeredVisitorId, type CountedVisitor } from './counted-visitor';
import {
  newId,
  nullable,
  pageLocaleColumns,
  type PageLocaleColumns,
  toDbTimestamp,
  toIsoTimestamp,
} from './rows';

const TABLE = 'page_views';

interface PageViewRow extends PageLocaleColumns {
  id: string;
  visitor_id: string;
  url: string;
  device_type: DeviceType;
  user_agent: string | null;
  created_at: unknown;
}

export interface PageViewToStore {
  view: PageViewInput;
  visitor: CountedVisitor;
}

function toPageView(row: PageViewRow, { visitor }: PageViewToStore): PageViewRecord {
  return {
    id: row.id,
    visitorId: answeredVisitorId(visitor),
    url: row.url,
    deviceType: row.device_type,
    userAgent: nullable(row.user_agent),
    timestamp: toIsoTimestamp(row.created_at),
  };
}

const toRow = ({ view, visitor }: PageViewToStore): PageViewRow => ({
  id: visitor.dailyEventId ?? newId(),
  visitor_id: visitor.visitorId,
  url: view.url,
  device_type: view.deviceType,
  user_agent: view.userAgent ?? null,
  created_at: toDbTimestamp(),
  ...pageLocaleColumns(view),
});

/** A cookieless view's id is its day's event id: the same page again today is skipped. */
export const insertPageView = appendOnlyTable(TABLE, toRow, toPageView, {
  skipStoredIds: true,
}).insert;
