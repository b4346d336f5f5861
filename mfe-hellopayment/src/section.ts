import { PAYMENT_PROVIDERS } from 'contracts/lead-fields';
import { defineSection, menuLabel, sectionMeta, type SectionRoute } from 'shared-ui';
import { preRegistrationAction } from './features/pre-registration/preRegistrationAction';
import { COMPARISON_PATH, providerPath, type ProviderId } from './features/providers/providers';
import { providerStructuredData } from './features/providers/structuredData';
import { paymentTexts } from './texts';

/** A provider's page with its pre-registration form; both providers share the page's chunk. */
const providerRoute = (provider: ProviderId): SectionRoute => ({
  id: `hellopayment.${provider}`,
  path: providerPath(provider),
  page: () =>
    import('./features/provider-page/ProviderPage').then((m) => m.providerPages[provider]),
  meta: sectionMeta(
    paymentTexts,
    `providers.${provider}.metaTitle`,
    `providers.${provider}.metaDescription`,
  ),
  action: preRegistrationAction(provider),
  structuredData: providerStructuredData(provider),
});

/**
 * The payment-provider comparison and each provider's page. The comparison
 * is a chunk of its own: it does not load the pre-registration form.
 */
export const section = defineSection({
  routes: [
    {
      id: 'hellopayment.comparison',
      path: COMPARISON_PATH,
      page: () =>
        import('./features/comparison/ProviderComparisonPage').then(
          (m) => m.ProviderComparisonPage,
        ),
      meta: sectionMeta(paymentTexts, 'comparison.metaTitle', 'comparison.metaDescription'),
    },
    ...PAYMENT_PROVIDERS.map(providerRoute),
  ],
  menu: [
    {
      menu: 'pos',
      path: COMPARISON_PATH,
      order: 40,
      label: menuLabel(paymentTexts, (texts) => texts.menu.payment),
    },
  ],
  // What the site search finds here (loaded when the shell builds its index).
  search: (context) =>
    import('./features/search/searchDocuments').then((m) => m.searchDocuments(context)),
});
