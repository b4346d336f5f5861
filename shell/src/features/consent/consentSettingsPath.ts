import { RETURN_FIELD } from '../navigation/preferenceForms';
import { CONSENT_SETTINGS_SEGMENT } from './consentForm';

/** Where the privacy notice on cookies starts on the settings page (the banner links it). */
export const CONSENT_NOTICE_ANCHOR = 'datenschutzhinweise';

/** The settings page of a locale, remembering the page to return to after saving. */
export function consentSettingsHref(localePath: (path: string) => string, back: string): string {
  return `${localePath(CONSENT_SETTINGS_SEGMENT)}?${new URLSearchParams({ [RETURN_FIELD]: back })}`;
}

/**
 * The page to return to, as the settings page's query names it: a path on
 * this site only (never `//elsewhere`), else `fallback`. The server checks
 * it again (preferences.ts returnPath).
 */
export function safeReturnPath(value: string | null, fallback: string): string {
  return value && /^\/(?![/\\])/.test(value) ? value : fallback;
}
