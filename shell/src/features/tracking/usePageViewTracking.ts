import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { apiRequest, currentDeviceType, useVisitorId } from 'shared-ui';
import { browserSessionStorage } from '../../lib/safeStorage';
import { trackedPath, trackPageView } from './pageView';

/** Posts one page view per path and browser session (SPEC §4, §7, §9). */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  const visitorId = useVisitorId();
  const path = trackedPath(pathname);
  useEffect(() => {
    if (!visitorId) return;
    trackPageView(
      {
        visitorId,
        url: path,
        deviceType: currentDeviceType(),
        userAgent: navigator.userAgent.slice(0, 1024),
      },
      {
        session: browserSessionStorage(),
        send: (view) => apiRequest('POST', '/api/track/pageview', view),
      },
    );
  }, [path, visitorId]);
}
