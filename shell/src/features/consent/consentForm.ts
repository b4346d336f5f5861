import type { ConsentConfig, StorageKind } from 'contracts';
import {
  CONSENT_ACTIONS,
  CONSENT_REVISION_PATTERN,
  OPTIONAL_CONSENT_CATEGORIES,
  type ConsentAction,
} from 'contracts/consent-categories';
import { ALL_CONSENT, NO_CONSENT, type ConsentGrants, type ConsentState } from './consentCookie';

/**
 * The consent forms (banner and settings page) post to
 * PREFERENCE_PATHS.consent: `action` is the button pressed, a category's
 * switch sends `granted` when on, `revision` is the configuration the
 * visitor was shown.
 */
export const CONSENT_FIELDS = {
  action: 'action',
  revision: 'revision',
  statistics: 'statistics',
  marketing: 'marketing',
} as const;
export const GRANTED = 'granted';

/** The settings page, under the locale prefix: the second layer, reachable without script. */
export const CONSENT_SETTINGS_SEGMENT = 'cookie-einstellungen';

/** The choice a posted form makes; undefined when it names no known action. */
export function choiceFromForm(
  body: Record<string, unknown>,
): { action: ConsentAction; grants: ConsentGrants; revision?: string } | undefined {
  const action = CONSENT_ACTIONS.find((known) => known === body[CONSENT_FIELDS.action]);
  if (!action) return undefined;
  const revision = body[CONSENT_FIELDS.revision];
  const grants =
    action === 'accept-all'
      ? ALL_CONSENT
      : action === 'reject-all'
        ? NO_CONSENT
        : {
            statistics: body[CONSENT_FIELDS.statistics] === GRANTED,
            marketing: body[CONSENT_FIELDS.marketing] === GRANTED,
          };
  return {
    action,
    grants,
    ...(typeof revision === 'string' && CONSENT_REVISION_PATTERN.test(revision)
      ? { revision }
      : {}),
  };
}

/** What the page's script does with a choice the server stored (the JSON answer of the form post). */
export interface ConsentAnswer extends ConsentState {
  /** The `visitor_id` cookie's id, with Statistik consent only. */
  visitorId?: string;
  /** Browser storage of the categories now denied: the page removes it. */
  clearStorage: { kind: Exclude<StorageKind, 'cookie'>; name: string }[];
}

/** Whether a stored entry's name fits a listed one; `*` at the end stands for any rest (`_ga_*`). */
export function storageNameMatches(listed: string, name: string): boolean {
  return listed.endsWith('*') ? name.startsWith(listed.slice(0, -1)) : name === listed;
}

/** Every storage entry (cookie or browser storage) the services of denied categories list. */
export function deniedStorage(config: ConsentConfig, grants: ConsentGrants) {
  return config.categories
    .filter(
      (category) =>
        OPTIONAL_CONSENT_CATEGORIES.some((optional) => optional === category.id) &&
        !grants[category.id as keyof ConsentGrants],
    )
    .flatMap((category) => category.services.flatMap((service) => service.storage));
}
