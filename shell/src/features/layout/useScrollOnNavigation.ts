import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a page's #target may take to appear (a section's page renders after its code loads). */
const TARGET_WAIT_MS = 3000;

/**
 * What a full page load does, on the router's navigations: a new page starts
 * at its top, or at the element its #hash names. Back and forward keep the
 * browser's own restoring, and a change of the query alone (a filter) keeps
 * the place. React Router's ScrollRestoration would do this too, but it keeps
 * the positions in sessionStorage, which the consent rules allow only for
 * what is strictly necessary.
 */
export function useScrollOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const rendered = useRef(false);
  useEffect(() => {
    // The first render is the page the browser loaded: it has scrolled already.
    if (!rendered.current) {
      rendered.current = true;
      return;
    }
    if (navigationType === 'POP') return;
    window.scrollTo(0, 0);
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView();
      return;
    }
    const observer = new MutationObserver(() => {
      const appeared = document.getElementById(id);
      if (!appeared) return;
      observer.disconnect();
      appeared.scrollIntoView();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), TARGET_WAIT_MS);
    return () => {
      clearTimeout(giveUp);
      observer.disconnect();
    };
  }, [pathname, hash, navigationType]);
}
