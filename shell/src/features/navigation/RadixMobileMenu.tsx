import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { colors, radius, space, useLocalePath, type MenuName } from 'shared-ui';
import styled, { keyframes } from 'styled-components';
import { CountrySelect, LanguageSelect } from './LocaleControls';
import { MenuIcon, menuButtonStyle } from './menuButtonStyle';
import { useMenu } from '../sections/SiteContext';
import { dropdownMenus } from './navigation';
import { ThemeToggle } from './ThemeToggle';

/**
 * The small-screen menu (SPEC §2): a right-side sheet titled 'Menü' with the
 * same links and rows Land, Sprache and Theme. Radix Dialog traps focus and
 * returns it to the menu button; choosing a link closes the sheet. Loaded
 * when the visitor first opens it (MobileMenu), so it mounts open.
 */
export default function RadixMobileMenu() {
  const { t } = useTranslation('shell');
  const to = useLocalePath();
  const links = useMenu('top');
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <MenuButton aria-label={t('nav.openMenu')} data-testid="mobile-menu-button">
        <MenuIcon />
      </MenuButton>
      <Dialog.Portal>
        <Overlay />
        <Sheet aria-describedby={undefined} data-testid="mobile-menu">
          <SheetHeader>
            <Dialog.Title>{t('nav.menu')}</Dialog.Title>
            <Close aria-label={t('nav.closeMenu')}>✕</Close>
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
            <Row>
              <label htmlFor="mobile-country">{t('nav.country')}</label>
              <CountrySelect id="mobile-country" />
            </Row>
            <Row>
              <label htmlFor="mobile-language">{t('nav.language')}</label>
              <LanguageSelect id="mobile-language" />
            </Row>
            <Row>
              <label htmlFor="mobile-theme">{t('nav.theme')}</label>
              <ThemeToggle id="mobile-theme" />
            </Row>
          </Settings>
        </Sheet>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

const MenuButton = styled(Dialog.Trigger)`
  ${menuButtonStyle}
`;

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

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 70;
  background: rgb(0 0 0 / 0.5);
`;

const Sheet = styled(Dialog.Content)`
  position: fixed;
  inset: 0 0 0 auto;
  z-index: 71;
  width: min(22rem, 88vw);
  overflow-y: auto;
  padding: ${space.lg};
  background: ${colors.surface};
  color: ${colors.text};
  border-left: 1px solid ${colors.border};
  box-shadow: -16px 0 40px rgb(0 0 0 / 0.3);
  animation: ${slideIn} 0.2s ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
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
    font-size: 1.25rem;
  }
`;

const Close = styled(Dialog.Close)`
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
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  label {
    font-weight: 600;
  }
`;
