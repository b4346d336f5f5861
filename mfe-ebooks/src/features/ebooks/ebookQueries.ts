import { queryOptions } from '@tanstack/react-query';
import type { DownloadStats, EbookDetail, EbookListItem, Testimonial } from 'contracts';
import type { Country } from 'shared-ui';
import type { EbookRef } from './ebookRef';

/*
 * The queries of this section. Keys are the API URLs (SPEC §7: the default
 * loader GETs the key parts joined by '/'), so loaders and components share
 * one definition and the server's cache hydrates the browser's.
 */

/** Only the e-books offered in the visitor's country. */
export const ebookListQuery = (country: Country) =>
  queryOptions<EbookListItem[]>({ queryKey: [`/api/ebooks?country=${country}`] });

export const ebookDetailQuery = (ref: EbookRef) =>
  queryOptions<EbookDetail>({
    queryKey:
      ref.kind === 'uuid' ? ['/api/ebooks', ref.id] : ['/api/ebooks', 'numeric', ref.numericId],
  });

/** The download count of a category; a download raises it locally (see downloadCount.ts). */
export const downloadStatsQuery = (category: string) =>
  queryOptions<DownloadStats>({
    queryKey: [`/api/stats/downloads?${new URLSearchParams({ category })}`],
  });

export const testimonialsQuery = () =>
  queryOptions<Testimonial[]>({ queryKey: ['/api/testimonials'] });
