import type { QueryClient } from '@tanstack/react-query';
import type { ConsentConfig } from 'contracts';
import type { Language } from 'shared-ui';

/** GET /api/consent/config in the page's language: the second layer lists its services. */
export const consentConfigQuery = (language: Language) => ({
  queryKey: [`/api/consent/config?language=${language}`],
});

/**
 * The settings page's loader: the configuration in the page's cache (the
 * server renders the list, the browser gets it with the page). A failure
 * leaves the page usable: the choice can be saved without the list.
 */
export async function loadConsentConfig(queryClient: QueryClient, language: Language) {
  try {
    await queryClient.fetchQuery<ConsentConfig>(consentConfigQuery(language));
  } catch (error) {
    console.error('Consent configuration unavailable', error);
  }
  return null;
}
