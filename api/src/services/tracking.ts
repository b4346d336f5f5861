import type { ActiveTrackingPixel, DownloadInput, PageViewInput } from 'contracts';
import type { Db } from '../db/connection';
import { insertDownload, type Download } from '../data/downloads';
import { insertPageView, type PageView } from '../data/page-views';
import { listActivePixels } from '../data/tracking-pixels';

export interface TrackingService {
  activePixels(): Promise<ActiveTrackingPixel[]>;
  recordPageView(input: PageViewInput): Promise<PageView>;
  recordDownload(input: DownloadInput): Promise<Download>;
}

export function trackingService(db: Db): TrackingService {
  return {
    activePixels: () => listActivePixels(db),
    recordPageView: (input) => insertPageView(db, input),
    recordDownload: (input) => insertDownload(db, input),
  };
}
