import { lazy, Suspense } from 'react';
import { useMatch } from 'react-router-dom';
import { useStaffOnlyPage } from '../sections/sectionRoutes';
import { CONSENT_SETTINGS_SEGMENT } from './consentForm';
import { useConsent } from './consentStore';

/**
 * The banner's code is its own chunk, loaded only where it shows (no choice
 * in force yet). The server renders it with the page; until the chunk is
 * there its forms work as posts without script.
 */
const ConsentBanner = lazy(
  () => import(/* webpackChunkName: "lazy-consent-banner" */ './banner/ConsentBanner'),
);

/**
 * The first layer, on every visitor's page until a choice in force exists —
 * not on the settings page (the page is the choice) nor on staff pages
 * (no tracking there).
 */
export function ConsentBannerSlot() {
  const decided = useConsent((state) => state.decided);
  const onSettings = useMatch(`/:locale/${CONSENT_SETTINGS_SEGMENT}`);
  const staffOnly = useStaffOnlyPage();
  if (decided || onSettings || staffOnly) return null;
  return (
    <Suspense>
      <ConsentBanner />
    </Suspense>
  );
}
