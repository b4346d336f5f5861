import { defineSection, sectionMeta, type SectionLoaderArgs } from 'shared-ui';
import { loadConsoleQueries } from './features/api/consoleApi';
import { auditPath } from './features/audit/auditPath';
import { boardForms } from './features/board/boardForms';
import {
  entriesPath,
  entryApiPath,
  MERGE_TARGETS_PATH,
  queuePath,
} from './features/board/boardPaths';
import { ebookForms } from './features/content-ebooks/ebookForms';
import { ebookPagePaths } from './features/content-ebooks/ebookPaths';
import { productForms } from './features/content-products/productForms';
import { productPagePaths } from './features/content-products/productPaths';
import { testimonialForms } from './features/content-testimonials/testimonialForms';
import { testimonialPagePaths } from './features/content-testimonials/testimonialPaths';
import { consoleAction } from './features/frame/consoleAction';
import { leadListPath } from './features/leads/leadFilters';
import { leadForms } from './features/leads/leadForms';
import { SESSION_PATH } from './features/session/sessionPaths';
import { statsPaths, statsPeriod } from './features/dashboard/statsPaths';
import { faqForms, glossaryForms } from './features/knowledge/knowledgeForms';
import { KNOWLEDGE_KINDS, knowledgePaths } from './features/knowledge/knowledgeKinds';
import { pixelForms } from './features/pixels/pixelForms';
import { PIXELS_PATH } from './features/pixels/pixelPaths';
import { roadmapForms } from './features/roadmap/roadmapForms';
import { ROADMAP_ITEMS_PATH, roadmapPagePaths } from './features/roadmap/roadmapPaths';
import { staffForms } from './features/staff/staffForms';
import { STAFF_PATH } from './features/staff/staffPath';
import { consoleTexts } from './texts';

/** A console page's loader: the session and the page's own data (by its URL), fetched afresh. */
const loadWith =
  (paths: (search: URLSearchParams, params: SectionLoaderArgs['params']) => string[]) =>
  ({ queryClient, request, params }: SectionLoaderArgs) =>
    loadConsoleQueries(queryClient, request, [
      SESSION_PATH,
      ...paths(new URL(request.url).searchParams, params),
    ]);

const meta = (titleKey: string) => sectionMeta(consoleTexts, titleKey, 'meta.description');

/**
 * The provider's console (the remote `admin`: a remote's name is a global
 * variable of the page and of the server, and `console` is taken), for staff only (`staffOnly`: never cached, never
 * indexed, no page views or tracking pixels). Each page shows the sign-in
 * without a session; its data comes from /api/admin/*. Its forms post to the
 * page (`action`): the frame's (sign-in, sign-out, language) on every page,
 * the desk's, the board's, the staff, pixel, roadmap, FAQ and glossary pages' on theirs — with script or without.
 */
export const section = defineSection({
  routes: [
    {
      id: 'admin.dashboard',
      path: 'admin',
      staffOnly: true,
      page: () => import('./features/dashboard/DashboardPage').then((m) => m.DashboardPage),
      meta: meta('meta.dashboardTitle'),
      loader: loadWith((search) => Object.values(statsPaths(statsPeriod(search)))),
      action: consoleAction(),
    },
    {
      id: 'admin.leads',
      path: 'admin/leads',
      staffOnly: true,
      page: () => import('./features/leads/LeadsPage').then((m) => m.LeadsPage),
      meta: meta('meta.leadsTitle'),
      loader: loadWith((search) => [leadListPath(search)]),
      action: consoleAction(leadForms),
    },
    {
      id: 'admin.board',
      path: 'admin/board',
      staffOnly: true,
      page: () => import('./features/board/QueuePage').then((m) => m.QueuePage),
      meta: meta('meta.boardTitle'),
      loader: loadWith((search) => [queuePath(search), MERGE_TARGETS_PATH]),
      action: consoleAction(boardForms),
    },
    {
      id: 'admin.boardEntries',
      path: 'admin/board/entries',
      staffOnly: true,
      page: () => import('./features/board/EntriesPage').then((m) => m.EntriesPage),
      meta: meta('meta.boardEntriesTitle'),
      loader: loadWith((search) => [entriesPath(search), ROADMAP_ITEMS_PATH]),
      action: consoleAction(),
    },
    {
      id: 'admin.boardEntry',
      path: 'admin/board/entries/:id',
      staffOnly: true,
      page: () => import('./features/board/EntryPage').then((m) => m.EntryPage),
      meta: meta('meta.boardEntryTitle'),
      // The roadmap's items: what an entry's roadmap link chooses from.
      loader: loadWith((_search, params) => [
        entryApiPath(params.id ?? ''),
        MERGE_TARGETS_PATH,
        ROADMAP_ITEMS_PATH,
      ]),
      action: consoleAction(boardForms),
    },
    {
      id: 'admin.staff',
      path: 'admin/staff',
      staffOnly: true,
      page: () => import('./features/staff/StaffPage').then((m) => m.StaffPage),
      meta: meta('meta.staffTitle'),
      loader: loadWith(() => [STAFF_PATH]),
      action: consoleAction(staffForms),
    },
    {
      id: 'admin.audit',
      path: 'admin/audit',
      staffOnly: true,
      page: () => import('./features/audit/AuditPage').then((m) => m.AuditPage),
      meta: meta('meta.auditTitle'),
      loader: loadWith((search) => [auditPath(search)]),
      action: consoleAction(),
    },
    {
      id: 'admin.pixels',
      path: 'admin/pixels',
      staffOnly: true,
      page: () => import('./features/pixels/PixelsPage').then((m) => m.PixelsPage),
      meta: meta('meta.pixelsTitle'),
      loader: loadWith(() => [PIXELS_PATH]),
      action: consoleAction(pixelForms),
    },
    {
      id: 'admin.roadmap',
      path: 'admin/roadmap',
      staffOnly: true,
      page: () => import('./features/roadmap/RoadmapItemsPage').then((m) => m.RoadmapItemsPage),
      meta: meta('meta.roadmapTitle'),
      loader: loadWith((search) => roadmapPagePaths(search)),
      action: consoleAction(roadmapForms),
    },
    {
      id: 'admin.faqs',
      path: 'admin/faqs',
      staffOnly: true,
      page: () => import('./features/knowledge/KnowledgePage').then((m) => m.FaqsPage),
      meta: meta('meta.faqsTitle'),
      loader: loadWith((search) => knowledgePaths(KNOWLEDGE_KINDS.faqs, search)),
      action: consoleAction(faqForms),
    },
    {
      id: 'admin.glossary',
      path: 'admin/glossary',
      staffOnly: true,
      page: () => import('./features/knowledge/KnowledgePage').then((m) => m.GlossaryPage),
      meta: meta('meta.glossaryTitle'),
      loader: loadWith((search) => knowledgePaths(KNOWLEDGE_KINDS.glossary, search)),
      action: consoleAction(glossaryForms),
    },
    {
      id: 'admin.ebooks',
      path: 'admin/content/ebooks',
      staffOnly: true,
      page: () => import('./features/content-ebooks/EbooksPage').then((m) => m.EbooksPage),
      meta: meta('meta.ebooksTitle'),
      loader: loadWith((search) => ebookPagePaths(search)),
      action: consoleAction(ebookForms),
    },
    {
      id: 'admin.products',
      path: 'admin/content/products',
      staffOnly: true,
      page: () => import('./features/content-products/ProductsPage').then((m) => m.ProductsPage),
      meta: meta('meta.productsTitle'),
      loader: loadWith((search) => productPagePaths(search)),
      action: consoleAction(productForms),
    },
    {
      id: 'admin.testimonials',
      path: 'admin/content/testimonials',
      staffOnly: true,
      page: () =>
        import('./features/content-testimonials/TestimonialsPage').then((m) => m.TestimonialsPage),
      meta: meta('meta.testimonialsTitle'),
      loader: loadWith((search) => testimonialPagePaths(search)),
      action: consoleAction(testimonialForms),
    },
  ],
});
