import { lazy, type ComponentType } from 'react';
import { CONSENT_SETTINGS_SEGMENT } from './consentForm';

let loadedPage: ComponentType | undefined;

/** The settings page's code, its own chunk (the server preloads it on the page). */
export function loadConsentSettingsPage(): Promise<ComponentType> {
  return import(
    /* webpackChunkName: "lazy-consent-settings" */ './settings/ConsentSettingsPage'
  ).then((module) => (loadedPage = module.default));
}

/** Whether a path is the settings page (the browser loads its code before hydrating it). */
export const isConsentSettingsPath = (pathname: string) =>
  new RegExp(`^/[a-z]{2}_[A-Z]{2}/${CONSENT_SETTINGS_SEGMENT}/?$`).test(pathname);

const LazyPage = lazy(() => loadConsentSettingsPage().then((Page) => ({ default: Page })));

/** The second layer's route: the page when its code is there, else loaded on the way (a client navigation). */
export function ConsentSettingsRoute() {
  const Page = loadedPage ?? LazyPage;
  return <Page />;
}
