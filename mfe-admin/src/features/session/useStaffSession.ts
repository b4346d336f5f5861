import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleLanguage, StaffSession } from 'contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router-dom';
import { useLocale } from 'shared-ui';
import { CONSOLE_KEY, consolePost, consoleQuery } from '../api/consoleApi';
import { LANGUAGE_PATH, SESSION_PATH, SIGN_OUT_PATH } from './sessionPaths';

export const sessionQuery = () => consoleQuery<StaffSession>(SESSION_PATH);

/** `/de_DE/admin/leads?x` in another language: `/es_DE/admin/leads?x` (the country stays). */
export function withLanguage(pathname: string, search: string, language: ConsoleLanguage): string {
  return pathname.replace(/^\/[a-z]{2}_/, `/${language}_`) + search;
}

/**
 * The signed-in member and what they do with their session: signing in
 * (the page shows itself in their remembered language), choosing another
 * language (remembered), signing out (the console's data leaves the page).
 */
export function useStaffSession() {
  const query = useQuery(sessionQuery());
  const queryClient = useQueryClient();
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const language = useLocale((state) => state.language);

  const signedIn = useCallback(
    async (session: StaffSession) => {
      queryClient.setQueryData(sessionQuery().queryKey, session);
      if (session.user.language !== language)
        await navigate(withLanguage(pathname, search, session.user.language));
      else await revalidate();
    },
    [queryClient, language, navigate, pathname, search, revalidate],
  );

  const chooseLanguage = useCallback(
    async (next: ConsoleLanguage) => {
      await consolePost(LANGUAGE_PATH, { language: next });
      await navigate(withLanguage(pathname, search, next));
    },
    [navigate, pathname, search],
  );

  const signOut = useCallback(async () => {
    // Signed out even when the call fails (an expired session): nothing of it stays on screen.
    await consolePost(SIGN_OUT_PATH).catch(() => undefined);
    queryClient.removeQueries({ queryKey: [CONSOLE_KEY] });
    await revalidate();
  }, [queryClient, revalidate]);

  return { query, signedIn, chooseLanguage, signOut };
}
