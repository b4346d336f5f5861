import { sectionMeta, type SectionModule } from 'shared-ui';
import { ebookDetailMeta } from '../features/ebook-detail/ebookDetailMeta';
import { loadEbookDetail } from '../features/ebook-detail/loadEbookDetail';
import { loadEbookList } from '../features/ebook-list/loadEbookList';
import { loadSuccessStories } from '../features/success-stories/loadSuccessStories';
import { ebooksTexts } from '../texts';

/**
 * What this remote shows for the shell's route ids `ebooks`, `ebook-detail`
 * and `success-stories`. Each page is a chunk of its own, named
 * `page-<route id>` so the server preloads it with the page.
 */
export const routes: SectionModule['routes'] = {
  ebooks: {
    loadComponent: () =>
      import(/* webpackChunkName: "page-ebooks" */ '../features/ebook-list/EbookListPage').then(
        (page) => page.EbookListPage,
      ),
    meta: sectionMeta(ebooksTexts, 'list.metaTitle', 'list.metaDescription'),
    loader: loadEbookList,
  },
  'ebook-detail': {
    loadComponent: () =>
      import(
        /* webpackChunkName: "page-ebook-detail" */ '../features/ebook-detail/EbookDetailPage'
      ).then((page) => page.EbookDetailPage),
    meta: ebookDetailMeta,
    loader: loadEbookDetail,
  },
  'success-stories': {
    loadComponent: () =>
      import(
        /* webpackChunkName: "page-success-stories" */ '../features/success-stories/SuccessStoriesPage'
      ).then((page) => page.SuccessStoriesPage),
    meta: sectionMeta(ebooksTexts, 'stories.metaTitle', 'stories.metaDescription'),
    loader: loadSuccessStories,
  },
};
