import { visitCampaign } from 'contracts/page-view-fields';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { apiRequest, currentDeviceType, useLocale, useVisitorId } from 'shared-ui';
import { browserSessionStorage } from '../../lib/safeStorage';
import { documentLanding } from '../attribution/attributionCookie';
import { trackedPath, trackPageView } from './pageView';

/** Paths counted in this page's lifetime: without consent nothing is stored to remember them. */
const countedHere = new Set<string>();

/**
 * Posts one page view per path and browser session (SPEC §4, §7, §9). With
 * Statistik consent it carries the visitor id and the session storage
 * remembers what was counted; without, the API counts it cookieless and
 * only this page's memory remembers (the API counts a visitor once a day).
 */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  const visitorId = useVisitorId();
  const { country, language } = useLocale();
  const path = trackedPath(pathname);
  useEffect(() => {
    trackPageView(
      {
        ...(visitorId ? { visitorId } : {}),
        url: path,
        deviceType: currentDeviceType(),
        userAgent: navigator.userAgent.slice(0, 1024),
        // The page's country and language: 'Besuche pro Tag nach Land' counts by them.
        country,
        language,
        // The visit's campaign (issue 37), counted cookieless like the view itself.
        ...visitCampaign(documentLanding()),
      },
      {
        memory: countedHere,
        session: visitorId ? browserSessionStorage() : undefined,
        send: (view) => apiRequest('POST', '/api/track/pageview', view),
      },
    );
    // A language switch on the same path changes the body, not the count: trackPageView skips it.
  }, [path, visitorId, country, language]);
}
