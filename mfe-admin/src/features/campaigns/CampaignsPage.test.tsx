import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CampaignReport, StaffRole, StaffSession } from 'contracts';
import { jsonResponse } from 'shared-ui/testing';
import { renderConsole } from '../../testing/renderConsole';
import { CampaignsPage } from './CampaignsPage';

jest.setTimeout(20_000);

const session = (role: StaffRole): StaffSession => ({
  user: {
    id: '7d0c2c8e-0d5e-4b8e-9a57-1c2b3d4e5f60',
    username: 'vera',
    role,
    active: true,
    language: 'de',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastSignInAt: null,
  },
  expiresAt: '2026-01-01T12:00:00.000Z',
});

const report: CampaignReport = {
  from: '2026-03-04',
  to: '2026-03-10',
  rows: [
    {
      campaign: 'herbst',
      source: 'newsletter',
      medium: 'email',
      visits: 1200,
      leads: { email: 30, payment: 2, contact: 4, newsletter: 0 },
      total: 36,
      conversionRate: 0.03,
    },
    {
      campaign: null,
      source: 'google',
      medium: 'cpc',
      visits: 3,
      leads: { email: 0, payment: 1, contact: 0, newsletter: 0 },
      total: 1,
      conversionRate: 1 / 3,
    },
  ],
  funnel: {
    campaign: 'herbst',
    steps: [
      { step: 'landing', count: 1200, rate: null },
      { step: 'formSeen', count: 300, rate: 0.25 },
      { step: 'lead', count: 36, rate: 0.12 },
    ],
  },
};

/** The console API: a session of `role`, the report (or its 403 for another role). */
function mockApi(role: StaffRole, answer: CampaignReport = report) {
  const urls: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    urls.push(url);
    if (url === '/api/admin/session') return jsonResponse(200, session(role));
    if (role === 'editor') return jsonResponse(403, { message: 'Keine Berechtigung' });
    if (url.startsWith('/api/admin/stats/campaigns')) return jsonResponse(200, answer);
    throw new Error(`unexpected GET ${url}`);
  }) as unknown as typeof fetch;
  return urls;
}

const PAGE = { routeId: 'admin.campaigns' };

describe("the campaign report 'Kampagnen'", () => {
  it('shows each campaign’s figures, locale-formatted, with the export and funnel links carrying the filter', async () => {
    const urls = mockApi('sales');
    renderConsole(<CampaignsPage />, {
      ...PAGE,
      path: '/de_DE/admin/campaigns?days=7&country=DE&campaign=herbst',
    });
    const table = await screen.findByRole('table', { name: /^Kampagnen vom/ });
    const row = within(table).getByRole('rowheader', { name: 'herbst' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['newsletter', 'email', '1.200', '30', '2', '4', '0', '36', '3\u00a0%', 'Trichter']);
    const google = within(table).getByRole('rowheader', { name: '(keine)' }).closest('tr')!;
    expect(within(google).getAllByRole('cell')[8]!.textContent).toBe('33,3\u00a0%');
    expect(within(google).queryByRole('link')).toBeNull(); // no campaign name: no funnel
    expect(within(row).getByRole('link', { name: 'Trichter von herbst zeigen' })).toHaveAttribute(
      'href',
      '/de_DE/admin/campaigns?days=7&country=DE&campaign=herbst#funnel',
    );
    expect(screen.getByRole('link', { name: 'CSV herunterladen' })).toHaveAttribute(
      'href',
      '/api/admin/stats/campaigns/export.csv?days=7&country=DE',
    );
    expect(urls).toContain('/api/admin/stats/campaigns?days=7&country=DE&campaign=herbst');
    // The chart's figures as a table too (the dashboard's ChartFigure).
    expect(screen.getByRole('heading', { name: 'Besuche und Leads pro Kampagne' })).toBeVisible();
  });

  it('shows the chosen campaign’s funnel: three steps with counts and step-to-step rates', async () => {
    mockApi('admin');
    renderConsole(<CampaignsPage />, { ...PAGE, path: '/de_DE/admin/campaigns?campaign=herbst' });
    const funnel = await screen.findByRole('region', { name: 'Trichter der Kampagne „herbst“' });
    expect(
      within(funnel)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Landung: Besuchende mit der Kampagne1.200',
      'Formular gesehen30025\u00a0% des vorigen Schritts',
      'Leads3612\u00a0% des vorigen Schritts',
    ]);
    expect(within(funnel).getByText(/„Formular gesehen“ zählt Besuchende/)).toBeVisible();
  });

  it('says so when the period has no campaign', async () => {
    mockApi('sales', { ...report, rows: [], funnel: null });
    renderConsole(<CampaignsPage />, { ...PAGE, path: '/de_DE/admin/campaigns' });
    expect(
      await screen.findByText('Keine Besuche oder Leads mit Kampagne in diesem Zeitraum.'),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is not for editors', async () => {
    mockApi('editor');
    renderConsole(<CampaignsPage />, { ...PAGE, path: '/de_DE/admin/campaigns' });
    expect(await screen.findByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
  });
});

describe('the campaign link builder', () => {
  it('says at each field what is wrong, and builds the link once all are right', async () => {
    mockApi('sales');
    renderConsole(<CampaignsPage />, { ...PAGE, path: '/de_DE/admin/campaigns' });
    const user = userEvent.setup();
    const page = await screen.findByRole('combobox', { name: 'Seite' });
    await user.type(page, 'hellocash');
    expect(page).toHaveAccessibleDescription(
      expect.stringContaining('Ein Pfad der Website: beginnt mit /'),
    );
    await user.clear(page);
    await user.type(page, '/de_DE/hellocash');
    await user.type(screen.getByRole('textbox', { name: 'Quelle' }), 'Newsletter');
    expect(screen.getByRole('textbox', { name: 'Quelle' })).toHaveAccessibleDescription(
      expect.stringContaining('Nur Kleinbuchstaben, also „newsletter“.'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Medium' }), 'e mail');
    expect(screen.getByRole('textbox', { name: 'Medium' })).toHaveAccessibleDescription(
      expect.stringContaining('Keine Leerzeichen: Bindestrich statt Leerzeichen, also „e-mail“.'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Kampagne' }), 'herbst/2026');
    expect(screen.getByRole('textbox', { name: 'Kampagne' })).toHaveAccessibleDescription(
      expect.stringContaining('Nur a–z, 0–9, Punkt, Bindestrich und Unterstrich.'),
    );
    expect(screen.queryByRole('textbox', { name: 'Link zum Kopieren' })).toBeNull();

    for (const [name, value] of [
      ['Quelle', 'newsletter'],
      ['Medium', 'email'],
      ['Kampagne', 'herbst-2026'],
    ]) {
      await user.clear(screen.getByRole('textbox', { name }));
      await user.type(screen.getByRole('textbox', { name }), value!);
    }
    expect(screen.getByRole('textbox', { name: 'Link zum Kopieren' })).toHaveValue(
      'http://localhost/de_DE/hellocash?utm_source=newsletter&utm_medium=email&utm_campaign=herbst-2026',
    );
  });

  it('renders a sent form’s link and errors from the URL (the form without JavaScript), keeping the report’s filter', async () => {
    mockApi('sales');
    renderConsole(<CampaignsPage />, {
      ...PAGE,
      path: '/de_DE/admin/campaigns?days=90&linkPage=%2Fes_ES&linkSource=ads&linkMedium=cpc&linkCampaign=',
    });
    const campaign = await screen.findByRole('textbox', { name: 'Kampagne' });
    expect(campaign).toHaveAccessibleDescription(expect.stringContaining('Bitte ausfüllen.'));
    const form = campaign.closest('form')!;
    expect(form.querySelector('input[type=hidden][name=days]')).toHaveValue('90');
    expect(screen.queryByRole('textbox', { name: 'Link zum Kopieren' })).toBeNull();
  });
});
