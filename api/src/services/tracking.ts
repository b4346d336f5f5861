import type {
  ActiveTrackingPixel,
  DownloadInput,
  DownloadRecord,
  PageViewInput,
  PageViewRecord,
} from 'contracts';
import type { Db } from '../db/connection';
import { insertDownload } from '../data/downloads';
import { insertPageView } from '../data/page-views';
import { listActivePixels } from '../data/tracking-pixels';

export interface TrackingService {
  activePixels(): Promise<ActiveTrackingPixel[]>;
  recordPageView(input: PageViewInput): Promise<PageViewRecord>;
  recordDownload(input: DownloadInput): Promise<DownloadRecord>;
}

export function trackingService(db: Db): TrackingService {
  return {
    activePixels: () => listActivePixels(db),
    recordPageView: (input) => insertPageView(db, input),
    recordDownload: (input) => insertDownload(db, input),
  };
}
