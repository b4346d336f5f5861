import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import {
  CONNECTION_TYPES,
  WEB_VITALS_BEACON_PATH,
  type ConnectionType,
  type WebVitalMetric,
} from 'contracts/web-vitals-fields';
import type { DeviceType } from 'contracts/page-view-fields';

/** What the beacon says of the page besides its metrics: nothing that identifies anyone. */
export interface VitalsPage {
  pageId: string;
  language: string;
  country?: string;
  deviceType: DeviceType;
}

/** The page's beacon: `leave()` sends it now (a route change), if it was not sent yet. */
export interface VitalsBeacon {
  leave(): void;
}

/** `navigator.connection.effectiveType` where the browser has it (Chromium), else nothing. */
function connectionType(): ConnectionType | undefined {
  const type = (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return CONNECTION_TYPES.find((known) => known === type);
}

/** A JSON Blob: sendBeacon sends it as application/json, which the API's JSON-only rule accepts. */
const sendBeacon = (body: object) =>
  navigator.sendBeacon(
    WEB_VITALS_BEACON_PATH,
    new Blob([JSON.stringify(body)], { type: 'application/json' }),
  );

/**
 * Measures the page this document loaded (web-vitals: LCP, FCP and TTFB of
 * the load, CLS and INP while it is the page shown) and sends them in ONE
 * beacon: when the page is hidden (visibilitychange, pagehide) or left for
 * another route (`leave`), whichever comes first. Later pages of the same
 * document are not measured: web-vitals measures page loads, and CLS and
 * INP of a route reached in the app cannot be told apart from the load's.
 * Every value as last reported (reportAllChanges), so a route change sends
 * what was measured until then.
 */
export function startVitalsBeacon(page: VitalsPage, send = sendBeacon): VitalsBeacon {
  const metrics: Partial<Record<WebVitalMetric, number>> = {};
  let sent = false;
  const record = ({ name, value }: Metric) => {
    if (!sent) metrics[name] = value;
  };
  const flush = () => {
    if (sent) return;
    sent = true;
    removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onHidden);
    if (Object.keys(metrics).length === 0) return;
    const connection = connectionType();
    send({ ...page, ...(connection ? { connection } : {}), metrics });
  };
  // After web-vitals' own listeners (on window, capturing): its final CLS and INP are in.
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  for (const on of [onLCP, onFCP, onTTFB, onCLS, onINP]) on(record, { reportAllChanges: true });
  document.addEventListener('visibilitychange', onHidden);
  addEventListener('pagehide', flush);
  return { leave: flush };
}
