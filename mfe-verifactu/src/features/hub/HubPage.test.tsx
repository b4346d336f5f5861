import { screen, within } from '@testing-library/react';
import { renderSection } from 'shared-ui/testing';
import { HubPage } from './HubPage';

describe('verifactu hub', () => {
  it('shows the obligation dates in force, not July 2025 as current', () => {
    renderSection(<HubPage />, { country: 'ES', language: 'de' });
    const banner = screen.getByRole('region', { name: /Termine stehen fest/ });
    expect(banner).toHaveTextContent(
      'Ab 1. Januar 2027 für körperschaftsteuerpflichtige Unternehmen',
    );
    expect(banner).toHaveTextContent('Ab 1. Juli 2027 für alle anderen – auch für Selbstständige');
  });

  it('has two audience badges', () => {
    renderSection(<HubPage />);
    expect(
      within(screen.getByRole('list', { name: 'Für wen' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('opens only the quick-test card; the others are marked coming soon', () => {
    renderSection(<HubPage />, { country: 'ES', language: 'de' });
    const questions = screen.getByRole('region', { name: 'Deine Fragen zu Verifactu' });
    const cards = within(questions).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(cards.map((card) => within(card).queryAllByRole('link').length)).toEqual([
      0, 0, 1, 0, 0,
    ]);
    expect(within(cards[2]!).getByRole('link')).toHaveAttribute(
      'href',
      '/de_ES/hellocash/verifactu/muss-ich-verifactu-nutzen',
    );
    for (const index of [0, 1, 3, 4]) {
      expect(cards[index]).toHaveTextContent('Demnächst verfügbar');
    }
    expect(cards[2]).not.toHaveTextContent('Demnächst verfügbar');
  });

  it('marks the three industry cards coming soon', () => {
    renderSection(<HubPage />);
    const industries = screen.getByRole('region', { name: 'Verifactu in deiner Branche' });
    const cards = within(industries).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    cards.forEach((card) => expect(card).toHaveTextContent('Demnächst verfügbar'));
    expect(within(industries).queryAllByRole('link')).toHaveLength(0);
  });

  it('leads the 2-Minuten-Check to the quick test and explains the disabled PDF guide', () => {
    renderSection(<HubPage />, { country: 'ES' });
    expect(screen.getByRole('link', { name: 'Test de 2 minutos' })).toHaveAttribute(
      'href',
      '/es_ES/hellocash/verifactu/muss-ich',
    );
    const pdf = screen.getByRole('button', { name: 'Descargar la guía en PDF' });
    expect(pdf).toBeDisabled();
    expect(pdf).toHaveAccessibleDescription(/La guía en PDF estará disponible muy pronto\./);
  });

  it('links to faq and glossar', () => {
    renderSection(<HubPage />);
    expect(screen.getByRole('link', { name: 'Häufige Fragen (FAQ)' })).toHaveAttribute(
      'href',
      '/de_DE/hellocash/verifactu/faq',
    );
    expect(screen.getByRole('link', { name: 'Glossar' })).toHaveAttribute(
      'href',
      '/de_DE/hellocash/verifactu/glossar',
    );
  });
});
