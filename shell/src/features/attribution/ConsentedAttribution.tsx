import { encodeAttribution, type Touch } from 'contracts/attribution-fields';
import { useEffect, useMemo, type ReactNode } from 'react';
import { AttributionProvider } from 'shared-ui';
import { useConsent } from '../consent/consentStore';
import { attributionCookie, fieldTouches, readAttributionCookie } from './attributionCookie';

/**
 * The lead forms' attribution in the browser (issue 37): the page's landing
 * (`landing`, read once when the shell starts, kept in page memory across
 * in-app navigation) and, with Statistik or Marketing consent, the cookie's
 * touches, which a consent given on this page starts with this landing. On
 * the server the value is empty: the server fills it after the page cache.
 */
export function ConsentedAttribution({
  landing,
  children,
}: {
  landing: Touch | undefined;
  children: ReactNode;
}) {
  const consented = useConsent((state) => state.statistics || state.marketing);
  const browser = typeof document !== 'undefined';
  const touches = useMemo(
    () => (browser ? fieldTouches(consented, document.cookie, landing) : undefined),
    [browser, consented, landing],
  );
  useEffect(() => {
    if (!consented || !touches) return;
    const encoded = encodeAttribution(touches);
    if (encoded === encodeAttribution(readAttributionCookie(document.cookie))) return;
    const cookie = attributionCookie(touches, window.location.protocol === 'https:');
    if (cookie) document.cookie = cookie;
  }, [consented, touches]);
  return (
    <AttributionProvider value={touches ? encodeAttribution(touches) : ''}>
      {children}
    </AttributionProvider>
  );
}
