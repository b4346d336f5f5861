import type { QueryClient } from '@tanstack/react-query';
import type { ConsentConfig } from 'contracts';
import { apiQuery, type Language } from 'shared-ui';

/** GET /api/consent/config in the page's language: the second layer lists its services. */
export const consentConfigQuery = (language: Language) =>
  apiQuery<ConsentConfig>({
    path: '/api/consent/config',
    params: { language },
    failure: 'Consent configuration unavailable',
  });

/**
 * The settings page's loader: the configuration in the page's cache (the
 * server renders the list, the browser gets it with the page). A failure
 * leaves the page usable: the choice can be saved without the list.
 */
export async function loadConsentConfig(queryClient: QueryClient, language: Language) {
  // A failure is logged by the query and shown by the page.
  await queryClient.fetchQuery(consentConfigQuery(language)).catch(() => undefined);
  return null;
}
