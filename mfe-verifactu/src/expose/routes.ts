import {
  VERIFACTU_HUB,
  VERIFACTU_SUBPAGE_KEYS,
  verifactuSubpageRoute,
  type VerifactuSubpage,
} from 'contracts/verifactu-routes';
import { sectionMeta, type SectionModule, type SectionRoute } from 'shared-ui';
import { faqQuery, glossaryQuery } from '../content/knowledgeQueries';
import { verifactuTexts } from '../texts';

const meta = (block: string) =>
  sectionMeta(verifactuTexts, `${block}.metaTitle`, `${block}.metaDescription`);

// Every page is a chunk of its own, named `page-<route id>` so the server
// preloads it with the page (see the section contract). Each route imports a
// module of its own: chunks with the same modules would be merged under one name.
const subpages: Record<VerifactuSubpage, SectionRoute> = {
  howItWorks: {
    loadComponent: () =>
      import(
        /* webpackChunkName: "page-verifactu-so-funktioniert" */ '../features/how-it-works/HowItWorksPage'
      ).then((page) => page.HowItWorksPage),
    meta: meta('howItWorks'),
  },
  deadlines: {
    loadComponent: () =>
      import(
        /* webpackChunkName: "page-verifactu-ab-wann" */ '../features/deadlines/DeadlinesPage'
      ).then((page) => page.DeadlinesPage),
    meta: meta('deadlines'),
  },
  registerCheck: {
    loadComponent: () =>
      import(
        /* webpackChunkName: "page-verifactu-reicht-meine-kasse" */ '../features/register-check/RegisterCheckPage'
      ).then((page) => page.RegisterCheckPage),
    meta: meta('registerCheck'),
  },
  obligationCheck: {
    loadComponent: () =>
      import(
        /* webpackChunkName: "page-verifactu-muss-ich" */ '../features/obligation-check/ObligationCheckPage'
      ).then((page) => page.ObligationCheckPage),
    meta: meta('obligationCheck'),
  },
  obligationCheckLong: {
    loadComponent: () =>
      import(
        /* webpackChunkName: "page-verifactu-muss-ich-verifactu-nutzen" */ '../features/obligation-check/ObligationCheckLongPathPage'
      ).then((page) => page.ObligationCheckLongPathPage),
    meta: meta('obligationCheck'),
  },
  fines: {
    loadComponent: () =>
      import(/* webpackChunkName: "page-verifactu-strafen" */ '../features/fines/FinesPage').then(
        (page) => page.FinesPage,
      ),
    meta: meta('fines'),
  },
  hairBeauty: {
    loadComponent: () =>
      import(
        /* webpackChunkName: "page-verifactu-friseur-beauty" */ '../features/industries/HairBeautyPage'
      ).then((page) => page.HairBeautyPage),
    meta: meta('industries.hairBeauty'),
  },
  cafeGastro: {
    loadComponent: () =>
      import(
        /* webpackChunkName: "page-verifactu-cafe-gastro" */ '../features/industries/CafeGastroPage'
      ).then((page) => page.CafeGastroPage),
    meta: meta('industries.cafeGastro'),
  },
  retail: {
    loadComponent: () =>
      import(
        /* webpackChunkName: "page-verifactu-einzelhandel" */ '../features/industries/RetailPage'
      ).then((page) => page.RetailPage),
    meta: meta('industries.retail'),
  },
  faq: {
    loadComponent: () =>
      import(/* webpackChunkName: "page-verifactu-faq" */ '../features/faq/FaqPage').then(
        (page) => page.FaqPage,
      ),
    meta: meta('faq'),
    loader: ({ queryClient, locale }) => queryClient.prefetchQuery(faqQuery(locale.language)),
  },
  glossary: {
    loadComponent: () =>
      import(
        /* webpackChunkName: "page-verifactu-glossar" */ '../features/glossary/GlossaryPage'
      ).then((page) => page.GlossaryPage),
    meta: meta('glossary'),
    loader: ({ queryClient, locale }) => queryClient.prefetchQuery(glossaryQuery(locale.language)),
  },
};

/**
 * What this remote shows for the route ids of contracts/verifactu-routes (the
 * shell's route table reads the same): the hub, then each subpage.
 */
export const routes: SectionModule['routes'] = {
  [VERIFACTU_HUB.id]: {
    loadComponent: () =>
      import(/* webpackChunkName: "page-verifactu" */ '../features/hub/HubPage').then(
        (page) => page.HubPage,
      ),
    meta: meta('hub'),
  },
  ...Object.fromEntries(
    VERIFACTU_SUBPAGE_KEYS.map((subpage) => [verifactuSubpageRoute(subpage).id, subpages[subpage]]),
  ),
};
