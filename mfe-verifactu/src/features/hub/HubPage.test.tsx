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

  it('links every question card to the page that answers it; none is marked coming soon', () => {
    renderSection(<HubPage />, { country: 'ES', language: 'de' });
    const questions = screen.getByRole('region', { name: 'Deine Fragen zu Verifactu' });
    const cards = within(questions).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/de_ES/hellocash/verifactu/so-funktioniert',
      '/de_ES/hellocash/verifactu/ab-wann',
      // The hub links the long path (SPEC §2).
      '/de_ES/hellocash/verifactu/muss-ich-verifactu-nutzen',
      '/de_ES/hellocash/verifactu/reicht-meine-kasse',
      '/de_ES/hellocash/verifactu/strafen',
    ]);
    expect(within(cards[3]!).getByRole('link')).toHaveAccessibleName('Reicht meine Kasse?');
    expect(questions).not.toHaveTextContent('Demnächst verfügbar');
  });

  it('links the three industry cards to their pages', () => {
    renderSection(<HubPage />, { country: 'FR' });
    const industries = screen.getByRole('region', { name: 'Verifactu dans ton secteur' });
    const links = within(industries).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/fr_FR/hellocash/verifactu/friseur-beauty',
      '/fr_FR/hellocash/verifactu/cafe-gastro',
      '/fr_FR/hellocash/verifactu/einzelhandel',
    ]);
    expect(industries).not.toHaveTextContent('Bientôt disponible');
  });

  it('leads the 2-Minuten-Check to the quick test and offers the PDF guide as a plain link', () => {
    renderSection(<HubPage />, { country: 'ES' });
    expect(screen.getByRole('link', { name: 'Test de 2 minutos' })).toHaveAttribute(
      'href',
      '/es_ES/hellocash/verifactu/muss-ich',
    );
    const guide = screen.getByRole('link', { name: 'Descargar la guía en PDF' });
    expect(guide).toHaveAttribute('href', '/es_ES/hellocash/verifactu/leitfaden.pdf');
    expect(guide).toHaveAttribute('download', 'verifactu-guia.pdf');
    expect(guide).toHaveAccessibleDescription(
      'Fechas, listas de control, sanciones y preguntas frecuentes para imprimir, en PDF.',
    );
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
