import { act, render } from '@testing-library/react';
import * as React from 'react';
import * as ReactRouter from 'react-router-dom';
import { createMemoryRouter, Outlet, RouterProvider, useNavigate } from 'react-router-dom';
import * as SharedUi from 'shared-ui';
import { LocaleProvider } from 'shared-ui';
import { HYDRATION_GLOBAL } from '../../app/hydrationState';
import { createLocaleStore } from '../locale/localeStore';

const leave = jest.fn();
const startVitalsBeacon = jest.fn(() => ({ leave }));
jest.mock('./vitalsBeacon', () => ({ startVitalsBeacon }));

/**
 * The hook's module remembers the page the document loaded: a fresh one per
 * test (a new page load), sharing this file's router and locale modules.
 */
async function loadHook(landing: string, rumSampleRate: number) {
  window.history.replaceState(null, '', landing);
  (window as unknown as Record<string, unknown>)[HYDRATION_GLOBAL] = { rumSampleRate };
  let hook!: typeof import('./useVitalsBeacon').useVitalsBeacon;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('react', () => React);
    jest.doMock('react-router-dom', () => ReactRouter);
    jest.doMock('shared-ui', () => SharedUi);
    ({ useVitalsBeacon: hook } = await import('./useVitalsBeacon'));
  });
  return hook;
}

let navigate: ReturnType<typeof useNavigate>;

async function renderSite(useVitalsBeacon: () => void, at: string) {
  function Layout() {
    useVitalsBeacon();
    navigate = useNavigate();
    return <Outlet />;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/:locale',
        Component: Layout,
        children: [
          { id: 'verifactu.hub', path: 'verifactu', element: null },
          { id: 'home', index: true, element: null },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  return act(async () => {
    render(
      <LocaleProvider store={createLocaleStore({ country: 'DE', language: 'de' })}>
        <RouterProvider router={router} />
      </LocaleProvider>,
    );
  });
}

/** requestIdleCallback is not in jsdom: the hook falls back to a timer; then the chunk loads. */
async function idle() {
  await act(async () => {
    jest.runOnlyPendingTimers();
    await Promise.resolve();
    await Promise.resolve();
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  leave.mockClear();
  startVitalsBeacon.mockClear();
  jest.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('useVitalsBeacon', () => {
  it('starts the beacon for the loaded page (its route id, never the URL) once idle, and sends it when the route changes', async () => {
    const useVitalsBeacon = await loadHook('/de_DE/verifactu', 1);
    await renderSite(useVitalsBeacon, '/de_DE/verifactu');
    expect(startVitalsBeacon).not.toHaveBeenCalled();
    await idle();
    expect(startVitalsBeacon).toHaveBeenCalledWith({
      pageId: 'verifactu.hub',
      language: 'de',
      country: 'DE',
      deviceType: expect.stringMatching(/^(mobile|tablet|desktop)$/),
    });
    await act(async () => navigate('/de_DE'));
    expect(leave).toHaveBeenCalledTimes(1);
    // The next page came without a page load: not measured.
    await idle();
    expect(startVitalsBeacon).toHaveBeenCalledTimes(1);
  });

  it('loads nothing when the page load is not sampled (RUM_SAMPLE_RATE 0, or the lot above the rate)', async () => {
    await renderSite(await loadHook('/de_DE/verifactu', 0), '/de_DE/verifactu');
    await idle();
    expect(startVitalsBeacon).not.toHaveBeenCalled();

    await renderSite(await loadHook('/de_DE/verifactu', 0.4), '/de_DE/verifactu');
    await idle();
    expect(startVitalsBeacon).not.toHaveBeenCalled();
  });

  it('starts nothing when the page is left before the beacon loaded', async () => {
    await renderSite(await loadHook('/de_DE/verifactu', 1), '/de_DE/verifactu');
    await act(async () => navigate('/de_DE'));
    await idle();
    expect(startVitalsBeacon).not.toHaveBeenCalled();
  });
});
