import { sectionMeta, type SectionModule } from 'shared-ui';
import { providerRoute } from '../features/provider-page/providerRoute';
import { paymentTexts } from '../texts';

/**
 * What this remote shows for the shell's route ids (see shell/src/app/sections.ts).
 * Each page is a chunk of its own, named `page-<route id>` so the server
 * preloads it: the comparison does not load the pre-registration form.
 */
export const routes: SectionModule['routes'] = {
  'payment-providers': {
    loadComponent: () =>
      import(
        /* webpackChunkName: "page-payment-providers" */ '../features/comparison/ProviderComparisonPage'
      ).then((page) => page.ProviderComparisonPage),
    meta: sectionMeta(paymentTexts, 'comparison.metaTitle', 'comparison.metaDescription'),
  },
  'payment-mollie': providerRoute('mollie', () =>
    import(
      /* webpackChunkName: "page-payment-mollie" */ '../features/provider-page/MolliePage'
    ).then((page) => page.MolliePage),
  ),
  'payment-adyen': providerRoute('adyen', () =>
    import(/* webpackChunkName: "page-payment-adyen" */ '../features/provider-page/AdyenPage').then(
      (page) => page.AdyenPage,
    ),
  ),
};
