import type { DownloadStats, EbookDetail, EbookListItem, Testimonial } from 'contracts';
import { apiQuery, type Country } from 'shared-ui';
import type { EbookRef } from './ebookRef';

/*
 * The queries of this section: loaders and components share one definition,
 * and the server's cache hydrates the browser's.
 */

/** Only the e-books offered in the visitor's country. */
export const ebookListQuery = (country: Country) =>
  apiQuery<EbookListItem[]>({
    path: '/api/ebooks',
    params: { country },
    failure: 'Failed to fetch ebooks',
  });

/** One e-book; a 404 (unknown) or 400 (unreadable id) stays a failed query with its status. */
export const ebookDetailQuery = (ref: EbookRef) =>
  apiQuery<EbookDetail>({
    path:
      ref.kind === 'uuid'
        ? `/api/ebooks/${encodeURIComponent(ref.id)}`
        : `/api/ebooks/numeric/${ref.numericId}`,
    failure: 'Failed to fetch ebook',
  });

/** The download count of a category; a download raises it locally (see downloadCount.ts). */
export const downloadStatsQuery = (category: string) =>
  apiQuery<DownloadStats>({
    path: '/api/stats/downloads',
    params: { category },
    failure: 'Failed to fetch download count',
  });

export const testimonialsQuery = () =>
  apiQuery<Testimonial[]>({ path: '/api/testimonials', failure: 'Failed to fetch testimonials' });
