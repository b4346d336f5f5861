import { Suspense, useEffect } from 'react';
import { useTranslation } from 'shared-ui';
import { Outlet, useParams } from 'react-router-dom';
import { colors, layout, parseLocale, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import { ConsentBannerSlot } from '../consent/ConsentBannerSlot';
import { useLocaleUrlSync } from '../locale/useLocaleUrlSync';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { useStaffOnlyPage } from '../sections/sectionRoutes';
import { PageViewWithoutScript } from '../tracking/PageViewWithoutScript';
import { usePageViewTracking } from '../tracking/usePageViewTracking';
import { useTrackingPixels } from '../tracking/useTrackingPixels';
import { useVitalsBeacon } from '../vitals/useVitalsBeacon';
import { Footer } from './Footer';
import { useDocumentMeta } from './useDocumentMeta';
import { useScrollOnNavigation } from './useScrollOnNavigation';
import { Header, StaffHeader } from './Header';

/**
 * Every page: header, the consent banner until a choice is made, main,
 * footer. A first segment that is no locale is the 404 page. A staff page
 * (the console, a workplace with its own navigation) has the header's brand
 * row only and no footer.
 */
export function LocaleLayout() {
  const { locale } = useParams();
  const staff = useStaffOnlyPage();
  return (
    <Frame>
      <LocaleSync />
      <SkipLink href="#main">
        <SkipText />
      </SkipLink>
      {/* Suspense boundaries let React hydrate header, content and footer in separate tasks. */}
      {/* First after the skip link: keyboard and screen-reader users meet the choice first. */}
      <ConsentBannerSlot />
      <Suspense>{staff ? <StaffHeader /> : <Header />}</Suspense>
      <Main id="main" tabIndex={-1}>
        <Suspense>
          {parseLocale(locale) ? <Outlet /> : <NotFoundPage />}
          <HydratedMarker />
        </Suspense>
      </Main>
      {staff ? null : (
        <Suspense>
          <Footer />
        </Suspense>
      )}
    </Frame>
  );
}

/** The shell's effects on every page: URL ⇄ locale, head, scroll; page views, tracking pixels and the Web Vitals beacon on visitors' pages. */
function LocaleSync() {
  useLocaleUrlSync();
  useDocumentMeta();
  useScrollOnNavigation();
  // Staff at work are no visitors, and no third-party script sees the console's data.
  return useStaffOnlyPage() ? null : <VisitorTracking />;
}

function VisitorTracking() {
  usePageViewTracking();
  useTrackingPixels();
  useVitalsBeacon();
  return <PageViewWithoutScript />;
}

/**
 * Marks <html data-hydrated> once the page content is interactive: tests and
 * monitoring wait for it instead of guessing from network silence.
 */
function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

function SkipText() {
  const { t } = useTranslation('shell');
  return <VisuallyHidden>{t('nav.skipToContent')}</VisuallyHidden>;
}

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  padding-top: ${layout.headerHeight};
  outline: none;
`;

const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: 0.5rem;
  z-index: 60;
  &:focus {
    padding: 0.5rem 1rem;
    background: ${colors.surface};
    color: ${colors.text};
  }
  &:focus span {
    position: static;
    width: auto;
    height: auto;
    clip: auto;
  }
`;
