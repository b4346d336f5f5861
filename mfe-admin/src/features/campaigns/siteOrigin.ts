import { useQueryClient } from '@tanstack/react-query';
import type { SectionLoaderArgs } from 'shared-ui';

const SITE_ORIGIN_KEY = ['campaigns', 'siteOrigin'] as const;

/**
 * The link builder's links start with the site's origin: the loader notes the
 * origin of the request (on the server the visitor's host as the shell saw
 * it, in the browser the page's), so server and browser render the same link.
 */
export function rememberSiteOrigin({ queryClient, request }: SectionLoaderArgs): void {
  queryClient.setQueryData(SITE_ORIGIN_KEY, new URL(request.url).origin);
}

export function useSiteOrigin(): string {
  const origin = useQueryClient().getQueryData<string>(SITE_ORIGIN_KEY);
  return origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
