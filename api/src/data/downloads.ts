import type { DeviceType, DownloadInput, DownloadRecord } from 'contracts';
import type { Db } from '../db/connection';
import { appendOnlyTable } from './append-only-table';
import { answeredVisitorId, type CountedVisitor } from './counted-visitor';
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

export interface DownloadToStore {
  download: DownloadInput;
  visitor: CountedVisitor;
}

function toDownload(row: DownloadRow, { visitor }: DownloadToStore): DownloadRecord {
  return {
    id: row.id,
    visitorId: answeredVisitorId(visitor),
    ebookCategory: row.ebook_category,
    ebookId: nullable(row.ebook_id),
    deviceType: row.device_type,
    timestamp: toIsoTimestamp(row.created_at),
  };
}

/** Every download counts, with or without consent (SPEC §4: each download rises the count by one). */
const toRow = ({ download, visitor }: DownloadToStore): DownloadRow => ({
  id: newId(),
  visitor_id: visitor.visitorId,
  ebook_category: download.ebookCategory,
  ebook_id: download.ebookId ?? null,
  device_type: download.deviceType,
  created_at: toDbTimestamp(),
});

export const insertDownload = appendOnlyTable(TABLE, toRow, toDownload).insert;

/** Downloads recorded for one e-book category. */
export async function countDownloads(db: Db, category: string): Promise<number> {
  const result = await db(TABLE).where({ ebook_category: category }).count({ n: '*' });
  return Number(result[0]?.n ?? 0);
}
