import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { colors, radius, space, useLocale, useLocalePath } from 'shared-ui';
import styled from 'styled-components';
import { menuTriggerStyle } from './menuTriggerStyle';
import { visibleItems, type NavMenuEntry } from './navigation';

/**
 * One of the header's two dropdowns ({brand}, helloCASH). Radix gives the
 * menu button pattern: arrow keys, typeahead, Escape, focus returned to the
 * trigger, ARIA wiring. Loaded when the visitor first opens the menu
 * (NavDropdown), so it mounts open.
 */
export default function RadixNavDropdown({ menu }: { menu: NavMenuEntry }) {
  const { t } = useTranslation('shell');
  const to = useLocalePath();
  const country = useLocale().country;
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <Trigger>
        {menu.label}
        <span aria-hidden="true">▾</span>
      </Trigger>
      <DropdownMenu.Portal>
        <Content align="start" sideOffset={8} aria-label={menu.label}>
          {visibleItems(menu.items, country).map((item) => (
            <Item key={item.key} asChild>
              <Link to={to(item.path)}>{t(`nav.${item.key}`)}</Link>
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
