import type { ActiveTrackingPixel, PageViewInput } from 'contracts';
import type { Db } from '../db/connection';
import { insertPageView, type PageView } from '../data/page-views';
import { listActivePixels } from '../data/tracking-pixels';

export interface TrackingService {
  activePixels(): Promise<ActiveTrackingPixel[]>;
  recordPageView(input: PageViewInput): Promise<PageView>;
}

export function trackingService(db: Db): TrackingService {
  return {
    activePixels: () => listActivePixels(db),
    recordPageView: (input) => insertPageView(db, input),
  };
}
