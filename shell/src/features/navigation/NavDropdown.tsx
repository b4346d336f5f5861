import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useOpenOnDemand } from './loadOnIntent';
import { menuTriggerStyle } from './menuTriggerStyle';
import type { NavMenuEntry } from './navigation';

const loadRadixNavDropdown = () =>
  import(/* webpackChunkName: "lazy-nav-menu" */ './RadixNavDropdown');
const RadixNavDropdown = lazy(loadRadixNavDropdown);

/**
 * A header dropdown. Server HTML and first load show a stand-in button with
 * the same look and ARIA; the menu's code (Radix, positioning) loads when the
 * visitor points at, focuses or clicks it — not with every page.
 */
export function NavDropdown({ menu }: { menu: NavMenuEntry }) {
  const { opened, standInProps } = useOpenOnDemand(loadRadixNavDropdown);
  const standIn = (
    <StandIn type="button" aria-haspopup="menu" aria-expanded="false" {...standInProps}>
      {menu.label}
      <span aria-hidden="true">▾</span>
    </StandIn>
  );
  // One boundary from the first render on, so the switch happens in place.
  return (
    <Suspense fallback={standIn}>{opened ? <RadixNavDropdown menu={menu} /> : standIn}</Suspense>
  );
}

const StandIn = styled.button`
  ${menuTriggerStyle}
`;
