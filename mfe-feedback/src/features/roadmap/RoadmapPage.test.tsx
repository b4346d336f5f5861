import { screen, within } from '@testing-library/react';
import { renderSection } from 'shared-ui/testing';
import { RoadmapPage } from './RoadmapPage';

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

  it('speaks the visitor language', () => {
    renderSection(<RoadmapPage />, { country: 'FR' });
    expect(screen.getByRole('heading', { level: 1, name: 'Perspectives' })).toBeInTheDocument();
    expect(screen.getAllByText('Actuel')).toHaveLength(1);
  });
});
