import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';
import { colors, radius, space, useLocalePath } from 'shared-ui';
import styled from 'styled-components';
import { menuTriggerStyle } from './menuTriggerStyle';
import type { MenuItem } from './navigation';

/**
 * One of the header's two dropdowns ({brand}, helloCASH). Radix gives the
 * menu button pattern: arrow keys, typeahead, Escape, focus returned to the
 * trigger, ARIA wiring. Loaded when the visitor first opens the menu
 * (NavDropdown), so it mounts open.
 */
export default function RadixNavDropdown({ title, items }: { title: string; items: MenuItem[] }) {
  const to = useLocalePath();
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <Trigger>
        {title}
        <span aria-hidden="true">▾</span>
      </Trigger>
      <DropdownMenu.Portal>
        <Content align="start" sideOffset={8} aria-label={title}>
          {items.map((item) => (
            <Item key={item.key} asChild>
              <Link to={to(item.path)}>{item.label}</Link>
            </Item>
          ))}
        </Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const Trigger = styled(DropdownMenu.Trigger)`
  ${menuTriggerStyle}
`;

const Content = styled(DropdownMenu.Content)`
  z-index: 60;
  min-width: 14rem;
  padding: ${space.xs};
  border: 1px solid ${colors.border};
  border-radius: ${radius.md};
  background: ${colors.surface};
  box-shadow: 0 16px 40px rgb(0 0 0 / 0.25);
`;

const Item = styled(DropdownMenu.Item)`
  display: block;
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.sm};
  color: ${colors.text};
  text-decoration: none;
  font-weight: 500;
  outline: none;
  &[data-highlighted] {
    background: ${colors.surfaceMuted};
    color: ${colors.primary};
  }
`;
