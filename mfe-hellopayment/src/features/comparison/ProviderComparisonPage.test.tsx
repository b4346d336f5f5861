import { screen, within } from '@testing-library/react';
import { renderSection } from 'shared-ui/testing';
import { ProviderComparisonPage } from './ProviderComparisonPage';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const card = (name: string) => screen.getByRole('heading', { name }).closest('article')!;

describe('provider comparison', () => {
  it('shows mollie with its fees and adyen with individual pricing', () => {
    renderSection(<ProviderComparisonPage />);
    const mollie = within(card('Mollie'));
    expect(plain(mollie.getByText(/\+/).textContent)).toBe('1,9 % + 0,25 €');
    expect(mollie.getByText('pro erfolgreicher Transaktion')).toBeInTheDocument();
    for (const fee of ['Einrichtungsgebühr', 'Monatliche Gebühr', 'Auszahlungsgebühr']) {
      expect(plain(mollie.getByText(fee).nextElementSibling!.textContent)).toBe('0 €');
    }
    expect(mollie.getByText('in 1–2 Werktagen')).toBeInTheDocument();
    expect(within(card('Adyen')).getByText('Individuelle Preisgestaltung')).toBeInTheDocument();
  });

  it("links each card's details and pre-registration to its provider page", () => {
    renderSection(<ProviderComparisonPage />);
    for (const [name, id] of [
      ['Mollie', 'mollie'],
      ['Adyen', 'adyen'],
    ] as const) {
      const links = within(card(name));
      expect(links.getByRole('link', { name: `Mehr Details zu ${name}` })).toHaveAttribute(
        'href',
        `/de_DE/hellocash/hellopayment/${id}`,
      );
      expect(links.getByRole('link', { name: `Jetzt voranmelden zu ${name}` })).toHaveAttribute(
        'href',
        `/de_DE/hellocash/hellopayment/${id}#voranmeldung`,
      );
    }
  });

  it('formats prices in the visitor language', () => {
    renderSection(<ProviderComparisonPage />, { country: 'FR' });
    expect(plain(within(card('Mollie')).getByText(/\+/).textContent)).toBe('1,9 % + 0,25 €');
    expect(screen.getByText('par transaction réussie')).toBeInTheDocument();
    expect(screen.getByText('Tarification personnalisée')).toBeInTheDocument();
  });
});
