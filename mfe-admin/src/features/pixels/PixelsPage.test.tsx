import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPixel, StaffRole, StaffSession } from 'contracts';
import { pixelMessages } from 'contracts/admin';
import { jsonResponse } from 'shared-ui/testing';
import { renderConsole } from '../../testing/renderConsole';
import { PixelForm } from './PixelForm';
import { PixelsPage } from './PixelsPage';

jest.setTimeout(20_000);

const pixel: AdminPixel = {
  id: '0b7f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Matomo',
  vendor: 'InnoCraft Ltd.',
  type: 'analytics',
  category: 'statistics',
  position: 'head',
  script: "var _paq = [];\n_paq.push(['trackPageView']);",
  active: true,
  origins: ['https://matomo.example.com'],
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

const session = (role: StaffRole): StaffSession => ({
  user: {
    id: '7d0c2c8e-0d5e-4b8e-9a57-1c2b3d4e5f60',
    username: 'anna',
    role,
    active: true,
    language: 'de',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastSignInAt: null,
  },
  expiresAt: '2026-01-01T12:00:00.000Z',
});

/** The console API: a session of `role`, the pixels, and what a write answers. */
function mockApi(
  role: StaffRole,
  write: (url: string) => Response = () => jsonResponse(200, pixel),
) {
  const posts: { url: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return write(url);
    }
    if (url === '/api/admin/session') return jsonResponse(200, session(role));
    if (role !== 'admin') return jsonResponse(403, { message: 'Keine Berechtigung' });
    if (url === '/api/admin/pixels') return jsonResponse(200, [pixel]);
    if (url === `/api/admin/pixels/${pixel.id}`) return jsonResponse(200, pixel);
    throw new Error(`unexpected GET ${url}`);
  }) as unknown as typeof fetch;
  return posts;
}

const PIXELS = { path: '/de_DE/admin/pixels', routeId: 'admin.pixels' };

describe('the pixels page', () => {
  it('lists each pixel with vendor, category, position and status, and offers its actions', async () => {
    mockApi('admin');
    renderConsole(<PixelsPage />, PIXELS);
    const row = (await screen.findByRole('rowheader', { name: 'Matomo' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['InnoCraft Ltd.', 'Statistik', 'Im <head>', 'Aktiv']);
    expect(within(row).getByRole('button', { name: 'Matomo deaktivieren' })).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Matomo bearbeiten' })).toHaveAttribute(
      'href',
      `/de_DE/admin/pixels?pixel=${pixel.id}`,
    );
    // The new pixel's form says plainly where the script runs.
    expect(
      screen.getByLabelText('Skript (JavaScript, ohne <script>-Tag)'),
    ).toHaveAccessibleDescription(
      /läuft auf jeder öffentlichen Seite, für jede besuchende Person, die der gewählten Kategorie zustimmt/,
    );
  });

  it('is not shown to an editor: no entry in the navigation, no pixels', async () => {
    mockApi('editor');
    renderConsole(<PixelsPage />, PIXELS);
    expect(await screen.findByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Konsole' });
    expect(within(nav).queryByRole('link', { name: 'Tracking-Pixel' })).not.toBeInTheDocument();
    expect(screen.queryByText('Matomo')).not.toBeInTheDocument();
  });

  it('switches a pixel off with its version-free on/off post', async () => {
    const posts = mockApi('admin');
    renderConsole(<PixelsPage />, PIXELS);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Matomo deaktivieren' }));
    await screen.findByRole('status');
    expect(posts).toEqual([
      { url: `/api/admin/pixels/${pixel.id}/active`, body: { active: false } },
    ]);
  });
});

describe('editing a pixel', () => {
  it('shows the script change as lines before saving it, then saves with the version', async () => {
    const posts = mockApi('admin');
    renderConsole(<PixelForm pixel={pixel} />, PIXELS);
    const user = userEvent.setup();
    const script = screen.getByLabelText('Skript (JavaScript, ohne <script>-Tag)');
    await user.clear(script);
    await user.click(script);
    await user.paste("var _paq = [];\n_paq.push(['enableLinkTracking']);");
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    const diff = await screen.findByTestId('script-diff');
    expect(
      within(diff)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      '  var _paq = [];',
      "entfernt: − _paq.push(['trackPageView']);",
      "hinzugefügt: + _paq.push(['enableLinkTracking']);",
    ]);
    expect(posts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Änderung speichern' }));
    await screen.findByRole('button', { name: 'Speichern' });
    expect(posts).toEqual([
      {
        url: `/api/admin/pixels/${pixel.id}`,
        body: {
          name: 'Matomo',
          vendor: 'InnoCraft Ltd.',
          type: 'analytics',
          category: 'statistics',
          position: 'head',
          script: "var _paq = [];\n_paq.push(['enableLinkTracking']);",
          active: true,
          // The origins typed one per line, kept through the script question.
          origins: ['https://matomo.example.com'],
          version: 3,
        },
      },
    ]);
  });

  it('saves a change that leaves the script alone at once, and says so when someone else was faster', async () => {
    const posts = mockApi('admin', () =>
      jsonResponse(409, { message: pixelMessages.editedMeanwhile }),
    );
    renderConsole(<PixelForm pixel={pixel} />, PIXELS);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Kategorie'), 'marketing');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Pixel wurde inzwischen von jemand anderem geändert.',
    );
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({ category: 'marketing', version: 3 });
  });
});
