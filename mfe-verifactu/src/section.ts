import { defineSection, menuLabel, sectionMeta, type SectionRoute } from 'shared-ui';
import { faqQuery, glossaryQuery } from './content/knowledgeQueries';
import { HUB_PATH, subpagePath, type Subpage } from './content/paths';
import { verifactuTexts } from './texts';

const meta = (block: string) =>
  sectionMeta(verifactuTexts, `${block}.metaTitle`, `${block}.metaDescription`);

/** A subpage under the hub: its id and path come from its slug. */
const subpage = (key: Subpage, route: Omit<SectionRoute, 'id' | 'path'>): SectionRoute => ({
  id: `verifactu.${subpagePath(key).split('/').pop()}`,
  path: subpagePath(key),
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
    subpage('howItWorks', {
      page: () => import('./features/how-it-works/HowItWorksPage').then((m) => m.HowItWorksPage),
      meta: meta('howItWorks'),
    }),
    subpage('deadlines', {
      page: () => import('./features/deadlines/DeadlinesPage').then((m) => m.DeadlinesPage),
      meta: meta('deadlines'),
    }),
    subpage('registerCheck', {
      page: () =>
        import('./features/register-check/RegisterCheckPage').then((m) => m.RegisterCheckPage),
      meta: meta('registerCheck'),
    }),
    subpage('obligationCheck', {
      page: () =>
        import('./features/obligation-check/ObligationCheckPage').then(
          (m) => m.ObligationCheckPage,
        ),
      meta: meta('obligationCheck'),
    }),
    // The path the hub links to: the same page (and chunk) as `muss-ich`.
    subpage('obligationCheckLong', {
      page: () =>
        import('./features/obligation-check/ObligationCheckPage').then(
          (m) => m.ObligationCheckPage,
        ),
      meta: meta('obligationCheck'),
      sitemap: false,
    }),
    subpage('fines', {
      page: () => import('./features/fines/FinesPage').then((m) => m.FinesPage),
      meta: meta('fines'),
    }),
    subpage('hairBeauty', {
      page: () =>
        import('./features/industries/IndustryPage').then((m) => m.industryPages.hairBeauty),
      meta: meta('industries.hairBeauty'),
    }),
    subpage('cafeGastro', {
      page: () =>
        import('./features/industries/IndustryPage').then((m) => m.industryPages.cafeGastro),
      meta: meta('industries.cafeGastro'),
    }),
    subpage('retail', {
      page: () => import('./features/industries/IndustryPage').then((m) => m.industryPages.retail),
      meta: meta('industries.retail'),
    }),
    subpage('faq', {
      page: () => import('./features/faq/FaqPage').then((m) => m.FaqPage),
      meta: meta('faq'),
      loader: ({ queryClient, locale }) => queryClient.prefetchQuery(faqQuery(locale.language)),
    }),
    subpage('glossary', {
      page: () => import('./features/glossary/GlossaryPage').then((m) => m.GlossaryPage),
      meta: meta('glossary'),
      loader: ({ queryClient, locale }) =>
        queryClient.prefetchQuery(glossaryQuery(locale.language)),
    }),
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
});
