import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminMessages, type ModeratedEntryDetail } from 'contracts/admin';
import { jsonResponse } from 'shared-ui/testing';
import { renderConsole } from '../../testing/renderConsole';
import { entry, mockBoardApi, page } from './boardTesting';
import { EntryPage } from './EntryPage';

jest.setTimeout(20_000);

const published = entry({
  state: 'published',
  title: 'Online-Termine',
  status: 'planned',
  votes: 7,
  roadmapItem: 'posts',
});
const ENTRY_API = `/api/admin/board/${published.id}`;
const at = (id: string) => ({
  path: `/de_DE/admin/board/entries/${id}`,
  routeId: 'admin.boardEntry',
  routePath: '/:locale/admin/board/entries/:id',
});

/** One entry's page as the API answers it (`detail` read anew each time: a write may change it). */
function mockEntry(
  detail: ModeratedEntryDetail | (() => ModeratedEntryDetail),
  write?: Parameters<typeof mockBoardApi>[0]['write'],
) {
  return mockBoardApi({
    read: (url) =>
      url === ENTRY_API
        ? jsonResponse(200, typeof detail === 'function' ? detail() : detail)
        : url.startsWith('/api/admin/board?state=published')
          ? jsonResponse(200, page([]))
          : undefined,
    write,
  });
}

describe("a board entry's page", () => {
  it('shows its facts: status, votes, roadmap item by name, where and when it was written', async () => {
    mockEntry({ ...published, history: [] });
    renderConsole(<EntryPage />, at(published.id));
    const list = await screen.findByLabelText('Angaben zur Idee');
    const facts: [string, string][] = [
      ['Zustand', 'veröffentlicht'],
      ['Status', 'geplant'],
      ['Stimmen', '7'],
      ['Sprache', 'Español'],
      ['Land', 'ES'],
      ['Roadmap', 'Fertige Social-Media-Posts'],
    ];
    // The roadmap item by its title in the console (admin/roadmap).
    await waitFor(() =>
      expect(within(list).getByText('Roadmap').nextElementSibling).toHaveTextContent(
        'Fertige Social-Media-Posts',
      ),
    );
    for (const [name, value] of facts)
      expect(within(list).getByText(name).nextElementSibling).toHaveTextContent(value);
    expect(screen.getByRole('heading', { level: 1, name: 'Idee' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Zurück zum Ideen-Board/ })).toHaveAttribute(
      'href',
      '/de_DE/admin/board/entries',
    );
  });

  it('redacts the text shown, says the change is logged, then shows before and after', async () => {
    let detail: ModeratedEntryDetail = { ...published, history: [] };
    const posts = mockEntry(
      () => detail,
      (post) => {
        const text = (post.body as { text: string }).text;
        detail = {
          ...detail,
          redactedText: text,
          history: [
            {
              action: 'feedback_redacted',
              at: '2026-03-06T09:00:00.000Z',
              by: 'rita',
              before: { text: published.originalText },
              after: { text },
            },
          ],
        };
        return jsonResponse(200, detail);
      },
    );
    renderConsole(<EntryPage />, at(published.id));
    const field = await screen.findByLabelText('Text (persönliche Daten schwärzen)');
    expect(field).toHaveValue(published.originalText);
    expect(field).toHaveAccessibleDescription(/vorher und nachher protokolliert/);
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(
      field,
      'Bitte eine Online-Terminbuchung für Friseure, ruft mich an: (entfernt)',
    );
    await user.click(screen.getByRole('button', { name: 'Text speichern' }));
    expect(
      await screen.findByText('Text gespeichert; vorher und nachher stehen im Verlauf.'),
    ).toBeVisible();
    expect(posts).toEqual([
      {
        url: `${ENTRY_API}/redact`,
        body: { text: 'Bitte eine Online-Terminbuchung für Friseure, ruft mich an: (entfernt)' },
      },
    ]);
    const history = screen.getByRole('region', { name: 'Verlauf' });
    await waitFor(() => expect(history).toHaveTextContent('Text der Idee geschwärzt'));
    expect(history).toHaveTextContent('von rita');
    expect(history).toHaveTextContent(/Vorher.*0171 1234567.*Nachher.*\(entfernt\)/);
    // The original stays in the console, folded away.
    expect(screen.getByText('Originaltext (intern, nie öffentlich)')).toBeInTheDocument();
  });

  it('changes the status among the five; links the roadmap only when planned or in progress', async () => {
    const posts = mockEntry({ ...published, status: 'open', roadmapItem: null, history: [] });
    renderConsole(<EntryPage />, at(published.id));
    const status = await screen.findByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['offen', 'geplant', 'in Arbeit', 'erledigt', 'abgelehnt']);
    expect(screen.queryByLabelText('Roadmap-Eintrag')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        /Mit der Roadmap verknüpfen kannst du eine Idee, die geplant oder in Arbeit ist/,
      ),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.selectOptions(status, 'in_progress');
    await user.click(screen.getByRole('button', { name: 'Status speichern' }));
    expect(await screen.findByText('Status gespeichert.')).toBeVisible();
    expect(posts).toEqual([{ url: `${ENTRY_API}/status`, body: { status: 'in_progress' } }]);
  });

  it("links an active roadmap item of the console by its title; the API's refusal is said at the field", async () => {
    const posts = mockEntry({ ...published, roadmapItem: null, history: [] }, () =>
      jsonResponse(409, { message: adminMessages.roadmapLinkNotAllowed }),
    );
    renderConsole(<EntryPage />, at(published.id));
    const roadmap = await screen.findByLabelText('Roadmap-Eintrag');
    // The roadmap's active items (admin/roadmap), named by title; a deactivated one is no choice.
    await within(roadmap).findByRole('option', { name: 'Digitales Kassenbuch' });
    expect(
      within(roadmap)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'nicht verknüpft',
      'Fertige Social-Media-Posts',
      'Einfache Websites',
      'Digitales Kassenbuch',
    ]);
    const user = userEvent.setup();
    await user.selectOptions(roadmap, 'Digitales Kassenbuch');
    await user.click(screen.getByRole('button', { name: 'Verknüpfung speichern' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Roadmap-Eintrag')).toHaveAccessibleDescription(
        /Nur geplante Einträge oder Einträge in Arbeit/,
      ),
    );
    expect(screen.getByLabelText('Roadmap-Eintrag')).toHaveValue('kassenbuch');
    expect(posts).toEqual([{ url: `${ENTRY_API}/roadmap`, body: { roadmapItem: 'kassenbuch' } }]);
  });

  it('offers a waiting entry the decisions and the redaction, not the status', async () => {
    mockEntry({
      ...published,
      state: 'pending',
      title: null,
      status: 'open',
      roadmapItem: null,
      history: [],
    });
    renderConsole(<EntryPage />, at(published.id));
    expect(await screen.findByRole('button', { name: 'Veröffentlichen' })).toBeVisible();
    expect(screen.getByText('Ablehnen')).toBeVisible();
    expect(screen.getByText('Als Duplikat zusammenführen')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Text speichern' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Status speichern' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Zurück zur Moderation/ })).toHaveAttribute(
      'href',
      '/de_DE/admin/board',
    );
  });

  it('says so when the entry does not exist', async () => {
    mockEntry({ ...published, history: [] });
    renderConsole(<EntryPage />, at('5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Diese Idee gibt es nicht (mehr).');
  });
});
