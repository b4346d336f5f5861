import type {
  ActiveTrackingPixel,
  DownloadInput,
  DownloadRecord,
  PageViewInput,
  PageViewRecord,
  SearchMissInput,
  WebVitalsBeacon,
} from 'contracts';
import type { Db } from '../db/connection';
import { insertDownload } from '../data/downloads';
import { insertPageView, pageViewEvent } from '../data/page-views';
import { listActivePixels } from '../data/tracking-pixels';
import { addWebVitalsBeacon } from '../data/web-vitals';
import { addSearchMiss } from '../data/search-misses';
import type { Clock } from './console/clock';
import { isoDay } from './console/dashboard';
import type { Client, CookielessVisitors } from './cookieless-visitors';

export interface TrackingService {
  activePixels(): Promise<ActiveTrackingPixel[]>;
  /** With a visitor id (Statistik consent) counted under it; without, cookieless, once per page and day. */
  recordPageView(input: PageViewInput, client: Client): Promise<PageViewRecord>;
  /** With a visitor id counted under it; without, under today's cookieless key. */
  recordDownload(input: DownloadInput, client: Client): Promise<DownloadRecord>;
  /** Adds a page view's Web Vitals to today's (UTC) histograms; the beacon itself is not kept. */
  recordWebVitals(beacon: WebVitalsBeacon): Promise<void>;
  /** Adds one to today's (UTC) count of a site search's query that found nothing; nothing else is kept. */
  recordSearchMiss(miss: SearchMissInput): Promise<void>;
}

export function trackingService(
  db: Db,
  visitors: CookielessVisitors,
  clock: Clock,
): TrackingService {
  return {
    activePixels: () => listActivePixels(db),
    recordPageView: async (view, client) =>
      insertPageView(db, {
        view,
        visitor: await visitors.countedVisitor(view.visitorId, client, pageViewEvent(view)),
      }),
    recordDownload: async (download, client) =>
      insertDownload(db, {
        download,
        visitor: await visitors.countedVisitor(download.visitorId, client),
      }),
    recordWebVitals: (beacon) => addWebVitalsBeacon(db, beacon, isoDay(clock())),
    recordSearchMiss: (miss) => addSearchMiss(db, miss, isoDay(clock())),
  };
}
