import { useQuery } from '@tanstack/react-query';
import type { SectionLoaderArgs } from 'shared-ui';

const SITE_ORIGIN_KEY = ['verifactu', 'siteOrigin'] as const;

/**
 * The origin the page is asked for, kept by its loader (the shell's server
 * knows it from the request, the browser from its own URL), so the
 * calendar file written into the server's HTML links back to this site.
 */
export async function loadSiteOrigin({ request, queryClient }: SectionLoaderArgs): Promise<void> {
  queryClient.setQueryData(SITE_ORIGIN_KEY, new URL(request.url).origin);
}

export function useSiteOrigin(): string {
  const { data } = useQuery({
    queryKey: SITE_ORIGIN_KEY,
    queryFn: () => window.location.origin,
    // Without the loader's value (a page rendered on its own): the browser's.
    initialData: () => (typeof window === 'undefined' ? undefined : window.location.origin),
    staleTime: Infinity,
  });
  return data ?? '';
}
