import { EBOOK_SOCIAL_IMAGE_SIZE, ebookCoverPath } from 'contracts/ebook-covers';
import {
  addTexts,
  breadcrumbList,
  type I18n,
  type JsonLd,
  type PageMeta,
  type PageMetaContext,
  type StructuredDataContext,
} from 'shared-ui';
import { ebooksTexts } from '../../texts';
import { ebookDetailQuery } from '../ebooks/ebookQueries';
import { EBOOKS_PATH, ebookPath, parseEbookRef } from '../ebooks/ebookRef';
import { isNotFoundError } from '../ebooks/httpStatus';

function ebookTexts(i18n: I18n) {
  addTexts(i18n, ebooksTexts);
  return i18n.getFixedT(i18n.language, ebooksTexts.ns);
}

/** The page's e-book as the loader left it in the cache (data, or the error). */
function ebookState(i18n: I18n, { params, queryClient }: PageMetaContext) {
  const ref = parseEbookRef(params.ebookRef);
  return ref ? queryClient.getQueryState(ebookDetailQuery(ref, i18n.language).queryKey) : undefined;
}

/**
 * The e-book's title in <title> and link previews, its own description if it
 * has one, and its cover as the preview image (the API's 1200×630 PNG in the
 * page's language where the e-book has it), from the cache the loader filled.
 */
export function ebookDetailMeta(i18n: I18n, page: PageMetaContext): PageMeta {
  const t = ebookTexts(i18n);
  const state = ebookState(i18n, page);
  const ebook = state?.data;
  if (ebook) {
    // All in the language of the e-book's texts (the page's where it has them).
    const inTexts = i18n.getFixedT(ebook.language, ebooksTexts.ns);
    return {
      title: ebook.title,
      description:
        ebook.description ?? inTexts('detail.metaDescription', { category: ebook.categoryLabel }),
      image: {
        path: ebookCoverPath(ebook, i18n.language, 'png'),
        type: 'image/png',
        ...EBOOK_SOCIAL_IMAGE_SIZE,
        alt: ebook.title,
      },
    };
  }
  if (state?.error && !isNotFoundError(state.error)) {
    return { title: t('detail.loadErrorTitle'), description: t('detail.loadErrorText') };
  }
  return { title: t('detail.notFoundTitle'), description: t('detail.notFoundText') };
}

/** The trail e-books → this e-book (search results show it instead of the URL). */
export function ebookDetailStructuredData(i18n: I18n, page: StructuredDataContext): JsonLd[] {
  const ebook = ebookState(i18n, page)?.data;
  if (!ebook) return [];
  const t = ebookTexts(i18n);
  return [
    breadcrumbList(
      [
        { name: t('menu.ebooks'), path: EBOOKS_PATH },
        { name: ebook.title, path: ebookPath(ebook) },
      ],
      page.url,
    ),
  ];
}
