import { sectionMeta, type SectionModule } from 'shared-ui';
import { ebookDetailMeta } from '../features/ebook-detail/ebookDetailMeta';
import { EbookDetailPage } from '../features/ebook-detail/EbookDetailPage';
import { loadEbookDetail } from '../features/ebook-detail/loadEbookDetail';
import { EbookListPage } from '../features/ebook-list/EbookListPage';
import { loadEbookList } from '../features/ebook-list/loadEbookList';
import { loadSuccessStories } from '../features/success-stories/loadSuccessStories';
import { SuccessStoriesPage } from '../features/success-stories/SuccessStoriesPage';
import { ebooksTexts } from '../texts';

/** What this remote shows for the shell's route ids `ebooks`, `ebook-detail` and `success-stories`. */
export const routes: SectionModule['routes'] = {
  ebooks: {
    Component: EbookListPage,
    meta: sectionMeta(ebooksTexts, 'list.metaTitle', 'list.metaDescription'),
    loader: loadEbookList,
  },
  'ebook-detail': {
    Component: EbookDetailPage,
    meta: ebookDetailMeta,
    loader: loadEbookDetail,
  },
  'success-stories': {
    Component: SuccessStoriesPage,
    meta: sectionMeta(ebooksTexts, 'stories.metaTitle', 'stories.metaDescription'),
    loader: loadSuccessStories,
  },
};
