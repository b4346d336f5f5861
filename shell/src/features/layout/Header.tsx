import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { colors, Container, layout, space, useLocalePath } from 'shared-ui';
import styled from 'styled-components';
import { siteConfig } from '../../app/siteConfig';
import { CountrySelect, LanguageSelect } from '../navigation/LocaleControls';
import { MobileMenu } from '../navigation/MobileMenu';
import { NavDropdown } from '../navigation/NavDropdown';
import { menus, primaryLinks } from '../navigation/navigation';
import { ThemeToggle } from '../navigation/ThemeToggle';

/**
 * Below this width the full bar (six links, two dropdowns, two selects and
 * the toggle) does not fit on one line, so the menu sheet takes over; phones
 * (≤ 768 px, SPEC §2) always get the sheet.
 */
const COMPACT = '@media (max-width: 1199px)';

/** The fixed top bar (SPEC §2 "Navigation and layout"). */
export function Header() {
  const { t } = useTranslation('shell');
  const to = useLocalePath();
  return (
    <Bar>
      <Inner>
        <Logo to={to()} aria-label={`${siteConfig.brand.name} – ${t('nav.home')}`}>
          hello<span>{siteConfig.brand.name.replace(/^hello/, '')}</span>
        </Logo>
        <DesktopNav aria-label={t('nav.label')}>
          {primaryLinks.map((link) => (
            <NavLink key={link.key} to={to(link.path)} end={link.path === ''}>
              {t(`nav.${link.key}`)}
            </NavLink>
          ))}
          {menus.map((menu) => (
            <NavDropdown key={menu.key} menu={menu} />
          ))}
        </DesktopNav>
        <DesktopControls>
          <CountrySelect />
          <LanguageSelect />
          <ThemeToggle />
        </DesktopControls>
        <CompactOnly>
          <MobileMenu />
        </CompactOnly>
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${layout.headerHeight};
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
`;

const Inner = styled(Container)`
  max-width: 90rem;
  height: 100%;
  display: flex;
  align-items: center;
  gap: ${space.md};
`;

const Logo = styled(NavLink)`
  font-weight: 800;
  font-size: 1.25rem;
  text-decoration: none;
  white-space: nowrap;
  span {
    color: ${colors.primary};
  }
`;

const DesktopNav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  white-space: nowrap;
  a {
    padding: ${space.sm};
    text-decoration: none;
    font-weight: 600;
    color: ${colors.textMuted};
    border-bottom: 2px solid transparent;
  }
  a:hover,
  a.active {
    color: ${colors.text};
    border-bottom-color: ${colors.primary};
  }
  ${COMPACT} {
    display: none;
  }
`;

const DesktopControls = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${space.sm};
  ${COMPACT} {
    display: none;
  }
`;

const CompactOnly = styled.div`
  display: none;
  margin-left: auto;
  ${COMPACT} {
    display: block;
  }
`;
