import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardEntry, BoardPage as BoardAnswer } from 'contracts';
import { boardMessages } from 'contracts/board-fields';
import { jsonResponse, renderSection, type SectionRenderOptions } from 'shared-ui/testing';
import { boardAction } from './boardAction';
import { BoardPage } from './BoardPage';

const entry = (fields: Partial<BoardEntry> = {}): BoardEntry => ({
  id: '6f1c2a9e-8d4b-4c6a-9e2f-1a2b3c4d5e01',
  title: 'Online-Terminbuchung',
  text: 'Meine Kundinnen sollen Termine online buchen können.',
  status: 'planned',
  votes: 4,
  voted: false,
  createdAt: '2026-11-03T09:30:00.000Z',
  language: 'de',
  roadmapItem: null,
  ...fields,
});
const SPANISH = entry({
  id: '6f1c2a9e-8d4b-4c6a-9e2f-1a2b3c4d5e02',
  title: null,
  text: 'Quiero facturas electrónicas desde el móvil.',
  status: 'open',
  votes: 1,
  language: 'es',
});
const page = (items: BoardEntry[], nextCursor: string | null = null): BoardAnswer => ({
  items,
  total: items.length,
  nextCursor,
});

let fetchMock: jest.Mock;
/** GETs of the list answer `lists` by their query; POSTs whatever the test says. */
function api(lists: Record<string, BoardAnswer | number>, post?: () => Promise<Response>) {
  fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return post ? post() : jsonResponse(500, {});
    const query = new URL(url, 'http://site').search;
    const answer = lists[query] ?? lists['*'];
    return typeof answer === 'number' ? jsonResponse(answer, {}) : jsonResponse(200, answer);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
}
const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
    .map(([url, init]) => [url, JSON.parse(String((init as RequestInit).body))]);

const renderBoard = (options: SectionRenderOptions = {}) =>
  renderSection(<BoardPage />, {
    action: boardAction,
    route: '/de_DE/feedback/board',
    ...options,
  });

const card = async (name: string) => (await screen.findByText(name)).closest('article')!;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the voting board', () => {
  it('shows each entry as written: title, text, status, votes and date in the page language', async () => {
    api({ '*': page([entry(), SPANISH]) });
    renderBoard();
    const german = await card('Online-Terminbuchung');
    expect(within(german).getByRole('heading', { level: 2 })).not.toHaveAttribute('lang');
    expect(within(german).getByText('Geplant')).toBeInTheDocument();
    expect(within(german).getByText('4 Stimmen')).toBeInTheDocument();
    expect(within(german).getByText('Eingereicht am 03.11.2026')).toBeInTheDocument();
    // The Spanish entry, on a German page, is marked Spanish (read out in Spanish).
    const spanish = await card('Quiero facturas electrónicas desde el móvil.');
    expect(within(spanish).getByText(SPANISH.text)).toHaveAttribute('lang', 'es');
    expect(within(spanish).getByText('1 Stimme')).toBeInTheDocument();
    expect(within(spanish).getByText('Offen')).toBeInTheDocument();
    expect(screen.getByText('2 Ideen')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/feedback/board?sort=votes');
  });

  it('speaks the visitor language and marks entries written in another', async () => {
    api({ '*': page([entry()]) });
    renderBoard({ country: 'ES', route: '/es_ES/feedback/board' });
    const german = await card('Online-Terminbuchung');
    expect(within(german).getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'de');
    expect(within(german).getByText('Prevista')).toBeInTheDocument();
    expect(within(german).getByText('4 votos')).toBeInTheDocument();
    // The vote is named by the card's own title, so its German words are read out in German.
    const vote = within(german).getByRole('button', { name: 'Votar Online-Terminbuchung' });
    const title = within(german).getByRole('heading', { level: 2 });
    expect(vote.getAttribute('aria-labelledby')?.split(' ')).toContain(title.id);
    expect(vote).not.toHaveAttribute('aria-label');
  });

  it('asks the API for the sort and filter of the URL and fills the form with them', async () => {
    api({ '?sort=newest&status=planned': page([entry()]) });
    renderBoard({ route: '/de_DE/feedback/board?sort=newest&status=planned' });
    await card('Online-Terminbuchung');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/feedback/board?sort=newest&status=planned');
    const filters = screen.getByRole('form', { name: 'Ideen sortieren und filtern' });
    expect(within(filters).getByLabelText('Sortieren nach')).toHaveValue('newest');
    expect(within(filters).getByLabelText('Status')).toHaveValue('planned');
  });

  it('votes at once (count and pressed state), then keeps what the server answered', async () => {
    let answer: (res: Response) => void = () => undefined;
    api({ '*': page([entry()]) }, () => new Promise<Response>((resolve) => (answer = resolve)));
    renderBoard();
    const item = await card('Online-Terminbuchung');
    const button = within(item).getByRole('button', {
      name: 'Dafür stimmen Online-Terminbuchung',
    });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await userEvent.setup().click(button);
    const pressed = await within(item).findByRole('button', { pressed: true });
    expect(pressed).toHaveAccessibleName('Stimme zurücknehmen Online-Terminbuchung');
    expect(within(item).getByText('5 Stimmen')).toBeInTheDocument();
    await waitFor(() =>
      expect(posts()).toEqual([['/api/feedback/board/votes', { entryId: entry().id }]]),
    );

    // Someone else voted meanwhile: the server's count wins.
    await act(async () =>
      answer(jsonResponse(201, { entryId: entry().id, votes: 6, voted: true })),
    );
    expect(await within(item).findByText('6 Stimmen')).toBeInTheDocument();
    expect(within(item).getByRole('button', { pressed: true })).toBeInTheDocument();
    expect(within(item).getByRole('status')).toHaveTextContent('Danke, deine Stimme zählt.');
  });

  it('takes a vote back', async () => {
    const mine = entry({ voted: true, votes: 3 });
    api({ '*': page([mine]) }, async () =>
      jsonResponse(200, { entryId: mine.id, votes: 2, voted: false }),
    );
    renderBoard();
    const item = await card('Online-Terminbuchung');
    await userEvent
      .setup()
      .click(within(item).getByRole('button', { name: /^Stimme zurücknehmen/, pressed: true }));
    expect(await within(item).findByText('2 Stimmen')).toBeInTheDocument();
    expect(within(item).getByRole('button', { pressed: false })).toHaveAccessibleName(
      'Dafür stimmen Online-Terminbuchung',
    );
    expect(posts()).toEqual([['/api/feedback/board/votes/withdraw', { entryId: mine.id }]]);
  });

  it('puts the entry back and says why when the vote is refused', async () => {
    api({ '*': page([entry()]) }, async () =>
      jsonResponse(429, { message: boardMessages.dailyCapReached }),
    );
    renderBoard();
    const item = await card('Online-Terminbuchung');
    await userEvent.setup().click(within(item).getByRole('button', { name: /^Dafür stimmen/ }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'Aus deinem Netz wurde heute schon oft für diese Idee gestimmt. Versuch es bitte morgen wieder.',
    );
    expect(within(item).getByText('4 Stimmen')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: /^Dafür stimmen/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('says so in the visitor language when anything else fails (too many requests, network)', async () => {
    api({ '*': page([entry()]) }, async () =>
      jsonResponse(429, { message: 'Zu viele Anfragen, bitte später erneut versuchen' }),
    );
    renderBoard({ country: 'FR', route: '/fr_FR/feedback/board' });
    const item = await card('Online-Terminbuchung');
    await userEvent.setup().click(within(item).getByRole('button', { name: /^Voter pour/ }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'Ton vote n’a pas pu être enregistré. Réessaie dans un instant.',
    );
    expect(within(item).getByText('4 votes')).toBeInTheDocument();
  });

  it('loads more below the list and moves focus to the first new entry', async () => {
    const second = entry({ id: '6f1c2a9e-8d4b-4c6a-9e2f-1a2b3c4d5e03', title: 'Kassenbuch' });
    api({
      '?sort=votes': { ...page([entry()], 'abc_-1'), total: 2 },
      // A vote moved the first entry down meanwhile: it comes again, and is shown once.
      '?sort=votes&cursor=abc_-1': page([second, entry({ votes: 3 })]),
    });
    renderBoard();
    await card('Online-Terminbuchung');
    const more = screen.getByRole('link', { name: 'Mehr laden' });
    expect(more).toHaveAttribute('href', '/de_DE/feedback/board?sort=votes&cursor=abc_-1');
    await userEvent.setup().click(more);
    const added = await card('Kassenbuch');
    await waitFor(() => expect(added).toHaveFocus());
    expect(screen.getAllByText('Online-Terminbuchung')).toHaveLength(1);
    expect(screen.getByText(/2 weitere Ideen geladen/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mehr laden' })).not.toBeInTheDocument();
  });

  it('has an empty state that invites an idea, and one for a filter without entries', async () => {
    api({ '?sort=votes': page([]), '?sort=votes&status=done': page([]) });
    const { unmount } = renderBoard();
    expect(await screen.findByText(/Noch keine Ideen auf dem Board/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Eigene Idee einreichen' })).toHaveLength(2);
    unmount();
    renderBoard({ route: '/de_DE/feedback/board?status=done' });
    expect(await screen.findByText('Keine Ideen mit diesem Status.')).toBeInTheDocument();
  });

  it('shows a failure with a retry that loads again', async () => {
    api({ '*': 503 });
    renderBoard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Das Ideen-Board konnte gerade nicht geladen werden.',
    );
    api({ '*': page([entry()]) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Online-Terminbuchung')).toBeInTheDocument();
  });
});
