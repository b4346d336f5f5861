import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRoadmapItem, StaffRole, StaffSession } from 'contracts';
import { roadmapMessages } from 'contracts/admin';
import { jsonResponse } from 'shared-ui/testing';
import { renderConsole } from '../../testing/renderConsole';
import { RoadmapItemForm } from './RoadmapItemForm';
import { RoadmapItemsPage } from './RoadmapItemsPage';

jest.setTimeout(20_000);

const item: AdminRoadmapItem = {
  id: '70000000-0000-4000-8000-000000000005',
  key: 'posts',
  date: '2026-01-01',
  precision: 'quarter',
  status: 'planned',
  gradientType: 'orange-pink',
  order: 50,
  active: true,
  texts: {
    de: {
      title: 'Fertige Social-Media-Posts',
      description: 'Jede Woche fertige Beiträge für deine Branche – anpassen, posten, fertig.',
    },
    es: {
      title: 'Publicaciones listas para redes sociales',
      description: 'Cada semana, publicaciones listas para tu sector.',
    },
    fr: null,
  },
  version: 2,
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

/** The console API: a session of `role`, the items (admins and editors), and what a write answers. */
function mockApi(
  role: StaffRole,
  write: (url: string) => Response = () => jsonResponse(200, item),
) {
  const posts: { url: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return write(url);
    }
    if (url === '/api/admin/session') return jsonResponse(200, session(role));
    if (role === 'sales') return jsonResponse(403, { message: 'Keine Berechtigung' });
    if (url === '/api/admin/roadmap') return jsonResponse(200, [item]);
    // The edited item's detail: its preview token.
    if (url === `/api/admin/roadmap/${item.id}`)
      return jsonResponse(200, {
        ...item,
        preview: { token: 'tok.en', expiresAt: '2026-01-02T01:00:00.000Z' },
      });
    throw new Error(`unexpected GET ${url}`);
  }) as unknown as typeof fetch;
  return posts;
}

const ROADMAP = { path: '/de_DE/admin/roadmap', routeId: 'admin.roadmap' };

describe('the roadmap page', () => {
  it('lists each item with its date, status and missing translations, and offers its actions', async () => {
    mockApi('editor');
    renderConsole(<RoadmapItemsPage />, ROADMAP);
    const row = (
      await screen.findByRole('rowheader', { name: 'Fertige Social-Media-Posts posts' })
    ).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    ).toEqual(['50', 'Q1 2026', 'Geplant', 'DE, ES, FR (fehlt)', 'Aktiv']);
    expect(
      within(row).getByRole('button', { name: 'Fertige Social-Media-Posts deaktivieren' }),
    ).toBeVisible();
    expect(
      within(row).getByRole('link', { name: 'Fertige Social-Media-Posts bearbeiten' }),
    ).toHaveAttribute('href', `/de_DE/admin/roadmap?eintrag=${item.id}`);
    const nav = screen.getByRole('navigation', { name: 'Konsole' });
    expect(within(nav).getByRole('link', { name: 'Ausblick' })).toBeVisible();
  });

  it('is not shown to sales: no entry in the navigation, no items', async () => {
    mockApi('sales');
    renderConsole(<RoadmapItemsPage />, ROADMAP);
    expect(await screen.findByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Konsole' });
    expect(within(nav).queryByRole('link', { name: 'Ausblick' })).not.toBeInTheDocument();
    expect(screen.queryByText('Fertige Social-Media-Posts')).not.toBeInTheDocument();
  });

  it('hides an item with its on/off post', async () => {
    const posts = mockApi('editor');
    renderConsole(<RoadmapItemsPage />, ROADMAP);
    await userEvent
      .setup()
      .click(
        await screen.findByRole('button', { name: 'Fertige Social-Media-Posts deaktivieren' }),
      );
    await screen.findByRole('status');
    expect(posts).toEqual([
      { url: `/api/admin/roadmap/${item.id}/active`, body: { active: false } },
    ]);
  });
});

describe('editing an item', () => {
  it('shows de/es/fr side by side, flags the missing French, and saves with the version', async () => {
    const posts = mockApi('editor');
    renderConsole(<RoadmapItemForm item={item} />, ROADMAP);
    const french = screen.getByRole('group', { name: 'Texte auf Français' });
    expect(within(french).getByRole('note')).toHaveTextContent('Übersetzung fehlt');
    expect(
      within(screen.getByRole('group', { name: 'Texte auf Deutsch' })).queryByRole('note'),
    ).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(french).getByLabelText('Titel'), 'Publications prêtes');
    await user.type(within(french).getByLabelText('Beschreibung'), 'Chaque semaine.');
    await user.selectOptions(screen.getByLabelText('Status'), 'in_progress');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByRole('button', { name: 'Speichern' });
    expect(posts).toEqual([
      {
        url: `/api/admin/roadmap/${item.id}`,
        body: {
          date: '2026-01-01',
          precision: 'quarter',
          status: 'in_progress',
          gradientType: 'orange-pink',
          order: 50,
          active: true,
          texts: {
            de: item.texts.de,
            es: item.texts.es,
            fr: { title: 'Publications prêtes', description: 'Chaque semaine.' },
          },
          version: 2,
        },
      },
    ]);
  });

  it('links to the public roadmap in each language with the preview token', async () => {
    mockApi('editor');
    renderConsole(<RoadmapItemForm item={item} />, ROADMAP);
    expect(await screen.findByRole('link', { name: 'Vorschau für DE (Deutsch)' })).toHaveAttribute(
      'href',
      '/de_DE/roadmap?preview=tok.en',
    );
    expect(screen.getByRole('link', { name: 'Vorschau für FR (Français)' })).toHaveAttribute(
      'href',
      '/fr_FR/roadmap?preview=tok.en',
    );
    expect(screen.getAllByRole('link', { name: /^Vorschau für/ })).toHaveLength(3);
  });

  it('says so when someone else was faster', async () => {
    mockApi('editor', () => jsonResponse(409, { message: roadmapMessages.editedMeanwhile }));
    renderConsole(<RoadmapItemForm item={item} />, ROADMAP);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Eintrag wurde inzwischen von jemand anderem geändert.',
    );
  });

  it('says a taken key at the key field when creating', async () => {
    const message = roadmapMessages.keyTaken('Fertige Social-Media-Posts');
    mockApi('editor', () => jsonResponse(409, { message, fields: { key: message } }));
    renderConsole(<RoadmapItemForm />, ROADMAP);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Schlüssel'), 'posts');
    await user.type(screen.getByLabelText('Datum'), '2027-01-01');
    const german = screen.getByRole('group', { name: 'Texte auf Deutsch' });
    await user.type(within(german).getByLabelText('Titel'), 'Neu');
    await user.type(within(german).getByLabelText('Beschreibung'), 'Etwas Neues.');
    await user.click(screen.getByRole('button', { name: 'Eintrag anlegen' }));
    expect(await screen.findByLabelText('Schlüssel')).toHaveAccessibleDescription(
      /Diesen Schlüssel hat schon ein anderer Eintrag/,
    );
  });
});
