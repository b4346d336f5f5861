import type { ComponentType } from 'react';
import { sectionMeta, type SectionRoute } from 'shared-ui';
import { paymentTexts } from '../../texts';
import type { ProviderId } from '../providers/providers';

/**
 * The route of one provider's page (`/{locale}/hellocash/hellopayment/{provider}`).
 * `loadComponent` imports the provider's page module as the chunk
 * `page-<route id>` (the name must be written at the import).
 */
export function providerRoute(
  provider: ProviderId,
  loadComponent: () => Promise<ComponentType>,
): SectionRoute {
  return {
    loadComponent,
    meta: sectionMeta(
      paymentTexts,
      `providers.${provider}.metaTitle`,
      `providers.${provider}.metaDescription`,
    ),
  };
}
