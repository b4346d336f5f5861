import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useOpenOnDemand } from './loadOnIntent';
import { MenuIcon, menuButtonStyle } from './menuButtonStyle';

const loadRadixMobileMenu = () =>
  import(/* webpackChunkName: "lazy-mobile-menu" */ './RadixMobileMenu');
const RadixMobileMenu = lazy(loadRadixMobileMenu);

/**
 * The menu button of small screens. Server HTML and first load show a
 * stand-in with the same look and label; the sheet's code (Radix dialog,
 * focus trap, scroll lock) loads when the visitor reaches for it.
 */
export function MobileMenu() {
  const { t } = useTranslation('shell');
  const { opened, standInProps } = useOpenOnDemand(loadRadixMobileMenu);
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
  // One boundary from the first render on, so the switch happens in place.
  return <Suspense fallback={standIn}>{opened ? <RadixMobileMenu /> : standIn}</Suspense>;
}

const StandIn = styled.button`
  ${menuButtonStyle}
`;
