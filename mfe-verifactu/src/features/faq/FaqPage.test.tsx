import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderSection } from 'shared-ui/testing';
import { FaqPage } from './FaqPage';

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const FAQS = [
  { id: '1', question: '¿Qué es Verifactu?', answer: 'Es el sistema que regula la facturación.' },
  { id: '2', question: '¿A quién afecta?', answer: 'A empresas y autónomos.' },
];

describe('faq page', () => {
  it("asks for Spain's Verifactu FAQs in the visitor's language", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, FAQS));
    renderSection(<FaqPage />, { country: 'DE', language: 'es' });
    expect(await screen.findByRole('heading', { name: '¿Qué es Verifactu?' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/faqs?country=ES&category=verifactu&language=es',
    );
  });

  it('has every answer in the markup, each opened by its question (native details)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, FAQS));
    const user = userEvent.setup();
    renderSection(<FaqPage />, { country: 'ES' });
    const heading = await screen.findByRole('heading', { level: 2, name: '¿A quién afecta?' });
    const details = heading.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    // Present (for search engines and find-in-page) though collapsed.
    expect(details).toHaveTextContent('A empresas y autónomos.');
    await user.click(heading.closest('summary')!);
    expect(details).toHaveAttribute('open');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });

  it('says so when there are none', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    renderSection(<FaqPage />);
    expect(await screen.findByText('Noch keine FAQs verfügbar.')).toBeInTheDocument();
  });

  it('logs the failure and offers a retry', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { message: 'down' }));
    const user = userEvent.setup();
    renderSection(<FaqPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die FAQs konnten gerade nicht geladen werden.',
    );
    expect(log).toHaveBeenCalledWith('Failed to fetch FAQs', expect.any(Error));

    fetchMock.mockResolvedValueOnce(jsonResponse(200, FAQS));
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: '¿Qué es Verifactu?' })).toBeInTheDocument();
    log.mockRestore();
  });

  it('with a preview token, shows the inactive FAQ among the others: open and marked', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        ...FAQS,
        { id: '3', question: '¿Y los tickets?', answer: 'También.', preview: true },
      ]),
    );
    renderSection(<FaqPage />, {
      country: 'ES',
      route: '/es_ES/hellocash/verifactu/faq?preview=tok',
    });
    const heading = await screen.findByRole('heading', { level: 2, name: '¿Y los tickets?' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/faqs/preview?token=tok&country=ES&category=verifactu&language=es',
    );
    const details = heading.closest('details')!;
    expect(details).toHaveAttribute('open');
    expect(screen.getByRole('note')).toHaveTextContent(/^Vista previa: esta pregunta/);
    expect(details).toContainElement(screen.getByRole('note'));
    const other = screen.getByRole('heading', { name: '¿A quién afecta?' }).closest('details');
    expect(other).not.toHaveAttribute('open');
  });

  it('says so when the preview link is invalid or expired', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { error: 'Vorschau-Link ungültig' }));
    renderSection(<FaqPage />, { route: '/de_DE/hellocash/verifactu/faq?preview=alt' });
    expect(await screen.findByText('Vorschau-Link ungültig oder abgelaufen.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});
