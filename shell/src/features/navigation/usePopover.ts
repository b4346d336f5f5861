import { useEffect, useRef, useState, type KeyboardEvent, type ToggleEvent } from 'react';

/** What can take focus inside a popover (hidden controls excluded). */
const FOCUSABLE = 'a[href], button:not([disabled]), select, input:not([type="hidden"])';

export function focusablesIn(container: HTMLElement, selector = FOCUSABLE): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(selector)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * A native popover (`popover` + `popovertarget`): the browser opens it, closes
 * it on Escape or a click outside and gives focus back to its button — before
 * and without JavaScript; its button's expanded state comes from the browser
 * too (an `aria-expanded` beside `popovertarget` is an HTML error). After
 * hydration this tracks `open` (for styling), moves focus into it when it
 * opens, and closes it when a link inside is followed (client navigation
 * keeps the page).
 */
export function usePopover<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [open, setOpen] = useState(false);
  // Opened before hydration: the state catches up with the page.
  useEffect(() => {
    if (ref.current?.matches(':popover-open')) setOpen(true);
  }, []);
  return {
    open,
    close: () => ref.current?.hidePopover(),
    popoverProps: {
      ref,
      popover: 'auto' as const,
      onToggle: (event: ToggleEvent<T>) => {
        const opened = event.newState === 'open';
        setOpen(opened);
        if (opened) focusablesIn(event.currentTarget)[0]?.focus();
      },
    },
  };
}

/** Arrow keys, Home and End move among `selector` inside the element (a menu's items). */
export function moveFocusWithArrows(event: KeyboardEvent<HTMLElement>, selector: string): void {
  const items = focusablesIn(event.currentTarget, selector);
  const index = items.indexOf(document.activeElement as HTMLElement);
  const moves: Record<string, number> = {
    ArrowDown: index + 1,
    ArrowUp: index - 1,
    Home: 0,
    End: items.length - 1,
  };
  const next = moves[event.key];
  if (next === undefined || items.length === 0) return;
  event.preventDefault();
  items[(next + items.length) % items.length]?.focus();
}

/** Keeps Tab and Shift+Tab inside the element (a sheet that covers the page). */
export function trapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const items = focusablesIn(event.currentTarget);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
