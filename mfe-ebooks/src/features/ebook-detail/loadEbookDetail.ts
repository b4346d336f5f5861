import type { EbookDetail } from 'contracts';
import { redirect } from 'react-router-dom';
import {
  localePath,
  previewTokenOf,
  type SectionLoaderArgs,
  type SectionLoaderResult,
} from 'shared-ui';
import { downloadStatsQuery, ebookDetailQuery, ebookPreviewQuery } from '../ebooks/ebookQueries';
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
  const preview = previewTokenOf(request);
  let ebook: EbookDetail;
  try {
    ebook = await queryClient.fetchQuery(
      preview
        ? ebookPreviewQuery(preview, locale.language)
        : ebookDetailQuery(ref, locale.language),
    );
  } catch (error) {
    return isNotFoundError(error) ? { status: 404 } : undefined;
  }
  if (preview) {
    // A token shows its own e-book only, at its own address.
    const same = ref.kind === 'uuid' ? ref.id === ebook.id : ref.numericId === ebook.numericId;
    if (!same) return { status: 404 };
    // The page, its title and its trail read the e-book where they always do.
    queryClient.setQueryData(ebookDetailQuery(ref, locale.language).queryKey, ebook);
  }
  if (params.ebookRef !== canonicalEbookSegment(ebook)) {
    const { search } = new URL(request.url);
    throw redirect(`${localePath(locale.locale, ebookPath(ebook))}${search}`);
  }
  await queryClient.prefetchQuery(downloadStatsQuery(ebook.category));
}
