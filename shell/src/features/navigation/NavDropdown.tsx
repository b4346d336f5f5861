import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { colors, radius, space, useLocalePath, type MenuName } from 'shared-ui';
import styled from 'styled-components';
import { useMenu } from '../sections/SiteContext';
import { menuTriggerStyle } from './menuTriggerStyle';
import { moveFocusWithArrows, usePopover } from './usePopover';

const ITEM = '[role="menuitem"]';

/**
 * A header dropdown ({brand}, helloCASH): a button and a native popover with
 * the menu's links. It opens and closes without JavaScript (and during
 * hydration); once hydrated it follows the menu button pattern: focus on the
 * first entry when it opens, arrow keys, Home/End, Escape back to the button,
 * closed when focus leaves it.
 */
export function NavDropdown({ menu, title }: { menu: MenuName; title: string }) {
  const to = useLocalePath();
  const items = useMenu(menu);
  const { open, close, popoverProps } = usePopover<HTMLDivElement>();
  const id = `menu-${menu}`;
  // A menu no section contributes to (now, in this country) is not shown.
  if (items.length === 0) return null;
  return (
    <>
      <Trigger
        type="button"
        popoverTarget={id}
        aria-haspopup="menu"
        aria-controls={id}
        data-state={open ? 'open' : 'closed'}
        style={{ anchorName: `--${id}` } as CSSProperties}
      >
        {title}
        <span aria-hidden="true">▾</span>
      </Trigger>
      <Menu
        id={id}
        role="menu"
        aria-label={title}
        {...popoverProps}
        style={{ positionAnchor: `--${id}` } as CSSProperties}
        onKeyDown={(event) => moveFocusWithArrows(event, ITEM)}
        onBlur={(event) => {
          // Tabbing away closes it, as a menu does (its own button toggles it itself).
          const next = event.relatedTarget;
          if (next instanceof Element && next.getAttribute('popovertarget') === id) return;
          if (next instanceof Node && event.currentTarget.contains(next)) return;
          if (next) close();
        }}
      >
        {items.map((item) => (
          <Item key={item.key} role="menuitem" to={to(item.path)} onClick={close}>
            {item.label}
          </Item>
        ))}
      </Menu>
    </>
  );
}

const Trigger = styled.button`
  ${menuTriggerStyle}
`;

const Menu = styled.div`
  /* Below its button where the browser can anchor it, else below the header. */
  position: fixed;
  inset: auto;
  top: var(--header-height);
  margin: 0;
  @supports (top: anchor(bottom)) {
    top: anchor(bottom);
    left: anchor(left);
    margin-top: ${space.sm};
  }
  z-index: 60;
  min-width: 14rem;
  padding: ${space.xs};
  border: 1px solid ${colors.border};
  border-radius: ${radius.md};
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: 0 16px 40px rgb(0 0 0 / 0.25);
`;

const Item = styled(Link)`
  display: block;
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.sm};
  color: ${colors.text};
  text-decoration: none;
  font-weight: 500;
  outline: none;
  &:hover,
  &:focus-visible {
    background: ${colors.surfaceMuted};
    color: ${colors.primary};
  }
`;
