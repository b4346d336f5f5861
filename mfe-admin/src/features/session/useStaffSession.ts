import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffSession } from 'contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router-dom';
import { useLocale } from 'shared-ui';
import { consoleQuery } from '../api/consoleApi';
import { SESSION_PATH } from './sessionPaths';
import { withLanguage } from './sessionForms';

export const sessionQuery = () => consoleQuery<StaffSession>(SESSION_PATH);

/**
 * The signed-in member, and `found`: a session the browser found after the
 * server rendered the page without one (its cookie is SameSite=Strict) —
 * the page is read again, in the member's remembered language.
 */
export function useStaffSession() {
  const query = useQuery(sessionQuery());
  const queryClient = useQueryClient();
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const language = useLocale((state) => state.language);

  const found = useCallback(
    async (session: StaffSession) => {
      queryClient.setQueryData(sessionQuery().queryKey, session);
      if (session.user.language !== language)
        await navigate(withLanguage(pathname, search, session.user.language));
      else await revalidate();
    },
    [queryClient, language, navigate, pathname, search, revalidate],
  );

  return { query, found };
}
