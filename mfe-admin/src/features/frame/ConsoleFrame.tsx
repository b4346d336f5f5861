import { mayOpen, type ConsolePageKey, type StaffSession } from 'contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Container, httpStatusOf, PageSection, PageTitle } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { SignInForm } from '../session/SignInForm';
import { useStaffSession } from '../session/useStaffSession';
import { ConsoleNav } from './ConsoleNav';
import { Failed, NoRight, Status } from './QueryView';

/**
 * Every console page: the sign-in while there is no session (missing or
 * expired), "no right" for a role the page is not for, else the console's
 * navigation and the page.
 */
export function ConsoleFrame({
  page,
  children,
}: {
  page: ConsolePageKey;
  children: (session: StaffSession) => ReactNode;
}) {
  const { t } = useConsoleTexts();
  const { query, found } = useStaffSession();
  const error = useSettledError(query);
  useSessionRecheck(httpStatusOf(error) === 401, query.refetch, found);

  const session = query.data;
  const signedOut = httpStatusOf(error) === 401;
  return (
    <PageSection>
      <Container>
        {session ? <ConsoleNav current={page} session={session} /> : null}
        <PageTitle>{signedOut ? t('signIn.heading') : t(`nav.${page}`)}</PageTitle>
        {query.isPending && !error ? (
          <Status role="status">{t('state.loading')}</Status>
        ) : session ? (
          mayOpen(page, session.user.role) ? (
            children(session)
          ) : (
            <NoRight />
          )
        ) : signedOut ? (
          <SignInForm />
        ) : (
          <Failed error={query.error} />
        )}
      </Container>
    </PageSection>
  );
}

/**
 * The session query's error, kept while the query asks again: a 401 the
 * server rendered (the sign-in) is retried once the page is in the browser,
 * and a 'loading' state in between would unmount the sign-in and wipe what
 * was typed into it before hydration.
 */
function useSettledError(query: { isPending: boolean; error: Error | null }) {
  const [settled, setSettled] = useState(query.error);
  if (!query.isPending && query.error !== settled) setSettled(query.error);
  return query.isPending ? settled : query.error;
}

/**
 * The session cookie is SameSite=Strict: a console page opened from a link
 * in another site (a mail) is rendered without it. Once in the browser, the
 * session is asked for once more before the sign-in is believed.
 */
function useSessionRecheck(
  signedOut: boolean,
  refetch: () => Promise<{ data?: StaffSession }>,
  found: (session: StaffSession) => unknown,
) {
  const checked = useRef(false);
  useEffect(() => {
    if (!signedOut || checked.current) return;
    checked.current = true;
    void refetch().then(({ data }) => (data ? found(data) : undefined));
  }, [signedOut, refetch, found]);
}
