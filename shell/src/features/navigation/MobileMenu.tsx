import { useTranslation } from 'shared-ui';
import { NavLink } from 'react-router-dom';
import { colors, radius, space, useLocalePath, type MenuName } from 'shared-ui';
import styled, { keyframes } from 'styled-components';
import { useMenu } from '../sections/SiteContext';
import { CountrySelect, LanguageSelect, LocaleForm } from './LocaleControls';
import { MenuIcon, menuButtonStyle } from './menuButtonStyle';
import { dropdownMenus } from './navigation';
import { ThemeToggle } from './ThemeToggle';
import { trapTab, usePopover } from './usePopover';

const SHEET_ID = 'mobile-menu';

/**
 * The small-screen menu (SPEC §2): a right-side sheet titled 'Menü' with the
 * same links and rows Land, Sprache and Theme. A native popover: it opens,
 * closes on Escape or a tap beside it and returns focus to the menu button
 * without JavaScript. Once hydrated, focus moves into the sheet and stays
 * there while it is open, and choosing a link closes it.
 */
export function MobileMenu() {
  const { t } = useTranslation('shell');
  const to = useLocalePath();
  const links = useMenu('top');
  const { close, popoverProps } = usePopover<HTMLDivElement>();
  return (
    <>
      <MenuButton
        type="button"
        popoverTarget={SHEET_ID}
        aria-haspopup="dialog"
        aria-controls={SHEET_ID}
        aria-label={t('nav.openMenu')}
        data-testid="mobile-menu-button"
      >
        <MenuIcon />
      </MenuButton>
      <Sheet
        id={SHEET_ID}
        role="dialog"
        aria-labelledby={`${SHEET_ID}-title`}
        data-testid="mobile-menu"
        {...popoverProps}
        onKeyDown={trapTab}
      >
        <SheetHeader>
          <h2 id={`${SHEET_ID}-title`}>{t('nav.menu')}</h2>
          <Close
            type="button"
            popoverTarget={SHEET_ID}
            popoverTargetAction="hide"
            aria-label={t('nav.closeMenu')}
          >
            ✕
          </Close>
        </SheetHeader>
        <nav aria-label={t('nav.label')}>
          <LinkList>
            {links.map((link) => (
              <li key={link.key}>
                <NavLink to={to(link.path)} end={link.path === ''} onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </LinkList>
          {dropdownMenus.map(({ menu, title }) => (
            <MenuGroup key={menu} menu={menu} title={title} onChoose={close} />
          ))}
        </nav>
        <Settings>
          <LocaleForm>
            <Row>
              <label htmlFor="mobile-country">{t('nav.country')}</label>
              <CountrySelect id="mobile-country" />
            </Row>
            <Row>
              <label htmlFor="mobile-language">{t('nav.language')}</label>
              <LanguageSelect id="mobile-language" />
            </Row>
          </LocaleForm>
          <Row>
            <span>{t('nav.theme')}</span>
            <ThemeToggle />
          </Row>
        </Settings>
      </Sheet>
    </>
  );
}

/** A dropdown's entries as a titled group of the sheet; nothing when the menu is empty. */
function MenuGroup({
  menu,
  title,
  onChoose,
}: {
  menu: MenuName;
  title: string;
  onChoose: () => void;
}) {
  const to = useLocalePath();
  const items = useMenu(menu);
  if (items.length === 0) return null;
  return (
    <Group>
      <GroupTitle id={`mobile-${menu}`}>{title}</GroupTitle>
      <LinkList aria-labelledby={`mobile-${menu}`}>
        {items.map((item) => (
          <li key={item.key}>
            <NavLink to={to(item.path)} end onClick={onChoose}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </LinkList>
    </Group>
  );
}

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

const MenuButton = styled.button`
  ${menuButtonStyle}
`;

const Sheet = styled.div`
  position: fixed;
  inset: 0 0 0 auto;
  width: min(22rem, 88vw);
  height: 100%;
  max-height: none;
  margin: 0;
  overflow-y: auto;
  padding: ${space.lg};
  background: ${colors.surface};
  color: ${colors.text};
  border: 0;
  border-left: 1px solid ${colors.border};
  box-shadow: -16px 0 40px rgb(0 0 0 / 0.3);
  &:popover-open {
    animation: ${slideIn} 0.2s ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    &:popover-open {
      animation: none;
    }
  }
  &::backdrop {
    background: rgb(0 0 0 / 0.5);
  }
  a {
    display: block;
    padding: ${space.sm} 0;
    color: ${colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  a.active {
    color: ${colors.primary};
  }
`;

const SheetHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${space.md};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Close = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${colors.text};
  font-size: 1.1rem;
  cursor: pointer;
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Group = styled.div`
  margin-top: ${space.md};
  padding-top: ${space.md};
  border-top: 1px solid ${colors.border};
`;

const GroupTitle = styled.p`
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${colors.textMuted};
`;

const Settings = styled.div`
  display: grid;
  gap: ${space.md};
  margin-top: ${space.lg};
  padding-top: ${space.lg};
  border-top: 1px solid ${colors.border};
  form {
    display: grid;
    gap: ${space.md};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  > label,
  > span {
    font-weight: 600;
  }
`;
