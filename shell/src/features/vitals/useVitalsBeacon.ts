import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { currentDeviceType, useLocale } from 'shared-ui';
import { HYDRATION_GLOBAL, type ShellHydrationState } from '../../app/hydrationState';
import type { VitalsBeacon } from './vitalsBeacon';

/** The beacon's own chunk (web-vitals with it), loaded once the page is idle after hydration. */
export const loadVitalsBeacon = () =>
  import(/* webpackChunkName: "vitals-beacon" */ './vitalsBeacon');

/** The path this document was loaded for: the page web-vitals measures. */
const landingPath = typeof window === 'undefined' ? '' : window.location.pathname;
/** Whether the loaded page had its turn (measured, not sampled, or left): later pages are not measured. */
let measured = false;

/** RUM_SAMPLE_RATE as the shell's server put it into the page; none (a static copy): no beacon. */
const sampleRate = () =>
  (window as unknown as Record<string, ShellHydrationState | undefined>)[HYDRATION_GLOBAL]
    ?.rumSampleRate ?? 0;

/** After the page is idle (or within 5 s), so the beacon costs the first load nothing. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1);
  return () => clearTimeout(handle);
}

/**
 * Real visitors' Web Vitals (issue 39 §3) of the page this document loaded,
 * on visitors' pages only (the layout mounts this outside the console): a
 * sampled page load (RUM_SAMPLE_RATE) loads the beacon when idle, which
 * sends one beacon when the page is hidden or left for another route. It
 * carries the route's id, never the URL, and stores nothing on the device.
 */
export function useVitalsBeacon(): void {
  const pageId = useMatches().at(-1)?.id;
  const { pathname } = useLocation();
  const { language, country } = useLocale();
  useEffect(() => {
    if (measured || pathname !== landingPath || !pageId || !(Math.random() < sampleRate())) {
      measured = true;
      return undefined;
    }
    let beacon: VitalsBeacon | undefined;
    let left = false;
    const cancel = whenIdle(() => {
      measured = true;
      loadVitalsBeacon().then(
        ({ startVitalsBeacon }) => {
          if (!left)
            beacon = startVitalsBeacon({
              pageId,
              language,
              country,
              deviceType: currentDeviceType(),
            });
        },
        // Without its chunk (offline, a new release) nothing is measured; the page is unaffected.
        () => undefined,
      );
    });
    return () => {
      left = true;
      cancel();
      // Leaving the page for another route: its beacon goes now.
      beacon?.leave();
    };
    // The page's language and country are those it was loaded in; a new path is another page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageId, pathname]);
}
