import { startTransition, useState } from 'react';

/**
 * Controls whose code loads when the visitor reaches for them (the header's
 * dropdowns, the menu sheet): a stand-in button renders first; pointing at
 * it or focusing it fetches the code, activating it (click, Enter, Space)
 * swaps in the real control, already open. The code stays out of the first
 * page load.
 */
export function useOpenOnDemand(load: () => Promise<unknown>) {
  const [opened, setOpened] = useState(false);
  const prefetch = () => void load().catch(() => undefined);
  return {
    opened,
    /** Props for the stand-in button shown until then. */
    standInProps: {
      onPointerEnter: prefetch,
      onTouchStart: prefetch,
      onFocus: prefetch,
      // A transition keeps the stand-in on screen until the code has arrived.
      onClick: () => startTransition(() => setOpened(true)),
    },
  };
}
