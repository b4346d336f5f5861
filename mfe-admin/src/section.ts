import { consolePage, type ConsolePageKey } from 'contracts/admin';
import { defineSection, sectionMeta, type SectionLoaderArgs, type SectionRoute } from 'shared-ui';
import { loadConsoleQueries } from './features/api/consoleApi';
import { auditPath } from './features/audit/auditPath';
import { boardForms } from './features/board/boardForms';
import { campaignReportPath } from './features/campaigns/campaignPaths';
import { rememberSiteOrigin } from './features/campaigns/siteOrigin';
import {
  entriesPath,
  entryApiPath,
  MERGE_TARGETS_PATH,
  queuePath,
} from './features/board/boardPaths';
import type { ContentPage } from './features/content/contentPage';
import { contentTypeForms } from './features/content/contentTypeForms';
import { CONTENT_PAGES } from './features/content/types';
import { consoleAction } from './features/frame/consoleAction';
import { deskListPath } from './features/leads/leadFilters';
import { leadForms } from './features/leads/leadForms';
import { inboxForms } from './features/leads/inboxForms';
import { loadLeadDesk } from './features/leads/loadLeadDesk';
import { contactApiPath, leadApiPath } from './features/leads/leadPaths';
import { SESSION_PATH } from './features/session/sessionPaths';
import { statsPaths, statsPeriod } from './features/dashboard/statsPaths';
import { webVitalsPath } from './features/vitals/vitalsPaths';
import { searchMissesPath } from './features/search-misses/searchMissesPaths';
import { faqForms, glossaryForms } from './features/knowledge/knowledgeForms';
import { KNOWLEDGE_KINDS, knowledgePaths } from './features/knowledge/knowledgeKinds';
import { pixelForms } from './features/pixels/pixelForms';
import { PIXELS_PATH } from './features/pixels/pixelPaths';
import { roadmapForms } from './features/roadmap/roadmapForms';
import { routingForms } from './features/routing/routingForms';
import { deliveriesPath, DESTINATIONS_PATH } from './features/routing/routingPaths';
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

/**
 * A console page's route: its id, path and title follow from its key in the
 * console's declaration (contracts' CONSOLE_AREAS: the path, the roles that
 * may open it); a staff page.
 */
const consoleRoute = (
  key: ConsolePageKey,
  route: Pick<SectionRoute, 'page' | 'loader' | 'action'>,
): SectionRoute => ({
  id: `admin.${key}`,
  path: consolePage(key).path,
  staffOnly: true,
  meta: sectionMeta(consoleTexts, `meta.${key}Title`, 'meta.description'),
  ...route,
});

/** A content type's page: its list and editor, loader and forms follow from its declaration. */
const contentTypeRoute = (page: ContentPage): SectionRoute =>
  consoleRoute(page.type.area, {
    page: () => import('./features/content/ContentTypePage').then((m) => m.contentTypePage(page)),
    loader: loadWith(page.pagePaths),
    action: consoleAction(contentTypeForms(page)),
  });

/**
 * The provider's console (the remote `admin`: a remote's name is a global
 * variable of the page and of the server, and `console` is taken), for staff only (`staffOnly`: never cached, never
 * indexed, no page views or tracking pixels). Each page shows the sign-in
 * without a session; its data comes from /api/admin/*. Its forms post to the
 * page (`action`): the frame's (sign-in, sign-out, language) on every page,
 * the desk's, the board's, the staff, pixel, routing, roadmap, FAQ and glossary pages' on theirs — with script or without.
 */
export const section = defineSection({
  routes: [
    consoleRoute('dashboard', {
      page: () => import('./features/dashboard/DashboardPage').then((m) => m.DashboardPage),
      loader: loadWith((search) => Object.values(statsPaths(statsPeriod(search)))),
      action: consoleAction(),
    }),
    consoleRoute('leads', {
      page: () => import('./features/leads/LeadsPage').then((m) => m.LeadsPage),
      // A sales member's bare desk opens on their open leads (a redirect: the filter in the URL).
      loader: loadLeadDesk(loadWith, (search) => [deskListPath(search)]),
      action: consoleAction(leadForms),
    }),
    consoleRoute('lead', {
      page: () => import('./features/leads/LeadPage').then((m) => m.LeadPage),
      loader: loadWith((_search, params) => [leadApiPath(params.type ?? '', params.id ?? '')]),
      action: consoleAction({ ...leadForms, ...inboxForms }),
    }),
    consoleRoute('contact', {
      page: () => import('./features/leads/ContactPage').then((m) => m.ContactPage),
      loader: loadWith((_search, params) => [contactApiPath(params.type ?? '', params.id ?? '')]),
      // Its erasure form is the desk's.
      action: consoleAction(leadForms),
    }),
    consoleRoute('campaigns', {
      page: () => import('./features/campaigns/CampaignsPage').then((m) => m.CampaignsPage),
      loader: (args) => {
        rememberSiteOrigin(args);
        return loadWith((search) => [campaignReportPath(search)])(args);
      },
      action: consoleAction(),
    }),
    consoleRoute('vitals', {
      page: () => import('./features/vitals/WebVitalsPage').then((m) => m.WebVitalsPage),
      loader: loadWith((search) => [webVitalsPath(search)]),
      action: consoleAction(),
    }),
    consoleRoute('board', {
      page: () => import('./features/board/QueuePage').then((m) => m.QueuePage),
      loader: loadWith((search) => [queuePath(search), MERGE_TARGETS_PATH]),
      action: consoleAction(boardForms),
    }),
    consoleRoute('boardEntries', {
      page: () => import('./features/board/EntriesPage').then((m) => m.EntriesPage),
      loader: loadWith((search) => [entriesPath(search), ROADMAP_ITEMS_PATH]),
      action: consoleAction(),
    }),
    consoleRoute('boardEntry', {
      page: () => import('./features/board/EntryPage').then((m) => m.EntryPage),
      // The roadmap's items: what an entry's roadmap link chooses from.
      loader: loadWith((_search, params) => [
        entryApiPath(params.id ?? ''),
        MERGE_TARGETS_PATH,
        ROADMAP_ITEMS_PATH,
      ]),
      action: consoleAction(boardForms),
    }),
    consoleRoute('staff', {
      page: () => import('./features/staff/StaffPage').then((m) => m.StaffPage),
      loader: loadWith(() => [STAFF_PATH]),
      action: consoleAction(staffForms),
    }),
    consoleRoute('audit', {
      page: () => import('./features/audit/AuditPage').then((m) => m.AuditPage),
      loader: loadWith((search) => [auditPath(search), STAFF_PATH]),
      action: consoleAction(),
    }),
    consoleRoute('pixels', {
      page: () => import('./features/pixels/PixelsPage').then((m) => m.PixelsPage),
      loader: loadWith(() => [PIXELS_PATH]),
      action: consoleAction(pixelForms),
    }),
    consoleRoute('routing', {
      page: () => import('./features/routing/RoutingPage').then((m) => m.RoutingPage),
      loader: loadWith(() => [DESTINATIONS_PATH]),
      action: consoleAction(routingForms),
    }),
    consoleRoute('routingDeliveries', {
      page: () => import('./features/routing/DeliveriesPage').then((m) => m.DeliveriesPage),
      // The destinations: what the filter chooses from.
      loader: loadWith((search) => [deliveriesPath(search), DESTINATIONS_PATH]),
      action: consoleAction(routingForms),
    }),
    consoleRoute('roadmap', {
      page: () => import('./features/roadmap/RoadmapItemsPage').then((m) => m.RoadmapItemsPage),
      loader: loadWith((search) => roadmapPagePaths(search)),
      action: consoleAction(roadmapForms),
    }),
    consoleRoute('searchMisses', {
      page: () =>
        import('./features/search-misses/SearchMissesPage').then((m) => m.SearchMissesPage),
      loader: loadWith((search) => [searchMissesPath(search)]),
      action: consoleAction(),
    }),
    consoleRoute('faqs', {
      page: () => import('./features/knowledge/KnowledgePage').then((m) => m.FaqsPage),
      loader: loadWith((search) => knowledgePaths(KNOWLEDGE_KINDS.faqs, search)),
      action: consoleAction(faqForms),
    }),
    consoleRoute('glossary', {
      page: () => import('./features/knowledge/KnowledgePage').then((m) => m.GlossaryPage),
      loader: loadWith((search) => knowledgePaths(KNOWLEDGE_KINDS.glossary, search)),
      action: consoleAction(glossaryForms),
    }),
    ...CONTENT_PAGES.map(contentTypeRoute),
  ],
});
