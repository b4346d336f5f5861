import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminMessages, type ModeratedEntry } from 'contracts/admin';
import { jsonResponse } from 'shared-ui/testing';
import { renderConsole } from '../../testing/renderConsole';
import { entry, mockBoardApi, page } from './boardTesting';
import { QueuePage } from './QueuePage';

jest.setTimeout(20_000);

const QUEUE = { path: '/de_DE/admin/board', routeId: 'admin.board' };
const QUEUE_API = '/api/admin/board?state=pending&order=asc';
const TARGETS_API = '/api/admin/board?state=published&limit=200';

const waiting = entry();
const older = entry({
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  originalText: 'Mehr Vorlagen für Instagram-Stories',
  language: 'de',
  country: 'DE',
  createdAt: '2026-03-01T08:00:00.000Z',
});
const original = entry({
  id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  state: 'published',
  title: 'Online-Termine',
  votes: 12,
});

/** The queue as the API answers it, shrinking as entries are decided. */
function mockQueue(queue: ModeratedEntry[], write?: Parameters<typeof mockBoardApi>[0]['write']) {
  let current = queue;
  const posts = mockBoardApi({
    read: (url) =>
      url === QUEUE_API
        ? jsonResponse(200, page(current))
        : url === TARGETS_API
          ? jsonResponse(200, page([original]))
          : undefined,
    write: (post) => {
      const answer = write?.(post) ?? jsonResponse(200, {});
      if (answer.ok) current = current.filter((item) => !post.url.includes(item.id));
      return answer;
    },
  });
  return posts;
}

const entryCard = (text: RegExp) =>
  screen.getAllByRole('article').find((article) => text.test(article.textContent ?? ''))!;

describe('the moderation queue', () => {
  it('lists waiting feedback oldest first with its text, language, country and date', async () => {
    mockQueue([older, waiting]);
    renderConsole(<QueuePage />, QUEUE);
    expect(await screen.findByText('2 Einträge warten')).toBeVisible();
    const [first, second] = screen.getAllByRole('article');
    expect(first).toHaveTextContent('Mehr Vorlagen für Instagram-Stories');
    expect(first).toHaveTextContent('Sprache: Deutsch');
    expect(first).toHaveTextContent('Land: DE');
    expect(within(first!).getByRole('heading')).toHaveTextContent('Eingegangen am 1. März 2026');
    expect(second).toHaveTextContent('Sprache: Español');
    // The visitor's text is marked with the language it was written in.
    expect(within(second!).getByText(/Online-Terminbuchung/)).toHaveAttribute('lang', 'es');
    expect(
      within(second!).getByRole('link', { name: 'Details und Text schwärzen' }),
    ).toHaveAttribute('href', `/de_DE/admin/board/entries/${waiting.id}`);
  });

  it('publishes with a short title; the page says so and the entry leaves the queue', async () => {
    const posts = mockQueue([waiting]);
    const { router } = renderConsole(<QueuePage />, QUEUE);
    const user = userEvent.setup();
    const card = await screen.findByRole('article');
    await user.type(within(card).getByLabelText('Kurzer Titel (optional)'), 'Termine buchen');
    await user.click(within(card).getByRole('button', { name: 'Veröffentlichen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Veröffentlicht: Die Idee steht jetzt auf dem Ideen-Board.',
    );
    expect(posts).toEqual([
      { url: `/api/admin/board/${waiting.id}/publish`, body: { title: 'Termine buchen' } },
    ]);
    expect(router.state.location.search).toBe(`?gesendet=publish%3A${waiting.id}`);
    expect(
      await screen.findByText('Nichts zu tun: Kein Feedback wartet auf Moderation.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Idee öffnen' })).toHaveAttribute(
      'href',
      `/de_DE/admin/board/entries/${waiting.id}`,
    );
  });

  it('rejects only after asking, with the internal reason; a missing reason is said at the field', async () => {
    const posts = mockQueue([waiting], (post) =>
      (post.body as { reason: string }).reason.trim()
        ? jsonResponse(200, {})
        : jsonResponse(400, { message: adminMessages.rejectReasonMissing }),
    );
    renderConsole(<QueuePage />, QUEUE);
    const user = userEvent.setup();
    const card = await screen.findByRole('article');
    await user.click(within(card).getByText('Ablehnen'));
    await user.click(within(card).getByRole('button', { name: 'Ablehnen …' }));
    // Asked first: nothing sent yet, the question has the focus.
    const question = await within(card).findByRole('group', { name: 'Eintrag wirklich ablehnen?' });
    // Focused by an effect once the question is shown, not in the same commit.
    await waitFor(() => expect(question).toHaveFocus());
    expect(posts).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Ja, ablehnen' }));
    const reason = within(entryCard(/Terminbuchung/)).getByLabelText('Grund (bleibt intern)');
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/Bitte einen Grund angeben/));
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await user.type(reason, 'Werbung mit Telefonnummer');
    await user.click(
      within(entryCard(/Terminbuchung/)).getByRole('button', { name: 'Ablehnen …' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Ja, ablehnen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Abgelehnt. Der Grund bleibt intern.',
    );
    expect(posts.at(-1)).toEqual({
      url: `/api/admin/board/${waiting.id}/reject`,
      body: { reason: 'Werbung mit Telefonnummer' },
    });
  });

  it('merges into the original chosen after a question that names it and the votes that move', async () => {
    const duplicate = { ...waiting, votes: 3 };
    const posts = mockQueue([duplicate]);
    renderConsole(<QueuePage />, QUEUE);
    const user = userEvent.setup();
    const card = await screen.findByRole('article');
    await user.click(within(card).getByText('Als Duplikat zusammenführen'));
    expect(card).toHaveTextContent('wer für beide gestimmt hat, zählt nur einmal');
    await user.selectOptions(
      within(card).getByLabelText('Original (veröffentlichte Idee)'),
      'Online-Termine (12 Stimmen)',
    );
    await user.click(within(card).getByRole('button', { name: 'Zusammenführen …' }));
    const question = await within(card).findByRole('group', { name: 'Wirklich zusammenführen?' });
    expect(question).toHaveTextContent(
      'Dieser Eintrag geht in „Online-Termine“ auf. Seine 3 Stimmen wandern zum Original',
    );
    expect(posts).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Ja, zusammenführen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Zusammengeführt: Die Stimmen zählen jetzt beim Original.',
    );
    expect(posts).toEqual([
      { url: `/api/admin/board/${duplicate.id}/merge`, body: { intoId: original.id } },
    ]);
    expect(screen.getByRole('link', { name: 'Original öffnen' })).toHaveAttribute(
      'href',
      `/de_DE/admin/board/entries/${original.id}`,
    );
  });

  it('asks for the original when none was chosen, and sends nothing', async () => {
    const posts = mockQueue([waiting]);
    renderConsole(<QueuePage />, QUEUE);
    const user = userEvent.setup();
    const card = await screen.findByRole('article');
    await user.click(within(card).getByText('Als Duplikat zusammenführen'));
    await user.click(within(card).getByRole('button', { name: 'Zusammenführen …' }));
    await waitFor(() =>
      expect(
        within(card).getByLabelText('Original (veröffentlichte Idee)'),
      ).toHaveAccessibleDescription('Bitte wähle das Original.'),
    );
    expect(within(card).queryByRole('group', { name: /zusammenführen\?/ })).not.toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('is in the staff member’s language', async () => {
    mockQueue([waiting]);
    renderConsole(<QueuePage />, { ...QUEUE, path: '/fr_DE/admin/board', language: 'fr' });
    expect(await screen.findByText('1 entrée en attente')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Publier' })).toBeVisible();
  });
});
