import { sectionMeta, type SectionRoute } from 'shared-ui';
import { paymentTexts } from '../../texts';
import type { ProviderId } from '../providers/providers';
import { ProviderPage } from './ProviderPage';

/** The route of one provider's page (`/{locale}/hellocash/hellopayment/{provider}`). */
export function providerRoute(provider: ProviderId): SectionRoute {
  function ProviderDetails() {
    return <ProviderPage provider={provider} />;
  }
  return {
    Component: ProviderDetails,
    meta: sectionMeta(
      paymentTexts,
      `providers.${provider}.metaTitle`,
      `providers.${provider}.metaDescription`,
    ),
  };
}
