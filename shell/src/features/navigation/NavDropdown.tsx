import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useOpenOnDemand } from './loadOnIntent';
import { menuTriggerStyle } from './menuTriggerStyle';
import type { MenuName } from 'shared-ui';
import { useMenu } from '../sections/SiteContext';

const loadRadixNavDropdown = () =>
  import(/* webpackChunkName: "lazy-nav-menu" */ './RadixNavDropdown');
const RadixNavDropdown = lazy(loadRadixNavDropdown);

/**
 * A header dropdown. Server HTML and first load show a stand-in button with
 * the same look and ARIA; the menu's code (Radix, positioning) loads when the
 * visitor points at, focuses or clicks it — not with every page.
 */
export function NavDropdown({ menu, title }: { menu: MenuName; title: string }) {
  const { opened, standInProps } = useOpenOnDemand(loadRadixNavDropdown);
  const items = useMenu(menu);
  const standIn = (
    <StandIn type="button" aria-haspopup="menu" aria-expanded="false" {...standInProps}>
      {title}
      <span aria-hidden="true">▾</span>
    </StandIn>
  );
  // A menu no section contributes to (now, in this country) is not shown.
  if (items.length === 0) return null;
  // One boundary from the first render on, so the switch happens in place.
  return (
    <Suspense fallback={standIn}>
      {opened ? <RadixNavDropdown title={title} items={items} /> : standIn}
    </Suspense>
  );
}

const StandIn = styled.button`
  ${menuTriggerStyle}
`;
