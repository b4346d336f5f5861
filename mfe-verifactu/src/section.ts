import {
  defineSection,
  loadListOrPreview,
  menuLabel,
  sectionMeta,
  type SectionRoute,
} from 'shared-ui';
import {
  faqPreviewQuery,
  faqQuery,
  glossaryPreviewQuery,
  glossaryQuery,
} from './content/knowledgeQueries';
import { GUIDE_PATH, HUB_PATH, subpagePath, type Subpage } from './content/paths';
import { faqPageStructuredData, subpageBreadcrumbs } from './content/structuredData';
import { loadSiteOrigin } from './features/deadlines/siteOrigin';
import { verifactuTexts } from './texts';

const meta = (block: string) =>
  sectionMeta(verifactuTexts, `${block}.metaTitle`, `${block}.metaDescription`);

/**
 * A subpage under the hub: its id and path come from its slug, its head
 * (title, description, breadcrumb trail) from its block of the catalog.
 */
const subpage = (
  key: Subpage,
  block: string,
  route: Omit<SectionRoute, 'id' | 'path' | 'meta'>,
): SectionRoute => ({
  id: `verifactu.${subpagePath(key).split('/').pop()}`,
  path: subpagePath(key),
  meta: meta(block),
  structuredData: subpageBreadcrumbs(key, block),
  ...route,
});

/**
 * Spain's Verifactu section (SPEC §2, DESIGN.md §9): the hub and its
 * subpages, each a chunk of its own. The pages are reachable under every
 * locale (German speakers in Spain read `de_ES`, and links are shared); the
 * menu entry is offered to visitors from Spain only.
 */
export const section = defineSection({
  routes: [
    {
      id: 'verifactu.hub',
      path: HUB_PATH,
      page: () => import('./features/hub/HubPage').then((m) => m.HubPage),
      meta: meta('hub'),
    },
    subpage('howItWorks', 'howItWorks', {
      page: () => import('./features/how-it-works/HowItWorksPage').then((m) => m.HowItWorksPage),
    }),
    subpage('deadlines', 'deadlines', {
      page: () => import('./features/deadlines/DeadlinesPage').then((m) => m.DeadlinesPage),
      // The calendar file in the server's HTML links back to the site it was asked from.
      loader: loadSiteOrigin,
    }),
    subpage('registerCheck', 'registerCheck', {
      page: () =>
        import('./features/register-check/RegisterCheckPage').then((m) => m.RegisterCheckPage),
    }),
    subpage('obligationCheck', 'obligationCheck', {
      page: () =>
        import('./features/obligation-check/ObligationCheckPage').then(
          (m) => m.ObligationCheckPage,
        ),
    }),
    // The path the hub links to: the same page (and chunk) as `muss-ich`.
    subpage('obligationCheckLong', 'obligationCheck', {
      page: () =>
        import('./features/obligation-check/ObligationCheckPage').then(
          (m) => m.ObligationCheckPage,
        ),
      sitemap: false,
    }),
    subpage('fines', 'fines', {
      page: () => import('./features/fines/FinesPage').then((m) => m.FinesPage),
    }),
    subpage('hairBeauty', 'industries.hairBeauty', {
      page: () =>
        import('./features/industries/IndustryPage').then((m) => m.industryPages.hairBeauty),
    }),
    subpage('cafeGastro', 'industries.cafeGastro', {
      page: () =>
        import('./features/industries/IndustryPage').then((m) => m.industryPages.cafeGastro),
    }),
    subpage('retail', 'industries.retail', {
      page: () => import('./features/industries/IndustryPage').then((m) => m.industryPages.retail),
    }),
    subpage('faq', 'faq', {
      page: () => import('./features/faq/FaqPage').then((m) => m.FaqPage),
      // With a console's preview token: the list with its FAQ (a bad token: 404).
      loader: (args) =>
        loadListOrPreview(args, faqQuery(args.locale.language), (token) =>
          faqPreviewQuery(args.locale.language, token),
        ),
      structuredData: (i18n, page) => [
        ...subpageBreadcrumbs('faq', 'faq')(i18n, page),
        ...faqPageStructuredData(i18n, page),
      ],
    }),
    subpage('glossary', 'glossary', {
      page: () => import('./features/glossary/GlossaryPage').then((m) => m.GlossaryPage),
      loader: (args) =>
        loadListOrPreview(args, glossaryQuery(args.locale.language), (token) =>
          glossaryPreviewQuery(args.locale.language, token),
        ),
    }),
  ],
  files: [
    {
      // The PDF guide the hub offers: made on the shell's server, in the locale's language.
      id: 'verifactu.guide',
      path: GUIDE_PATH,
      respond: (args) => import('./features/guide/guideFile').then((m) => m.guideFile(args)),
    },
  ],
  menu: [
    {
      menu: 'pos',
      path: HUB_PATH,
      order: 50,
      countries: ['ES'],
      label: menuLabel(verifactuTexts, (texts) => texts.menu.verifactu),
    },
  ],
  // What the site search finds here (loaded when the shell builds its index).
  search: (context) =>
    import('./features/search/searchDocuments').then((m) => m.searchDocuments(context)),
});
