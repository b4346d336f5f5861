import type { ConsoleLanguage, StaffSession } from 'contracts';
import { redirect } from 'react-router-dom';
import { formText, leadFormFailure, type SectionActionArgs } from 'shared-ui';
import { isConsoleQuery } from '../api/consoleApi';
import type { ConsoleForms } from '../frame/consoleForms';
import { postedPage } from '../frame/postedPage';
import { LANGUAGE_PATH, SIGN_IN_PATH, SIGN_OUT_PATH } from './sessionPaths';

/** The frame's forms, on every console page. */
export const SIGN_IN_FORM = 'sign-in';
export const SIGN_OUT_FORM = 'sign-out';
export const LANGUAGE_FORM = 'language';
export type SignInField = 'username' | 'password';

/** `/de_DE/admin/leads?x` in another language: `/es_DE/admin/leads?x` (the country stays). */
export function withLanguage(pathname: string, search: string, language: ConsoleLanguage): string {
  return pathname.replace(/^\/[a-z]{2}_/, `/${language}_`) + search;
}

/**
 * Signing in: the API sets the session cookie (from the shell's server the
 * cookie reaches the browser with the redirect, see SectionActionArgs.api),
 * then the page again, in the member's remembered language. One message
 * for every failure, at the password; the password never comes back.
 */
async function signIn({ api, formData, request }: SectionActionArgs, _id: string, form: string) {
  const username = formText(formData, 'username');
  let session: StaffSession;
  try {
    const res = await api('POST', SIGN_IN_PATH, {
      username,
      password: formText(formData, 'password'),
    });
    session = (await res.json()) as StaffSession;
  } catch (error) {
    return leadFormFailure<SignInField>(error, { username }, 'password', form);
  }
  const { pathname, search } = postedPage(request);
  return redirect(withLanguage(pathname, search, session.user.language), 303);
}

/** Signing out, even when the call fails (an expired session): nothing of the console stays on screen. */
async function signOut({ api, queryClient, request }: SectionActionArgs) {
  await api('POST', SIGN_OUT_PATH, {}).catch(() => undefined);
  queryClient.removeQueries({ predicate: (query) => isConsoleQuery(query.queryKey) });
  const { pathname, search } = postedPage(request);
  return redirect(pathname + search, 303);
}

/** Another language for the console, remembered for the member: the page again in it. */
async function chooseLanguage(
  { api, formData, request }: SectionActionArgs,
  _id: string,
  form: string,
) {
  const language = formText(formData, 'language');
  try {
    await api('POST', LANGUAGE_PATH, { language });
  } catch (error) {
    return leadFormFailure<'language'>(error, { language }, 'language', form);
  }
  // The API accepted it: one of the console's languages.
  const { pathname, search } = postedPage(request);
  return redirect(withLanguage(pathname, search, language as ConsoleLanguage), 303);
}

export const sessionForms: ConsoleForms = {
  [SIGN_IN_FORM]: signIn,
  [SIGN_OUT_FORM]: signOut,
  [LANGUAGE_FORM]: chooseLanguage,
};
