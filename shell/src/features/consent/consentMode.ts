import type { ConsentGrants, ConsentState } from './consentCookie';

type Signal = 'granted' | 'denied';
const signal = (granted: boolean): Signal => (granted ? 'granted' : 'denied');

/**
 * Google Consent Mode v2: what a Google tag may store and send. Statistik
 * covers analytics; Marketing covers ads storage, user data sent for ads and
 * ad personalisation.
 */
export function consentModeSignals(grants: ConsentGrants): Record<string, Signal> {
  return {
    ad_storage: signal(grants.marketing),
    ad_user_data: signal(grants.marketing),
    ad_personalization: signal(grants.marketing),
    analytics_storage: signal(grants.statistics),
  };
}

/**
 * The head's inline script, before any tag: `gtag` as Google defines it,
 * every signal denied by default, then the visitor's choice when it is known
 * (a Google tag a granted pixel loads reads both from `dataLayer`).
 */
export function consentModeScript(state: ConsentState): string {
  const defaults = consentModeSignals({ statistics: false, marketing: false });
  const update = state.decided
    ? `gtag('consent','update',${JSON.stringify(consentModeSignals(state))});`
    : '';
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('consent','default',${JSON.stringify({ ...defaults, wait_for_update: 500 })});${update}`;
}

/** A choice made on the page: Google tags already loaded learn it at once. */
export function updateConsentMode(grants: ConsentGrants, win: Window = window): void {
  const gtag = (win as unknown as { gtag?: (...args: unknown[]) => void }).gtag;
  if (typeof gtag === 'function') gtag('consent', 'update', consentModeSignals(grants));
}
