import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useIntent } from './loadOnIntent';
import { MenuIcon, menuButtonStyle } from './menuButtonStyle';

const RadixMobileMenu = lazy(
  () => import(/* webpackChunkName: "lazy-mobile-menu" */ './RadixMobileMenu'),
);

/**
 * The menu button of small screens. Server HTML and first load show a
 * stand-in with the same look and label; the sheet's code (Radix dialog,
 * focus trap, scroll lock) loads when the visitor reaches for it.
 */
export function MobileMenu() {
  const { t } = useTranslation('shell');
  const { intent, standInProps } = useIntent();
  const standIn = (
    <StandIn
      type="button"
      aria-haspopup="dialog"
      aria-expanded="false"
      aria-label={t('nav.openMenu')}
      data-testid="mobile-menu-button"
      {...standInProps}
    >
      <MenuIcon />
    </StandIn>
  );
  if (!intent) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RadixMobileMenu intent={intent} />
    </Suspense>
  );
}

const StandIn = styled.button`
  ${menuButtonStyle}
`;
