import type { ConsoleLanguage, ConsolePageKey, StaffSession } from 'contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  colors,
  fontSize,
  LANGUAGES,
  radius,
  space,
  useLeadForm,
  useLocalePath,
} from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { LANGUAGE_FORM, SIGN_OUT_FORM } from '../session/sessionForms';
import { navGroups } from './consoleLinks';

interface ConsoleNavProps {
  current: ConsolePageKey;
  session: StaffSession;
}

/**
 * The console's pages the member's role may open, in named groups (a list
 * each, labelled by its group, so a screen reader says where a link
 * belongs), who is signed in, their language, 'Abmelden'.
 */
export function ConsoleNav({ current, session }: ConsoleNavProps) {
  const { t } = useConsoleTexts();
  const localePath = useLocalePath();
  const idPrefix = useId();
  const { user } = session;
  return (
    <Bar>
      <nav aria-label={t('nav.label')}>
        <Groups>
          {navGroups(user.role).map(({ group, pages }) => (
            <li key={group}>
              <GroupName id={`${idPrefix}-${group}`}>{t(`nav.groups.${group}`)}</GroupName>
              <Links aria-labelledby={`${idPrefix}-${group}`}>
                {pages.map((page) => (
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
            </li>
          ))}
        </Groups>
      </nav>
      <Member>
        <span>
          {t('nav.signedInAs', { username: user.username, role: t(`roles.${user.role}`) })}
        </span>
        <LanguageForm language={user.language} />
        <SignOutForm />
      </Member>
    </Bar>
  );
}

/**
 * The console's language, remembered for the member: with script a choice
 * sends it at once; without, the button under <noscript> does.
 */
function LanguageForm({ language }: { language: ConsoleLanguage }) {
  const { t, failureText } = useConsoleTexts();
  const { Form, formProps, formField, failure } = useLeadForm<'language'>({
    form: LANGUAGE_FORM,
  });
  return (
    <Inline as={Form} {...formProps}>
      <input {...formField} />
      <label>
        {t('nav.language')}{' '}
        <select
          key={language}
          name="language"
          defaultValue={failure?.values.language ?? language}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`languages.${code}`)}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <Button type="submit" $variant="secondary">
          {t('nav.languageApply')}
        </Button>
      </noscript>
      {failure ? <p role="alert">{failureText(failure)}</p> : null}
    </Inline>
  );
}

function SignOutForm() {
  const { t } = useConsoleTexts();
  const { Form, formProps, formField, sending } = useLeadForm({ form: SIGN_OUT_FORM });
  return (
    <Inline as={Form} {...formProps}>
      <input {...formField} />
      <Button type="submit" $variant="secondary" disabled={sending}>
        {t('nav.signOut')}
      </Button>
    </Inline>
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

const Groups = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm} ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const GroupName = styled.span`
  display: block;
  /* Over the first link's text, not its pill. */
  padding: 0 ${space.md};
  color: ${colors.textMuted};
  font-size: ${fontSize.sm};
  font-weight: 700;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
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

const Inline = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  align-items: center;
`;
