import type { Metric } from 'web-vitals';
import { startVitalsBeacon } from './vitalsBeacon';

type Report = (metric: Pick<Metric, 'name' | 'value'>) => void;
const reporters: Record<string, Report> = {};
jest.mock('web-vitals', () => {
  const on = (name: string) => (report: Report) => {
    reporters[name] = report;
  };
  return {
    onLCP: on('LCP'),
    onFCP: on('FCP'),
    onTTFB: on('TTFB'),
    onCLS: on('CLS'),
    onINP: on('INP'),
  };
});

const page = {
  pageId: 'verifactu.hub',
  language: 'de',
  country: 'DE',
  deviceType: 'mobile' as const,
};

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  setVisibility('visible');
  delete (navigator as { connection?: unknown }).connection;
});

describe('the Web Vitals beacon', () => {
  it('sends one beacon when the page is hidden: page id, language, country, device, connection and the last value of each metric', () => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { effectiveType: '4g' },
    });
    const send = jest.fn();
    startVitalsBeacon(page, send);
    reporters.TTFB!({ name: 'TTFB', value: 120 });
    reporters.FCP!({ name: 'FCP', value: 900 });
    reporters.LCP!({ name: 'LCP', value: 1100 });
    reporters.LCP!({ name: 'LCP', value: 1800 }); // a later, larger candidate
    reporters.CLS!({ name: 'CLS', value: 0.02 });
    reporters.INP!({ name: 'INP', value: 64 });
    expect(send).not.toHaveBeenCalled();

    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('visible');
    setVisibility('hidden');

    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      pageId: 'verifactu.hub',
      language: 'de',
      country: 'DE',
      deviceType: 'mobile',
      connection: '4g',
      metrics: { TTFB: 120, FCP: 900, LCP: 1800, CLS: 0.02, INP: 64 },
    });
  });

  it('sends on leaving for another route (what was measured until then), and nothing after', () => {
    const send = jest.fn();
    const beacon = startVitalsBeacon(page, send);
    reporters.LCP!({ name: 'LCP', value: 2100 });
    beacon.leave();
    reporters.CLS!({ name: 'CLS', value: 0.3 }); // the next page's shifts are not this page's
    setVisibility('hidden');
    expect(send).toHaveBeenCalledTimes(1);
    // No connection type where the browser tells none.
    expect(send.mock.calls[0][0]).toEqual({ ...page, metrics: { LCP: 2100 } });
  });

  it('sends nothing without a measured value, and on pagehide when no visibilitychange came', () => {
    const send = jest.fn();
    startVitalsBeacon(page, send);
    setVisibility('hidden');
    expect(send).not.toHaveBeenCalled();

    const other = jest.fn();
    startVitalsBeacon({ ...page, pageId: 'home' }, other);
    reporters.TTFB!({ name: 'TTFB', value: 50 });
    window.dispatchEvent(new Event('pagehide'));
    expect(other).toHaveBeenCalledWith(expect.objectContaining({ pageId: 'home' }));
  });

  it('goes out through navigator.sendBeacon as an application/json Blob to the API', async () => {
    const sendBeacon = jest.fn().mockReturnValue(true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    startVitalsBeacon(page).leave(); // nothing measured: nothing sent
    startVitalsBeacon(page);
    reporters.FCP!({ name: 'FCP', value: 700 });
    setVisibility('hidden');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [path, blob] = sendBeacon.mock.calls[0] as [string, Blob];
    expect(path).toBe('/api/track/vitals');
    expect(blob.type).toBe('application/json');
    // jsdom's Blob has no text(): read it as a visitor's browser would hand it over.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(JSON.parse(text)).toEqual({ ...page, metrics: { FCP: 700 } });
  });
});
