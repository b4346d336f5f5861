import { useTranslation } from 'shared-ui';
import { Link, useLocation } from 'react-router-dom';
import {
  colors,
  Container,
  fontSize,
  media,
  space,
  useLocalePath,
  VisuallyHidden,
} from 'shared-ui';
import styled from 'styled-components';
import { siteConfig } from '../../app/siteConfig';
import { CONSENT_SETTINGS_SEGMENT } from '../consent/consentForm';
import { consentSettingsHref } from '../consent/consentSettingsPath';
import { RETURN_FIELD } from '../navigation/preferenceForms';
import { useReturnPath } from '../navigation/useReturnPath';
import { useMenu } from '../sections/SiteContext';

export function Footer() {
  const { t } = useTranslation('shell');
  const to = useLocalePath();
  const nextSteps = useMenu('footer');
  const cookieSettings = useCookieSettingsHref();
  return (
    <Bar>
      <Columns>
        <div>
          <Brand>{siteConfig.brand.name}</Brand>
          <p>{t('footer.blurb')}</p>
        </div>
        <nav aria-labelledby="footer-next-steps">
          <h2 id="footer-next-steps">{t('footer.nextSteps')}</h2>
          <ul>
            {nextSteps.map((item) => (
              <li key={item.key}>
                <Link to={to(item.path)}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('footer.legal')}</h2>
          <ul>
            <li>
              <a href={siteConfig.legalLinks.imprint} target="_blank" rel="noopener noreferrer">
                {t('footer.imprint')} <VisuallyHidden>{t('footer.newTab')}</VisuallyHidden>
              </a>
            </li>
            <li>
              <a href={siteConfig.legalLinks.privacy} target="_blank" rel="noopener noreferrer">
                {t('footer.privacy')} <VisuallyHidden>{t('footer.newTab')}</VisuallyHidden>
              </a>
            </li>
            <li>
              <Link to={cookieSettings}>{t('footer.cookieSettings')}</Link>
            </li>
          </ul>
        </nav>
      </Columns>
      <Container>
        <Copyright>{t('footer.copyright')}</Copyright>
      </Container>
    </Bar>
  );
}

/**
 * 'Cookie-Einstellungen': the settings page, returning to this page after
 * saving (on the settings page itself, to the page it was opened from).
 */
function useCookieSettingsHref(): string {
  const to = useLocalePath();
  const here = useReturnPath();
  const { search } = useLocation();
  const onSettings = here.split('?')[0]!.endsWith(`/${CONSENT_SETTINGS_SEGMENT}`);
  const back = onSettings ? (new URLSearchParams(search).get(RETURN_FIELD) ?? to()) : here;
  return consentSettingsHref(to, back);
}

const Bar = styled.footer`
  margin-top: auto;
  border-top: 1px solid ${colors.border};
  background: ${colors.surface};
  color: ${colors.textMuted};
  padding: ${space.xl} 0 ${space.lg};
  h2 {
    font-size: ${fontSize.md};
    color: ${colors.text};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space.sm};
  }
  a:hover {
    color: ${colors.text};
  }
`;

const Columns = styled(Container)`
  display: grid;
  grid-template-columns: 2fr 1fr 1fr;
  gap: ${space.xl};
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Brand = styled.p`
  font-weight: 800;
  font-size: ${fontSize.lg};
  color: ${colors.text};
`;

const Copyright = styled.p`
  margin: ${space.xl} 0 0;
  padding-top: ${space.md};
  border-top: 1px solid ${colors.border};
  font-size: ${fontSize.sm};
`;
