import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useIntent } from './loadOnIntent';
import { menuTriggerStyle } from './menuTriggerStyle';
import type { NavMenuEntry } from './navigation';

const RadixNavDropdown = lazy(
  () => import(/* webpackChunkName: "lazy-nav-menu" */ './RadixNavDropdown'),
);

/**
 * A header dropdown. Server HTML and first load show a stand-in button with
 * the same look and ARIA; the menu's code (Radix, positioning) loads when the
 * visitor points at, focuses or clicks it — not with every page.
 */
export function NavDropdown({ menu }: { menu: NavMenuEntry }) {
  const { intent, standInProps } = useIntent();
  const standIn = (
    <StandIn type="button" aria-haspopup="menu" aria-expanded="false" {...standInProps}>
      {menu.label}
      <span aria-hidden="true">▾</span>
    </StandIn>
  );
  if (!intent) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RadixNavDropdown menu={menu} intent={intent} />
    </Suspense>
  );
}

const StandIn = styled.button`
  ${menuTriggerStyle}
`;
