import type { DeviceType, DownloadInput, DownloadRecord } from 'contracts';
import type { Db } from '../db/connection';
import { appendOnlyTable } from './append-only-table';
import { newId, nullable, toDbTimestamp, toIsoTimestamp } from './rows';

const TABLE = 'downloads';

interface DownloadRow {
  id: string;
  visitor_id: string;
  ebook_category: string;
  ebook_id: string | null;
  device_type: DeviceType;
  created_at: unknown;
}

function toDownload(row: DownloadRow): DownloadRecord {
  return {
    id: row.id,
    visitorId: row.visitor_id,
    ebookCategory: row.ebook_category,
    ebookId: nullable(row.ebook_id),
    deviceType: row.device_type,
    timestamp: toIsoTimestamp(row.created_at),
  };
}

const toRow = (input: DownloadInput): DownloadRow => ({
  id: newId(),
  visitor_id: input.visitorId,
  ebook_category: input.ebookCategory,
  ebook_id: input.ebookId ?? null,
  device_type: input.deviceType,
  created_at: toDbTimestamp(),
});

export const insertDownload = appendOnlyTable(TABLE, toRow, toDownload).insert;

/** Downloads recorded for one e-book category. */
export async function countDownloads(db: Db, category: string): Promise<number> {
  const result = await db(TABLE).where({ ebook_category: category }).count({ n: '*' });
  return Number(result[0]?.n ?? 0);
}
