import { mayOpen, type ConsolePageKey, type StaffSession } from 'contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { colors, fontSize, httpStatusOf, PageTitle, radius, space } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { SignInForm } from '../session/SignInForm';
import { useStaffSession } from '../session/useStaffSession';
import { sideNav } from './consoleLayout';
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
    <Workspace $withNav={Boolean(session)}>
      {session ? (
        <>
          <SkipLink href={`#${CONTENT_ID}`}>{t('nav.skipToContent')}</SkipLink>
          <ConsoleNav current={page} session={session} />
        </>
      ) : null}
      <Content id={CONTENT_ID} tabIndex={-1}>
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
      </Content>
    </Workspace>
  );
}

/** Where the console's skip link leads: the page's own content, past the navigation. */
const CONTENT_ID = 'console-content';

/**
 * The whole window's width, not the public site's column: on a laptop the
 * navigation is a column at the side, below it a bar over the content.
 */
const Workspace = styled.div<{ $withNav: boolean }>`
  position: relative;
  padding: 0 ${space.md};
  ${sideNav} {
    display: grid;
    grid-template-columns: ${({ $withNav }) => ($withNav ? '14rem minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    gap: ${space.lg};
    padding: 0 ${space.lg} 0 ${space.sm};
  }
`;

const Content = styled.div`
  min-width: 0;
  padding: ${space.md} 0 ${space.xxl};
  outline: none;
  h1 {
    margin: 0 0 ${space.md};
    font-size: ${fontSize.xl};
  }
`;

/** Hidden until focused: the first stop of the keyboard in the console. */
const SkipLink = styled.a`
  position: absolute;
  left: ${space.md};
  top: ${space.sm};
  z-index: 10;
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.md};
  background: ${colors.surface};
  color: ${colors.text};
  font-weight: 700;
  &:focus {
    outline: 3px solid ${colors.focus};
  }
  &:not(:focus) {
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

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
