import type { ConsoleLanguage, StaffSession } from 'contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, colors, fontSize, LANGUAGES, radius, space, useLocalePath } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { CONSOLE_PAGES, type ConsolePageKey } from './consoleLinks';

interface ConsoleNavProps {
  current: ConsolePageKey;
  session: StaffSession;
  onLanguage: (language: ConsoleLanguage) => Promise<unknown>;
  onSignOut: () => Promise<unknown>;
}

/** The console's pages the member's role may open, who is signed in, their language, 'Abmelden'. */
export function ConsoleNav({ current, session, onLanguage, onSignOut }: ConsoleNavProps) {
  const { t, errorText } = useConsoleTexts();
  const localePath = useLocalePath();
  const [error, setError] = useState<string>();
  const { user } = session;
  const run = (action: () => Promise<unknown>) => {
    setError(undefined);
    action().catch((failure: unknown) => setError(errorText(failure)));
  };

  return (
    <Bar>
      <nav aria-label={t('nav.label')}>
        <Links>
          {CONSOLE_PAGES.filter((page) =>
            (page.roles as readonly string[]).includes(user.role),
          ).map((page) => (
            <li key={page.key}>
              <PageLink
                to={localePath(page.path)}
                aria-current={page.key === current ? 'page' : undefined}
              >
                {t(`nav.${page.key}`)}
              </PageLink>
            </li>
          ))}
        </Links>
      </nav>
      <Member>
        <span>
          {t('nav.signedInAs', { username: user.username, role: t(`roles.${user.role}`) })}
        </span>
        <label>
          {t('nav.language')}{' '}
          <select
            value={user.language}
            onChange={(event) => run(() => onLanguage(event.target.value as ConsoleLanguage))}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="button" $variant="secondary" onClick={() => run(onSignOut)}>
          {t('nav.signOut')}
        </Button>
        {error ? <p role="alert">{error}</p> : null}
      </Member>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  align-items: center;
  justify-content: space-between;
  padding-bottom: ${space.md};
  border-bottom: 1px solid ${colors.border};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${space.md};
  border-radius: ${radius.pill};
  color: ${colors.text};
  font-weight: 700;
  text-decoration: none;
  &[aria-current='page'] {
    background: ${colors.surfaceMuted};
    text-decoration: underline;
  }
`;

const Member = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  align-items: center;
  font-size: ${fontSize.sm};
  select {
    min-height: 44px;
    padding: 0 ${space.sm};
    border: 2px solid ${colors.border};
    border-radius: ${radius.md};
    background: ${colors.bg};
    color: ${colors.text};
    font: inherit;
  }
`;
