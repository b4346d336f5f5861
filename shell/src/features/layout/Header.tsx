import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import {
  colors,
  Container,
  COUNTRIES,
  isCountry,
  isLanguage,
  LANGUAGES,
  layout,
  media,
  radius,
  space,
  useLocale,
  useLocalePath,
  useTheme,
} from 'shared-ui';
import styled from 'styled-components';
import { siteConfig } from '../../app/siteConfig';

/** First cut of the fixed top bar: logo, the links that exist, locale and theme controls. */
export function Header() {
  const { t } = useTranslation('shell');
  const to = useLocalePath();
  const { country, language, setCountry, setLanguage } = useLocale();
  const toggle = useTheme((state) => state.toggle);
  return (
    <Bar>
      <Inner>
        <Logo to={to()} aria-label={`${siteConfig.brand.name} – ${t('nav.home')}`}>
          hello<span>Marketing</span>
        </Logo>
        <Nav aria-label={t('nav.label')}>
          <NavLink to={to()} end>
            {t('nav.home')}
          </NavLink>
          <NavLink to={to('roadmap')}>{t('nav.roadmap')}</NavLink>
          <NavLink to={to('feedback')}>{t('nav.feedback')}</NavLink>
        </Nav>
        <Controls>
          <Select
            aria-label={t('nav.country')}
            value={country}
            onChange={(event) => isCountry(event.target.value) && setCountry(event.target.value)}
          >
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {t(`countries.${code}`)}
              </option>
            ))}
          </Select>
          <Select
            aria-label={t('nav.language')}
            value={language}
            onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(`languages.${code}`)}
              </option>
            ))}
          </Select>
          {/* Mode-independent markup: the server cannot know the theme; the <html> class picks the icon. */}
          <ThemeButton type="button" onClick={toggle} aria-label={t('nav.themeToggle')}>
            <span aria-hidden="true" className="to-light">
              ☀
            </span>
            <span aria-hidden="true" className="to-dark">
              ☾
            </span>
          </ThemeButton>
        </Controls>
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
  height: 100%;
  display: flex;
  align-items: center;
  gap: ${space.lg};
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

const Nav = styled.nav`
  display: flex;
  gap: ${space.md};
  a {
    text-decoration: none;
    font-weight: 600;
    color: ${colors.textMuted};
    padding: ${space.xs} 0;
    border-bottom: 2px solid transparent;
  }
  a:hover,
  a.active {
    color: ${colors.text};
    border-bottom-color: ${colors.primary};
  }
  ${media.mobile} {
    gap: ${space.sm};
    font-size: 0.9rem;
  }
`;

const Controls = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${space.sm};
`;

const Select = styled.select`
  min-height: 36px;
  border-radius: ${radius.sm};
  border: 1px solid ${colors.border};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-size: 0.9rem;
  ${media.mobile} {
    max-width: 6.5rem;
  }
`;

const ThemeButton = styled.button`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 1px solid ${colors.border};
  background: ${colors.surfaceMuted};
  color: ${colors.text};
  font-size: 1.1rem;
  cursor: pointer;
  .to-light {
    display: none;
  }
  :root.dark & .to-light {
    display: inline;
  }
  :root.dark & .to-dark {
    display: none;
  }
`;
