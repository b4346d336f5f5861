import { screen, within } from '@testing-library/react';
import type { StaffRole, WebVitalsStats } from 'contracts';
import { jsonResponse } from 'shared-ui/testing';
import { staffSession } from '../../testing/mockContentApi';
import { renderConsole } from '../../testing/renderConsole';
import { WebVitalsPage } from './WebVitalsPage';

jest.setTimeout(20_000);

const stats: WebVitalsStats = {
  from: '2026-03-04',
  to: '2026-03-10',
  metric: 'INP',
  pages: [
    {
      pageId: 'verifactu.hub',
      language: 'de',
      LCP: { p75: 2600, samples: 7 },
      INP: { p75: 200, samples: 3 },
      CLS: { p75: 0.3, samples: 3 },
      FCP: null,
      TTFB: { p75: 800, samples: 7 },
    },
  ],
  ratings: [
    { metric: 'LCP', good: 5, needsImprovement: 2, poor: 1 },
    { metric: 'INP', good: 3, needsImprovement: 0, poor: 0 },
    { metric: 'CLS', good: 2, needsImprovement: 0, poor: 1 },
    { metric: 'FCP', good: 0, needsImprovement: 0, poor: 0 },
    { metric: 'TTFB', good: 7, needsImprovement: 0, poor: 0 },
  ],
  trend: [
    { day: '2026-03-09', p75: null, samples: 0 },
    { day: '2026-03-10', p75: 200, samples: 3 },
  ],
};

/** The console API: a session of `role`, the figures (or 403 for any other role than admin). */
function mockApi(role: StaffRole, answer: WebVitalsStats | 'failure' = stats) {
  const urls: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    urls.push(url);
    if (url === '/api/admin/session') return jsonResponse(200, staffSession(role));
    if (role !== 'admin') return jsonResponse(403, { message: 'Keine Berechtigung' });
    if (answer === 'failure') return jsonResponse(503, { message: 'Datenbank nicht erreichbar' });
    if (url.startsWith('/api/admin/stats/vitals')) return jsonResponse(200, answer);
    throw new Error(`unexpected GET ${url}`);
  }) as unknown as typeof fetch;
  return urls;
}

const PAGE = { routeId: 'admin.vitals' };

describe("the console's 'Web Vitals'", () => {
  it('shows p75 per page and language with its rating in words, the shares and the trend of the URL’s metric', async () => {
    const urls = mockApi('admin');
    renderConsole(<WebVitalsPage />, { ...PAGE, path: '/de_DE/admin/vitals?days=7&metric=INP' });
    const table = await screen.findByRole('table', { name: /^p75 pro Seite und Sprache vom/ });
    const row = within(table).getByRole('rowheader', { name: 'verifactu.hub' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Deutsch',
      '2,6\u00a0s · verbesserungswürdig',
      '200\u00a0ms · gut',
      '0,3 · schlecht',
      'keine Messung',
      '0,8\u00a0s · gut',
      '7',
    ]);
    expect(urls).toContain('/api/admin/stats/vitals?days=7&metric=INP');
    // p75 is said to be the bucket's upper bound, and the thresholds are on the page.
    expect(screen.getByText(/obere Grenze der Stufe/)).toBeVisible();
    expect(screen.getByText(/LCP 2,5 s und 4 s, INP 200 ms und 500 ms, CLS 0,1/)).toBeVisible();
    // The filter keeps the URL's choice (a GET form: works without JavaScript).
    expect(screen.getByRole('combobox', { name: 'Zeitraum' })).toHaveValue('7');
    expect(screen.getByRole('combobox', { name: 'Metrik im Trend' })).toHaveValue('INP');
    // The shares (in %) and the trend, each with its figures as a table.
    const shares = screen.getByRole('table', { name: /^Anteile gut/ });
    const lcp = within(shares).getByRole('rowheader', { name: 'LCP' }).closest('tr')!;
    expect(
      within(lcp)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['62,5', '25', '12,5']);
    const trend = screen.getByRole('table', { name: 'p75 von INP pro Tag' });
    expect(
      within(trend)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['–', '200']);
  });

  it('says so when nothing was measured in the period', async () => {
    mockApi('admin', { ...stats, pages: [], ratings: [], trend: [] });
    renderConsole(<WebVitalsPage />, { ...PAGE, path: '/de_DE/admin/vitals' });
    expect(
      await screen.findByText('In diesem Zeitraum wurden noch keine Messungen gesendet.'),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failure with a retry', async () => {
    // The failed call is logged, as every console query's is.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi('admin', 'failure');
    renderConsole(<WebVitalsPage />, { ...PAGE, path: '/de_DE/admin/vitals' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button')).toBeVisible();
    logged.mockRestore();
  });

  it.each(['editor', 'sales'] as const)('is not for %s', async (role) => {
    mockApi(role);
    renderConsole(<WebVitalsPage />, { ...PAGE, path: '/de_DE/admin/vitals' });
    expect(await screen.findByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
  });
});
