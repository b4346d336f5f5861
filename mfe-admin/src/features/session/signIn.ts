import type { StaffSession } from 'contracts';
import { consolePost } from '../api/consoleApi';
import { SIGN_IN_PATH } from './sessionPaths';

export type SignInOutcome = { ok: true; session: StaffSession } | { ok: false; error: unknown };

/**
 * Signing in from the sign-in form's fields. The one place the form's submit
 * goes through: once the section contract has route actions, this becomes
 * the route's `action` (the server runs it on POST, the browser's Form the
 * same) and the form a plain `<Form method="post">`.
 */
export async function signInWithForm(form: FormData): Promise<SignInOutcome> {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  try {
    const session = await consolePost<StaffSession>(SIGN_IN_PATH, {
      username: field('username'),
      password: field('password'),
    });
    return { ok: true, session };
  } catch (error) {
    return { ok: false, error };
  }
}
