import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { colors, radius, space, useLocale, useLocalePath } from 'shared-ui';
import styled from 'styled-components';
import type { Intent } from './loadOnIntent';
import { menuTriggerStyle } from './menuTriggerStyle';
import { visibleItems, type NavMenuEntry } from './navigation';

/**
 * One of the header's two dropdowns ({brand}, helloCASH). Radix gives the
 * menu button pattern: arrow keys, typeahead, Escape, focus returned to the
 * trigger, ARIA wiring. Loaded when the visitor reaches for the menu
 * (NavDropdown); `intent` says how, so neither the first click nor the
 * keyboard focus is lost.
 */
export default function RadixNavDropdown({ menu, intent }: { menu: NavMenuEntry; intent: Intent }) {
  const { t } = useTranslation('shell');
  const to = useLocalePath();
  const country = useLocale().country;
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The stand-in button had focus: keep the keyboard where it was.
    if (intent === 'focus') trigger.current?.focus();
  }, [intent]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={intent === 'open'}>
      <Trigger ref={trigger}>
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
