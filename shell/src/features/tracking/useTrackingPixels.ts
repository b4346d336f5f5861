import { useQuery } from '@tanstack/react-query';
import type { ActiveTrackingPixel } from 'contracts';
import { useEffect } from 'react';
import { injectTrackingPixels } from './trackingPixels';

const ACTIVE_PIXELS_KEY = ['/api/tracking-pixels/active'];

/**
 * Loads the active tracking pixels once the page is interactive (never on the
 * server: third-party scripts must not block the first paint) and keeps them
 * injected while the site is mounted. A failure is only logged (SPEC §8).
 */
export function useTrackingPixels(): void {
  const { data, error } = useQuery<ActiveTrackingPixel[]>({
    queryKey: ACTIVE_PIXELS_KEY,
    enabled: typeof window !== 'undefined',
  });
  useEffect(() => {
    if (error) console.error('Failed to fetch tracking pixels', error);
  }, [error]);
  useEffect(() => (data ? injectTrackingPixels(data, document) : undefined), [data]);
}
