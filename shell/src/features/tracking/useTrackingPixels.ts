import { useQuery } from '@tanstack/react-query';
import type { ActiveTrackingPixel } from 'contracts';
import { useEffect } from 'react';
import { apiQuery } from 'shared-ui';
import { useConsent } from '../consent/consentStore';
import { injectTrackingPixels } from './trackingPixels';

/** SPEC §8: a failure is only logged. */
export const activePixelsQuery = () =>
  apiQuery<ActiveTrackingPixel[]>({
    path: '/api/tracking-pixels/active',
    failure: 'Failed to fetch tracking pixels',
  });

/**
 * Keeps the pixels of the granted consent categories injected while the
 * site is mounted, and no other: nothing is fetched or injected before a
 * choice, and a category granted on the page brings its pixels at once.
 * When the choice was known, the server rendered them and sent the list
 * along (nothing is injected twice); else the list is loaded once the page
 * is interactive (never on the server: third-party scripts must not block
 * the first paint). A failure is only logged (SPEC §8).
 */
export function useTrackingPixels(): void {
  const statistics = useConsent((state) => state.statistics);
  const marketing = useConsent((state) => state.marketing);
  const { data } = useQuery({
    ...activePixelsQuery(),
    enabled: typeof window !== 'undefined' && (statistics || marketing),
  });
  useEffect(() => {
    if (!data || !(statistics || marketing)) return undefined;
    const granted = { statistics, marketing };
    return injectTrackingPixels(
      data.filter((pixel) => granted[pixel.category]),
      document,
    );
  }, [data, statistics, marketing]);
}
