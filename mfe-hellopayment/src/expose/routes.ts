import { sectionMeta, type SectionModule } from 'shared-ui';
import { ProviderComparisonPage } from '../features/comparison/ProviderComparisonPage';
import { providerRoute } from '../features/provider-page/providerRoute';
import { paymentTexts } from '../texts';

/** What this remote shows for the shell's route ids (see shell/src/app/sections.ts). */
export const routes: SectionModule['routes'] = {
  'payment-providers': {
    Component: ProviderComparisonPage,
    meta: sectionMeta(paymentTexts, 'comparison.metaTitle', 'comparison.metaDescription'),
  },
  'payment-mollie': providerRoute('mollie'),
  'payment-adyen': providerRoute('adyen'),
};
