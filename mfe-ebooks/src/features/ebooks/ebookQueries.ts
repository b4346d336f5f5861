import type { DownloadStats, EbookDetail, EbookListItem, Testimonial } from 'contracts';
import { apiQuery, type Country, type Language } from 'shared-ui';
import type { EbookRef } from './ebookRef';

/*
 * The queries of this section: loaders and components share one definition,
 * and the server's cache hydrates the browser's. Records come with their
 * texts in the page's language where they have it (else in their own; the
 * answer says which).
 */

/** Only the e-books offered in the visitor's country. */
export const ebookListQuery = (country: Country, language: Language) =>
  apiQuery<EbookListItem[]>({
    path: '/api/ebooks',
    params: { country, language },
    failure: 'Failed to fetch ebooks',
  });

/** One e-book; a 404 (unknown) or 400 (unreadable id) stays a failed query with its status. */
export const ebookDetailQuery = (ref: EbookRef, language: Language) =>
  apiQuery<EbookDetail>({
    path:
      ref.kind === 'uuid'
        ? `/api/ebooks/${encodeURIComponent(ref.id)}`
        : `/api/ebooks/numeric/${ref.numericId}`,
    params: { language },
    failure: 'Failed to fetch ebook',
  });

/**
 * An e-book, active or not, for a preview token from the console: never
 * cached by the API; a token that is invalid or expired is a 404.
 */
export const ebookPreviewQuery = (token: string, language: Language) =>
  apiQuery<EbookDetail>({
    path: '/api/ebooks/preview',
    params: { token, language },
    failure: 'Failed to fetch ebook preview',
    // An expired link is the page's not-found state, nothing to log.
    expectedStatuses: [404],
  });

/** The download count of a category; a download raises it locally (see downloadCount.ts). */
export const downloadStatsQuery = (category: string) =>
  apiQuery<DownloadStats>({
    path: '/api/stats/downloads',
    params: { category },
    failure: 'Failed to fetch download count',
  });

/** The success stories of the visitor's country. */
export const testimonialsQuery = (country: Country, language: Language) =>
  apiQuery<Testimonial[]>({
    path: '/api/testimonials',
    params: { country, language },
    failure: 'Failed to fetch testimonials',
  });

/**
 * The stories with one testimonial, active or not, marked, for a preview
 * token from the console: never cached by the API; an invalid or expired
 * token, or one of another country's testimonial, is `null` (not found).
 */
export const testimonialsPreviewQuery = (country: Country, language: Language, token: string) =>
  apiQuery<Testimonial[] | null>({
    path: '/api/testimonials/preview',
    params: { token, country, language },
    failure: 'Failed to fetch testimonials preview',
    whenNotFound: null,
  });
