import { lazy, Suspense, type ComponentType } from 'react';
import { useMatch } from 'react-router-dom';
import type { LazyModuleLoader } from 'shared-ui';
import { useStaffOnlyPage } from '../sections/sectionRoutes';
import { CONSENT_BANNER_ATTRIBUTE } from './bannerAttribute';
import { CONSENT_SETTINGS_SEGMENT } from './consentForm';
import { useConsent } from './consentStore';

let loadedBanner: ComponentType | undefined;

/**
 * The banner's code is its own chunk (the server preloads it while the
 * banner shows; after a choice it is never loaded). The browser loads it
 * before hydrating a page the server rendered it on, as it does the
 * sections' pages: the banner then hydrates with the page, never later.
 */
export const loadConsentBanner: LazyModuleLoader<ComponentType> = () =>
  import(/* webpackChunkName: "consent-banner" */ './banner/ConsentBanner').then(
    (module) => (loadedBanner = module.default),
  );

/** Whether the server rendered the banner on this page. */
export const bannerRendered = (doc: Document) =>
  doc.querySelector(`[${CONSENT_BANNER_ATTRIBUTE}]`) !== null;

const LazyBanner = lazy(() => loadConsentBanner().then((Banner) => ({ default: Banner })));

/**
 * The first layer, on every visitor's page until a choice in force exists —
 * not on the settings page (the page is the choice) nor on staff pages
 * (no tracking there). Until its code is there, its forms work as posts
 * without script.
 */
export function ConsentBannerSlot() {
  const decided = useConsent((state) => state.decided);
  const onSettings = useMatch(`/:locale/${CONSENT_SETTINGS_SEGMENT}`);
  const staffOnly = useStaffOnlyPage();
  if (decided || onSettings || staffOnly) return null;
  const Banner = loadedBanner ?? LazyBanner;
  return (
    <Suspense>
      <Banner />
    </Suspense>
  );
}
