import { screen, waitFor, within } from '@testing-library/react';
import type { RoadmapItem, RoadmapVotes } from 'contracts';
import { jsonResponse, renderSection } from 'shared-ui/testing';
import { RoadmapPage } from './RoadmapPage';

/** The seeded roadmap as GET /api/roadmap answers it (titles only in the page's language). */
const KEYS = ['ebooks', 'stories', 'verifactu', 'payment', 'posts', 'websites'] as const;
const item = (
  key: (typeof KEYS)[number],
  date: string,
  precision: RoadmapItem['precision'],
  status: RoadmapItem['status'],
  current = false,
): RoadmapItem => ({
  key,
  date,
  precision,
  status,
  current,
  gradientType: 'emerald-teal',
  title: `Titel ${key}`,
  description: `Beschreibung ${key}`,
  language: 'de',
});
const seeded = (): RoadmapItem[] => [
  item('ebooks', '2025-09-15', 'day', 'done'),
  item('stories', '2025-10-01', 'day', 'done'),
  item('verifactu', '2025-11-01', 'day', 'done'),
  item('payment', '2025-12-15', 'day', 'in_progress', true),
  item('posts', '2026-01-01', 'quarter', 'planned'),
  item('websites', '2026-04-01', 'quarter', 'planned'),
];

const votes = (counts: Partial<Record<string, [votes: number, entries: number]>>): RoadmapVotes =>
  KEYS.map((roadmapItem) => {
    const [v, entries] = counts[roadmapItem] ?? [0, 0];
    return { roadmapItem, votes: v, entries };
  });

/** The API: the roadmap at /api/roadmap, the board's votes at /api/feedback/board/roadmap. */
function answer(
  roadmap: [status: number, body: unknown],
  board: [status: number, body: unknown] = [200, votes({})],
) {
  global.fetch = jest.fn(async (url: string) =>
    url.startsWith('/api/roadmap') ? jsonResponse(...roadmap) : jsonResponse(...board),
  ) as unknown as typeof fetch;
}

beforeEach(() => answer([200, seeded()]));

describe('roadmap page', () => {
  it("shows the API's items in order, from 15.09.2025 to Q2 2026, the current one marked", async () => {
    renderSection(<RoadmapPage />);
    expect(await screen.findByText('Titel ebooks')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(within(items[0]!).getByText('15.09.2025')).toHaveAttribute('datetime', '2025-09-15');
    expect(within(items[5]!).getByText('Q2 2026')).toBeInTheDocument();
    expect(screen.getAllByText('Aktuell')).toHaveLength(1);
    expect(items.map((entry) => entry.dataset.status)).toEqual([
      'completed',
      'completed',
      'completed',
      'current',
      'upcoming',
      'upcoming',
    ]);
    expect(global.fetch).toHaveBeenCalledWith('/api/roadmap?language=de', expect.anything());
  });

  it("follows the items: 'Aktuell' is where the API says, a month is named", async () => {
    const moved = seeded().map((entry) => ({
      ...entry,
      status: entry.key === 'payment' ? ('done' as const) : entry.status,
      current: entry.key === 'posts',
    }));
    moved[4] = { ...moved[4]!, precision: 'month', date: '2026-02-01' };
    answer([200, moved]);
    renderSection(<RoadmapPage />);
    expect(await screen.findByText('Titel ebooks')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items[3]).toHaveAttribute('data-status', 'completed');
    expect(items[4]).toHaveAttribute('data-status', 'current');
    expect(within(items[4]!).getByText('Februar 2026')).toHaveAttribute('datetime', '2026-02');
    expect(within(items[4]!).getByText('Aktuell')).toBeInTheDocument();
  });

  it('speaks the visitor language, its dates too, and marks texts still in German', async () => {
    renderSection(<RoadmapPage />, { country: 'FR' });
    expect(screen.getByRole('heading', { level: 1, name: 'Feuille de route' })).toBeInTheDocument();
    expect(await screen.findAllByText('Actuel')).toHaveLength(1);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('15/09/2025')).toHaveAttribute('datetime', '2025-09-15');
    // A quarter has no valid datetime: plain text, never a <time> without one.
    expect(within(items[5]!).getByText('T2 2026').tagName).toBe('SPAN');
    expect(items[5]!.querySelector('time')).toBeNull();
    // The fixture's texts are German: a French page marks them so they are read out in German.
    expect(within(items[0]!).getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'de');
  });

  it("shows the board's votes at the items entries are linked to, and links to the board", async () => {
    answer([200, seeded()], [200, votes({ websites: [1234, 3], posts: [0, 1] })]);
    renderSection(<RoadmapPage />, { route: '/de_DE/roadmap' });
    expect(await screen.findByText('1.234 Stimmen im Ideen-Board')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(within(items[5]!).getByText('1.234 Stimmen im Ideen-Board')).toBeInTheDocument();
    expect(within(items[4]!).getByText('0 Stimmen im Ideen-Board')).toBeInTheDocument();
    expect(within(items[0]!).queryByText(/Ideen-Board/)).not.toBeInTheDocument();
    expect(items[5]).toHaveAttribute('id', 'ausblick-websites');
    expect(
      screen.getByRole('link', { name: 'Zum Ideen-Board – lies mit und stimm ab' }),
    ).toHaveAttribute('href', '/de_DE/feedback/board');
  });

  it('shows the items alone when the board cannot be asked', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer([200, seeded()], [503, { message: 'Datenbank vorübergehend nicht erreichbar' }]);
    renderSection(<RoadmapPage />);
    // The failure is logged (SPEC §8) and the page stays as it was.
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Failed to fetch roadmap votes', expect.anything()),
    );
    expect(await screen.findAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByText(/Stimmen im Ideen-Board/)).not.toBeInTheDocument();
  });

  it('says so with a retry when the roadmap cannot be loaded', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer([503, { message: 'Datenbank vorübergehend nicht erreichbar' }]);
    renderSection(<RoadmapPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Ausblick konnte gerade nicht geladen werden.',
    );
    expect(logged).toHaveBeenCalledWith('Failed to fetch the roadmap', expect.anything());
    answer([200, seeded()]);
    screen.getByRole('button', { name: 'Erneut versuchen' }).click();
    expect(await screen.findAllByRole('listitem')).toHaveLength(6);
  });

  it('with a preview token, shows the hidden item on the timeline, marked', async () => {
    const fetchMock = jest.fn(async (url: string) =>
      url.startsWith('/api/roadmap/preview')
        ? jsonResponse(200, [
            ...seeded(),
            { ...item('websites', '2026-07-01', 'quarter', 'planned'), key: 'neu', preview: true },
          ])
        : jsonResponse(200, votes({})),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    renderSection(<RoadmapPage />, { route: '/de_DE/roadmap?preview=tok' });
    await screen.findByText('Titel ebooks');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/roadmap/preview?token=tok&language=de',
      expect.anything(),
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(within(items[6]!).getByRole('note')).toHaveTextContent(/^Vorschau: Dieser Eintrag/);
    expect(screen.getAllByRole('note')).toHaveLength(1);
  });

  it('says so when the preview link is invalid or expired', async () => {
    answer([404, { error: 'Vorschau-Link ungültig oder abgelaufen' }]);
    renderSection(<RoadmapPage />, { route: '/de_DE/roadmap?preview=alt' });
    expect(await screen.findByText('Vorschau-Link ungültig oder abgelaufen.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
