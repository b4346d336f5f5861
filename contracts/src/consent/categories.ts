/**
 * Consent categories and the consent cookie (issue 17), without zod, so the
 * shell's banner can use them on its first load without the schemas.
 */

/** Every category the banner shows; `necessary` is always granted. */
export const CONSENT_CATEGORIES = ['necessary', 'statistics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The categories a visitor chooses (each a switch, off until turned on); a pixel belongs to one. */
export const OPTIONAL_CONSENT_CATEGORIES = ['statistics', 'marketing'] as const;
export type OptionalConsentCategory = (typeof OPTIONAL_CONSENT_CATEGORIES)[number];

/** The cookie that keeps the visitor's choice (strictly necessary, listed under `necessary`). */
export const CONSENT_COOKIE = 'hello_consent';

/** A choice is asked again after this many months (and whenever the revision changes). */
export const CONSENT_MAX_AGE_MONTHS = 6;

/**
 * The version of the banner's and the privacy notice's texts about consent:
 * the start of a SHA-256 over them in every language, so it changes whenever
 * they do (shell's consentTextsVersion.test.ts recomputes it and fails with
 * the new value). The configuration revision includes it: everyone is asked
 * again after any change to what they were told.
 */
export const CONSENT_TEXTS_VERSION = '7f4858f387e1c4c7';

/** The configuration revision: 16 lower-case hex digits (the start of a SHA-256). */
export const CONSENT_REVISION_PATTERN = /^[0-9a-f]{16}$/;

/** How the visitor made the choice: the first layer's two buttons or the settings' save. */
export const CONSENT_ACTIONS = ['accept-all', 'reject-all', 'save-selection'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];
