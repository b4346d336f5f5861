import { useState } from 'react';

/**
 * How the visitor reached for a control whose code is not loaded yet:
 * pointing at it or focusing it (load, show it closed) or activating it
 * (load, show it open). Menus and the menu sheet load this way, so their code
 * stays out of the first page load.
 */
export type Intent = 'hover' | 'focus' | 'open';

export function useIntent() {
  const [intent, setIntent] = useState<Intent | null>(null);
  const raise = (next: Intent) =>
    setIntent((current) =>
      current === 'open' ? current : next === 'hover' && current ? current : next,
    );
  return {
    intent,
    /** Props for the stand-in button rendered until the real control is loaded. */
    standInProps: {
      onPointerEnter: () => raise('hover'),
      onTouchStart: () => raise('hover'),
      onFocus: () => raise('focus'),
      onClick: () => raise('open'),
    },
  };
}
