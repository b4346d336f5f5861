import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and the first browser render, true once React
 * runs the page. Before that a submit would be the browser's own GET, which
 * puts the e-mail address into the URL (and server logs) and stores nothing.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
