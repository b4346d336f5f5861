import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Client-side navigation does not scroll to a `#anchor` by itself (a full
 * page load does): bring the target into view and move focus to its heading,
 * so keyboard and screen-reader users land where the link promised.
 */
export function useScrollToAnchor(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus({ preventScroll: true });
  }, [hash]);
}
