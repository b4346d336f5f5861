import { RETURN_FIELD } from '../navigation/preferenceForms';
import { sameSiteReturnPath } from '../navigation/returnPath';
import { CONSENT_SETTINGS_SEGMENT } from './consentForm';

/** Where the privacy notice on cookies starts on the settings page (the banner links it). */
export const CONSENT_NOTICE_ANCHOR = 'datenschutzhinweise';

/** The settings page of a locale, remembering the page to return to after saving (never nested). */
export function consentSettingsHref(localePath: (path: string) => string, back: string): string {
  const query = new URLSearchParams({ [RETURN_FIELD]: sameSiteReturnPath(back, '/') });
  return `${localePath(CONSENT_SETTINGS_SEGMENT)}?${query}`;
}
