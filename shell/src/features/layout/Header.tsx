import { useTranslation } from 'shared-ui';
import { NavLink } from 'react-router-dom';
import { colors, Container, layout, space, useLocalePath } from 'shared-ui';
import styled, { createGlobalStyle } from 'styled-components';
import { siteConfig } from '../../app/siteConfig';
import { CountrySelect, LanguageSelect, LocaleForm } from '../navigation/LocaleControls';
import { MobileMenu } from '../navigation/MobileMenu';
import { NavDropdown } from '../navigation/NavDropdown';
import { dropdownMenus } from '../navigation/navigation';
import { ThemeToggle } from '../navigation/ThemeToggle';
import { HeaderSearch } from '../search/HeaderSearch';
import { useMenu } from '../sections/SiteContext';

/**
 * Six links, two dropdowns, two selects and a toggle do not fit on one line
 * below about 1200 px, so the full bar has two rows (brand and settings, then
 * the navigation) and narrower screens get the 'Menü' sheet — phones
 * (≤ 768 px, SPEC §2) included.
 */
const FULL_NAV = `@media (min-width: ${layout.fullNavMinWidth})`;
const ROW_HEIGHT = '4rem';
const NAV_ROW_HEIGHT = '2.75rem';

/** The fixed top bar (SPEC §2 "Navigation and layout"). */
export function Header() {
  const { t } = useTranslation('shell');
  const to = useLocalePath();
  const links = useMenu('top');
  return (
    <Bar>
      <HeaderHeight />
      <TopRow>
        <Logo to={to()} aria-label={`${siteConfig.brand.name} – ${t('shellMenu:home')}`}>
          hello<span>{siteConfig.brand.name.replace(/^hello/, '')}</span>
        </Logo>
        <HeaderSearch />
        <FullNavOnly>
          <LocaleForm>
            <CountrySelect />
            <LanguageSelect />
          </LocaleForm>
          <ThemeToggle />
        </FullNavOnly>
        <CompactOnly>
          <MobileMenu />
        </CompactOnly>
      </TopRow>
      <NavRow aria-label={t('nav.label')}>
        <Container>
          {links.map((link) => (
            <NavLink key={link.key} to={to(link.path)} end={link.path === ''}>
              {link.label}
            </NavLink>
          ))}
          {dropdownMenus.map(({ menu, title }) => (
            <NavDropdown key={menu} menu={menu} title={title} />
          ))}
        </Container>
      </NavRow>
    </Bar>
  );
}

/**
 * The header of a staff page (the console): the brand and the theme at the
 * window's full width, one row. The console brings its own navigation and
 * language; the site's menu and locale choice would be a second menu there.
 */
export function StaffHeader() {
  const { t } = useTranslation('shell');
  const to = useLocalePath();
  return (
    <Bar>
      <StaffRow>
        <Logo to={to()} aria-label={`${siteConfig.brand.name} – ${t('shellMenu:home')}`}>
          hello<span>{siteConfig.brand.name.replace(/^hello/, '')}</span>
        </Logo>
        <Settings>
          <ThemeToggle />
        </Settings>
      </StaffRow>
    </Bar>
  );
}

/** The header's height as a variable: main content and anchor targets clear it. */
const HeaderHeight = createGlobalStyle`
  :root {
    --header-height: ${ROW_HEIGHT};
  }
  ${FULL_NAV} {
    :root {
      --header-height: calc(${ROW_HEIGHT} + ${NAV_ROW_HEIGHT});
    }
  }
`;

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${layout.headerHeight};
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
`;

const TopRow = styled(Container)`
  height: ${ROW_HEIGHT};
  display: flex;
  align-items: center;
  gap: ${space.md};
`;

const StaffRow = styled.div`
  height: ${ROW_HEIGHT};
  display: flex;
  align-items: center;
  gap: ${space.md};
  padding: 0 ${space.md};
`;

const Settings = styled.div`
  margin-left: auto;
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

const FullNavOnly = styled.div`
  display: none;
  align-items: center;
  gap: ${space.sm};
  ${FULL_NAV} {
    display: flex;
  }
`;

/*
 * The menu button's place is kept from the first frame (its size, not its
 * content's): the search field left of it never moves when the button's
 * styles or icon arrive a frame later on a slow phone (a layout shift).
 */
const CompactOnly = styled.div`
  flex: none;
  min-width: 2.75rem;
  min-height: 2.75rem;
  ${FULL_NAV} {
    display: none;
  }
`;

const NavRow = styled.nav`
  display: none;
  ${FULL_NAV} {
    display: block;
  }
  > div {
    height: ${NAV_ROW_HEIGHT};
    display: flex;
    align-items: center;
    gap: ${space.xs};
    white-space: nowrap;
  }
  /* The bar's own links; a dropdown's entries are styled by the dropdown. */
  > div > a {
    padding: ${space.sm};
    text-decoration: none;
    font-weight: 600;
    color: ${colors.textMuted};
    border-bottom: 2px solid transparent;
  }
  > div > a:hover,
  > div > a.active {
    color: ${colors.text};
    border-bottom-color: ${colors.primary};
  }
`;
