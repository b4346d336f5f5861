import type { EbookDetail } from 'contracts';
import { redirect } from 'react-router-dom';
import { localePath, type SectionLoaderArgs, type SectionLoaderResult } from 'shared-ui';
import { downloadStatsQuery, ebookDetailQuery } from '../ebooks/ebookQueries';
import { canonicalEbookSegment, ebookPath, parseEbookRef } from '../ebooks/ebookRef';
import { isNotFoundError } from '../ebooks/httpStatus';

/**
 * Finds the e-book by the id at the end of the URL; an unknown or unreadable
 * id is a 404, a wrong or missing slug redirects to the canonical URL. Other
 * API failures do not throw: the page shows its error state from the cache.
 */
export async function loadEbookDetail({
  params,
  request,
  queryClient,
  locale,
}: SectionLoaderArgs): Promise<SectionLoaderResult | void> {
  const ref = parseEbookRef(params.ebookRef);
  if (!ref) return { status: 404 };
  let ebook: EbookDetail;
  try {
    ebook = await queryClient.fetchQuery(ebookDetailQuery(ref, locale.language));
  } catch (error) {
    return isNotFoundError(error) ? { status: 404 } : undefined;
  }
  if (params.ebookRef !== canonicalEbookSegment(ebook)) {
    const { search } = new URL(request.url);
    throw redirect(`${localePath(locale.locale, ebookPath(ebook))}${search}`);
  }
  await queryClient.prefetchQuery(downloadStatsQuery(ebook.category));
}
