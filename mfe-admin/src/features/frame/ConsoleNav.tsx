import type { ConsoleLanguage, ConsolePageKey, StaffSession } from 'contracts';
import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  colors,
  fontSize,
  LANGUAGES,
  layout,
  radius,
  space,
  useLeadForm,
  useLocalePath,
} from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { LANGUAGE_FORM, SIGN_OUT_FORM } from '../session/sessionForms';
import { sideNav } from './consoleLayout';
import { navGroups } from './consoleLinks';

interface ConsoleNavProps {
  current: ConsolePageKey;
  session: StaffSession;
}

/**
 * The console's side: on a laptop a column with the pages the member's role
 * may open, in named groups (a list each, labelled by its group, so a
 * screen reader says where a link belongs), who is signed in, their
 * language and 'Abmelden'. Below that width a bar with 'Menü' and
 * 'Abmelden'; 'Menü' opens the rest as a popover — the browser's own, so it
 * works before and without script.
 */
export function ConsoleNav({ current, session }: ConsoleNavProps) {
  const { t } = useConsoleTexts();
  const menuId = `${useId()}-menu`;
  const menu = useRef<HTMLDivElement>(null);
  // With script a link changes the page in place: the menu closes as it would on a page load.
  const closeMenu = () => {
    // Browsers before 2024 throw when the popover is not open (the laptop's column).
    try {
      menu.current?.hidePopover?.();
    } catch {
      // Not open: nothing to close.
    }
  };
  const { user } = session;
  return (
    <Side>
      <MenuButton type="button" popoverTarget={menuId} $variant="secondary">
        <span aria-hidden="true">☰</span> {t('nav.menu')}
      </MenuButton>
      <Menu id={menuId} popover="auto" ref={menu}>
        <CloseButton type="button" popoverTarget={menuId} popoverTargetAction="hide">
          {t('nav.closeMenu')}
        </CloseButton>
        <PageLinks current={current} session={session} onFollow={closeMenu} />
        <Member>
          <span>
            {t('nav.signedInAs', { username: user.username, role: t(`roles.${user.role}`) })}
          </span>
          <LanguageForm language={user.language} />
        </Member>
      </Menu>
      <SignOutForm />
    </Side>
  );
}

/** The navigation: the pages of the console's one declaration (navGroups) the role may open. */
function PageLinks({ current, session, onFollow }: ConsoleNavProps & { onFollow: () => void }) {
  const { t } = useConsoleTexts();
  const localePath = useLocalePath();
  const idPrefix = useId();
  return (
    <nav aria-label={t('nav.label')}>
      <Groups>
        {navGroups(session.user.role).map(({ group, pages }) => (
          <li key={group}>
            <GroupName id={`${idPrefix}-${group}`}>{t(`nav.groups.${group}`)}</GroupName>
            <Links aria-labelledby={`${idPrefix}-${group}`}>
              {pages.map((page) => (
                <li key={page.key}>
                  <PageLink
                    to={localePath(page.path)}
                    aria-current={page.key === current ? 'page' : undefined}
                    onClick={onFollow}
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

/**
 * On a laptop: a column as high as the window below the header, scrolling
 * on its own. Below: a bar with 'Menü' and 'Abmelden'.
 */
const Side = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  align-items: center;
  justify-content: space-between;
  padding: ${space.sm} 0;
  border-bottom: 1px solid ${colors.border};
  ${sideNav} {
    position: sticky;
    top: ${layout.headerHeight};
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    justify-content: flex-start;
    gap: ${space.md};
    max-height: calc(100vh - ${layout.headerHeight});
    overflow-y: auto;
    padding: ${space.md} ${space.sm};
    border-bottom: 0;
    border-right: 1px solid ${colors.border};
  }
`;

const MenuButton = styled(Button)`
  ${sideNav} {
    display: none;
  }
`;

const CloseButton = styled.button`
  align-self: flex-end;
  min-height: 44px;
  padding: 0 ${space.md};
  border: 2px solid ${colors.border};
  border-radius: ${radius.pill};
  background: ${colors.bg};
  color: ${colors.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  ${sideNav} {
    display: none;
  }
`;

/**
 * Below the laptop width a popover from the side (the browser shows and
 * hides it: [popover] is display: none until open); from it, the column's
 * content, always shown.
 */
const Menu = styled.div`
  &:popover-open {
    display: flex;
    flex-direction: column;
    gap: ${space.md};
    inset: 0 auto 0 0;
    width: min(20rem, 90vw);
    height: 100%;
    max-height: none;
    margin: 0;
    padding: ${space.md};
    overflow-y: auto;
    border: 0;
    border-right: 1px solid ${colors.border};
    background: ${colors.surface};
    color: ${colors.text};
  }
  &::backdrop {
    background: rgb(0 0 0 / 0.4);
  }
  ${sideNav} {
    &,
    &:popover-open {
      position: static;
      display: flex;
      flex-direction: column;
      gap: ${space.md};
      inset: auto;
      width: auto;
      height: auto;
      margin: 0;
      padding: 0;
      overflow: visible;
      border: 0;
      background: none;
      color: inherit;
    }
  }
`;

const Groups = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const GroupName = styled.span`
  display: block;
  /* Over the first link's text, not its pill. */
  padding: 0 ${space.sm};
  color: ${colors.textMuted};
  font-size: ${fontSize.sm};
  font-weight: 700;
`;

const Links = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${space.sm};
  border-radius: ${radius.md};
  color: ${colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: -3px;
  }
  &[aria-current='page'] {
    background: ${colors.surfaceMuted};
    font-weight: 800;
    text-decoration: underline;
  }
`;

const Member = styled.div`
  display: grid;
  gap: ${space.sm};
  padding-top: ${space.md};
  border-top: 1px solid ${colors.border};
  font-size: ${fontSize.sm};
  select {
    min-height: 44px;
    max-width: 100%;
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
