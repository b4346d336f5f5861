import { screen, waitFor, within } from '@testing-library/react';
import type { RoadmapVotes } from 'contracts';
import { ROADMAP_ITEM_KEYS } from 'contracts/board-fields';
import { jsonResponse, renderSection } from 'shared-ui/testing';
import { RoadmapPage } from './RoadmapPage';

const votes = (counts: Partial<Record<string, [votes: number, entries: number]>>): RoadmapVotes =>
  ROADMAP_ITEM_KEYS.map((roadmapItem) => {
    const [v, entries] = counts[roadmapItem] ?? [0, 0];
    return { roadmapItem, votes: v, entries };
  });

function answer(status: number, body: unknown) {
  global.fetch = jest.fn(async () => jsonResponse(status, body)) as unknown as typeof fetch;
}

beforeEach(() => answer(200, votes({})));

describe('roadmap page', () => {
  it('shows the 6 items from 15.09.2025 to Q2 2026, exactly one marked current', () => {
    renderSection(<RoadmapPage />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(within(items[0]!).getByText('15.09.2025')).toBeInTheDocument();
    expect(within(items[5]!).getByText('Q2 2026')).toBeInTheDocument();
    expect(screen.getAllByText('Aktuell')).toHaveLength(1);
    expect(items.map((item) => item.dataset.status)).toEqual([
      'completed',
      'completed',
      'completed',
      'current',
      'upcoming',
      'upcoming',
    ]);
  });

  it('speaks the visitor language, its dates too', () => {
    renderSection(<RoadmapPage />, { country: 'FR' });
    expect(screen.getByRole('heading', { level: 1, name: 'Feuille de route' })).toBeInTheDocument();
    expect(screen.getAllByText('Actuel')).toHaveLength(1);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('15/09/2025')).toHaveAttribute('datetime', '2025-09-15');
    expect(within(items[5]!).getByText('T2 2026')).toBeInTheDocument();
  });

  it("shows the board's votes at the items entries are linked to, and links to the board", async () => {
    answer(200, votes({ websites: [1234, 3], posts: [0, 1] }));
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
    answer(503, { message: 'Datenbank vorübergehend nicht erreichbar' });
    renderSection(<RoadmapPage />);
    // The failure is logged (SPEC §8) and the page stays as it was.
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Failed to fetch roadmap votes', expect.anything()),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByText(/Stimmen im Ideen-Board/)).not.toBeInTheDocument();
  });
});
