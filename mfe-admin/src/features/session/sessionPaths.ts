/** The console API's paths of the signed-in member. */
export const SESSION_PATH = '/api/admin/session';
export const SIGN_IN_PATH = '/api/admin/sign-in';
export const SIGN_OUT_PATH = '/api/admin/sign-out';
export const LANGUAGE_PATH = '/api/admin/me/language';
