import type { i18n as I18n } from 'i18next';
import { addTexts, type PageMeta, type PageMetaContext } from 'shared-ui';
import { ebooksTexts } from '../../texts';
import { categoryName } from '../ebooks/categories';
import { ebookDetailQuery } from '../ebooks/ebookQueries';
import { parseEbookRef } from '../ebooks/ebookRef';
import { isNotFoundError } from '../ebooks/httpStatus';

/** The e-book's title in <title> and link previews, from the cache the loader filled. */
export function ebookDetailMeta(i18n: I18n, { params, queryClient }: PageMetaContext): PageMeta {
  addTexts(i18n, ebooksTexts);
  const t = i18n.getFixedT(i18n.language, ebooksTexts.ns);
  const ref = parseEbookRef(params.ebookRef);
  const state = ref ? queryClient.getQueryState(ebookDetailQuery(ref).queryKey) : undefined;
  const ebook = state?.data;
  if (ebook) {
    return {
      title: ebook.title,
      description: t('detail.metaDescription', { category: categoryName(t, ebook.category) }),
    };
  }
  if (state?.error && !isNotFoundError(state.error)) {
    return { title: t('detail.loadErrorTitle'), description: t('detail.loadErrorText') };
  }
  return { title: t('detail.notFoundTitle'), description: t('detail.notFoundText') };
}
