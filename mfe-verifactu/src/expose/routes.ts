import {
  VERIFACTU_HUB,
  VERIFACTU_SUBPAGE_KEYS,
  verifactuSubpageRoute,
  type VerifactuSubpage,
} from 'contracts/verifactu-routes';
import { sectionMeta, type SectionModule, type SectionRoute } from 'shared-ui';
import { faqQuery, glossaryQuery } from '../content/knowledgeQueries';
import { DeadlinesPage } from '../features/deadlines/DeadlinesPage';
import { FaqPage } from '../features/faq/FaqPage';
import { FinesPage } from '../features/fines/FinesPage';
import { GlossaryPage } from '../features/glossary/GlossaryPage';
import { HowItWorksPage } from '../features/how-it-works/HowItWorksPage';
import { HubPage } from '../features/hub/HubPage';
import { CafeGastroPage, HairBeautyPage, RetailPage } from '../features/industries/industryPages';
import { ObligationCheckPage } from '../features/obligation-check/ObligationCheckPage';
import { RegisterCheckPage } from '../features/register-check/RegisterCheckPage';
import { verifactuTexts } from '../texts';

const meta = (block: string) =>
  sectionMeta(verifactuTexts, `${block}.metaTitle`, `${block}.metaDescription`);

const obligationCheck: SectionRoute = {
  Component: ObligationCheckPage,
  meta: meta('obligationCheck'),
};

const subpages: Record<VerifactuSubpage, SectionRoute> = {
  howItWorks: { Component: HowItWorksPage, meta: meta('howItWorks') },
  deadlines: { Component: DeadlinesPage, meta: meta('deadlines') },
  registerCheck: { Component: RegisterCheckPage, meta: meta('registerCheck') },
  obligationCheck,
  obligationCheckLong: obligationCheck,
  fines: { Component: FinesPage, meta: meta('fines') },
  hairBeauty: { Component: HairBeautyPage, meta: meta('industries.hairBeauty') },
  cafeGastro: { Component: CafeGastroPage, meta: meta('industries.cafeGastro') },
  retail: { Component: RetailPage, meta: meta('industries.retail') },
  faq: {
    Component: FaqPage,
    meta: meta('faq'),
    loader: ({ queryClient, locale }) => queryClient.prefetchQuery(faqQuery(locale.language)),
  },
  glossary: {
    Component: GlossaryPage,
    meta: meta('glossary'),
    loader: ({ queryClient, locale }) => queryClient.prefetchQuery(glossaryQuery(locale.language)),
  },
};

/**
 * What this remote shows for the route ids of contracts/verifactu-routes (the
 * shell's route table reads the same): the hub, then each subpage.
 */
export const routes: SectionModule['routes'] = {
  [VERIFACTU_HUB.id]: { Component: HubPage, meta: meta('hub') },
  ...Object.fromEntries(
    VERIFACTU_SUBPAGE_KEYS.map((subpage) => [verifactuSubpageRoute(subpage).id, subpages[subpage]]),
  ),
};
