import type { DeviceType, PageViewInput, PageViewRecord } from 'contracts';
import { appendOnlyTable } from './append-only-table';
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

function toPageView(row: PageViewRow): PageViewRecord {
  return {
    id: row.id,
    visitorId: row.visitor_id,
    url: row.url,
    deviceType: row.device_type,
    userAgent: nullable(row.user_agent),
    timestamp: toIsoTimestamp(row.created_at),
  };
}

const toRow = (input: PageViewInput): PageViewRow => ({
  id: newId(),
  visitor_id: input.visitorId,
  url: input.url,
  device_type: input.deviceType,
  user_agent: input.userAgent ?? null,
  created_at: toDbTimestamp(),
  ...pageLocaleColumns(input),
});

export const insertPageView = appendOnlyTable(TABLE, toRow, toPageView).insert;
