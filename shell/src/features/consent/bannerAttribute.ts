/** Marks the server-rendered banner: the browser loads its code before hydrating. */
export const CONSENT_BANNER_ATTRIBUTE = 'data-consent-banner';
