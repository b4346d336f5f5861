/**
 * The header's preference forms, which work without JavaScript: the server
 * (shell/server/preferences.ts) stores the choice in its cookie and answers
 * with the page the form was on. With JavaScript the stores do it in place.
 * The consent banner and settings post to `consent` the same way
 * (shell/server/consent/consentRoute.ts).
 */
export const PREFERENCE_PATHS = {
  locale: '/preferences/locale',
  theme: '/preferences/theme',
  consent: '/preferences/consent',
};

/** The forms' field naming the page to return to (path and query). */
export const RETURN_FIELD = 'return';
