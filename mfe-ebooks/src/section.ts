import type { EbookListItem } from 'contracts';
import { LIST_PAGES } from 'contracts/list-pages';
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from 'contracts/newsletter-links';
import { defineSection, menuLabel, sectionMeta, sitemapByCountry } from 'shared-ui';
import {
  ebookDetailMeta,
  ebookDetailStructuredData,
} from './features/ebook-detail/ebookDetailMeta';
import { loadEbookDetail } from './features/ebook-detail/loadEbookDetail';
import { downloadAction } from './features/download/downloadAction';
import { loadEbookList } from './features/ebook-list/loadEbookList';
import { DOWNLOAD_SEGMENT, EBOOKS_PATH, ebookPath } from './features/ebooks/ebookRef';
import {
  confirmNewsletterAction,
  unsubscribeNewsletterAction,
} from './features/newsletter/newsletterActions';
import { loadSuccessStories } from './features/success-stories/loadSuccessStories';
import { ebooksTexts } from './texts';

const STORIES_PATH = LIST_PAGES.stories;

/** The e-books section: the list, each e-book with its download, and the success stories. */
export const section = defineSection({
  routes: [
    {
      id: 'ebooks.list',
      path: EBOOKS_PATH,
      page: () => import('./features/ebook-list/EbookListPage').then((m) => m.EbookListPage),
      meta: sectionMeta(ebooksTexts, 'list.metaTitle', 'list.metaDescription'),
      loader: loadEbookList,
    },
    {
      id: 'ebooks.detail',
      path: `${EBOOKS_PATH}/:ebookRef`,
      page: () => import('./features/ebook-detail/EbookDetailPage').then((m) => m.EbookDetailPage),
      meta: ebookDetailMeta,
      structuredData: ebookDetailStructuredData,
      loader: loadEbookDetail,
    },
    {
      // Where the download button leads without script; its form's action gives the slides.
      id: 'ebooks.download',
      path: `${EBOOKS_PATH}/:ebookRef/${DOWNLOAD_SEGMENT}`,
      page: () =>
        import('./features/ebook-download/EbookDownloadPage').then((m) => m.EbookDownloadPage),
      meta: ebookDetailMeta,
      loader: loadEbookDetail,
      action: downloadAction,
    },
    {
      // The newsletter's confirmation link (double opt-in): only in mails, never in the sitemap.
      id: 'ebooks.newsletter-confirm',
      path: NEWSLETTER_CONFIRM_PATH,
      page: () =>
        import('./features/newsletter/NewsletterLinkPage').then((m) => m.NewsletterConfirmPage),
      meta: sectionMeta(
        ebooksTexts,
        'newsletter.confirmMetaTitle',
        'newsletter.confirmMetaDescription',
      ),
      action: confirmNewsletterAction,
      sitemap: false,
    },
    {
      // Every newsletter mail's unsubscribe link, and its RFC 8058 one-click POST.
      id: 'ebooks.newsletter-unsubscribe',
      path: NEWSLETTER_UNSUBSCRIBE_PATH,
      page: () =>
        import('./features/newsletter/NewsletterLinkPage').then((m) => m.NewsletterUnsubscribePage),
      meta: sectionMeta(
        ebooksTexts,
        'newsletter.unsubscribeMetaTitle',
        'newsletter.unsubscribeMetaDescription',
      ),
      action: unsubscribeNewsletterAction,
      sitemap: false,
    },
    {
      id: 'ebooks.stories',
      path: STORIES_PATH,
      page: () =>
        import('./features/success-stories/SuccessStoriesPage').then((m) => m.SuccessStoriesPage),
      meta: sectionMeta(ebooksTexts, 'stories.metaTitle', 'stories.metaDescription'),
      loader: loadSuccessStories,
    },
  ],
  menu: [
    {
      menu: 'top',
      path: EBOOKS_PATH,
      order: 50,
      label: menuLabel(ebooksTexts, (texts) => texts.menu.ebooks),
    },
    {
      menu: 'top',
      path: STORIES_PATH,
      order: 60,
      label: menuLabel(ebooksTexts, (texts) => texts.menu.stories),
    },
  ],
  // Every e-book, in the countries it is offered in.
  sitemap: (context) =>
    sitemapByCountry<EbookListItem>(
      context,
      (country) => `/api/ebooks?country=${country}`,
      ebookPath,
    ),
  // What the site search finds here (loaded when the shell builds its index).
  search: (context) =>
    import('./features/search/searchDocuments').then((m) => m.searchDocuments(context)),
});
