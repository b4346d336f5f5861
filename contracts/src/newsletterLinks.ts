// The newsletter's pages, without zod: the API writes links to them into its
// mails, the e-books section declares them as its routes.

/** Below the locale: where the confirmation mail's link leads (double opt-in). */
export const NEWSLETTER_CONFIRM_PATH = 'social-media-tipps-und-tricks/newsletter/bestaetigen';

/** Below the locale: every newsletter mail's unsubscribe link (and its RFC 8058 one-click POST). */
export const NEWSLETTER_UNSUBSCRIBE_PATH = 'social-media-tipps-und-tricks/newsletter/abmelden';

/** The query parameter (and form field) carrying a link's token. */
export const NEWSLETTER_TOKEN_PARAM = 'token';

/** How long a confirmation link is valid (48 hours). */
export const NEWSLETTER_CONFIRMATION_HOURS = 48;
