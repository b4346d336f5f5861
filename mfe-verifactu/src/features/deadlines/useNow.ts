import { useEffect, useState } from 'react';

/** The attribute the page's time is written to, for the browser to start from when it hydrates. */
const RENDERED_AT = 'data-rendered-at';

/**
 * When the page was rendered: on the server now; in the browser, while it
 * hydrates, the server's time read back from the page (so the first render
 * shows what the server sent: no mismatch, no '--' before the script), else
 * now (a page reached by a link in the browser).
 */
function renderTime(): number {
  if (typeof document === 'undefined') return Date.now();
  const stamped = Number(document.querySelector(`[${RENDERED_AT}]`)?.getAttribute(RENDERED_AT));
  return Number.isFinite(stamped) && stamped > 0 ? stamped : Date.now();
}

/**
 * The current time, rendered on the server (a page without script shows
 * the countdown as it was) and ticking once hydrated. `renderedAt` stays:
 * what a file offered by the page was made at. `stamp` goes on one element
 * of the page.
 */
export function useNow(intervalMs = 1000) {
  const [renderedAt] = useState(renderTime);
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return { now, renderedAt, stamp: { [RENDERED_AT]: renderedAt } };
}
