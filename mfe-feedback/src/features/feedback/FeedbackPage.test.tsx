import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderSection, type SectionRenderOptions } from 'shared-ui/testing';
import { feedbackAction } from './feedbackAction';
import { FeedbackPage } from './FeedbackPage';

const VISITOR = '3f1c2a9e-8d4b-4c6a-9e2f-1a2b3c4d5e6f';
const VALID = 'Bitte eine einfache Terminbuchung für meinen Salon.';
const TOO_SHORT = { message: 'Bitte mindestens 10 Zeichen eingeben' };

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const renderPage = (options: SectionRenderOptions = {}) =>
  renderSection(<FeedbackPage />, { action: feedbackAction, route: '/de_DE/feedback', ...options });

function sentBody(): unknown {
  const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
  return JSON.parse(String(init.body));
}

async function submitText(
  text: string,
  label = 'Sei ehrlich, bitte...',
  button = 'JETZT absenden',
) {
  const user = userEvent.setup();
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
  await user.click(screen.getByRole('button', { name: button }));
  return user;
}

describe('feedback page (the form posts to the page; the API validates)', () => {
  it("shows the API's message for a short text at the field and keeps the text", async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, TOO_SHORT));
    renderPage({ visitorId: VISITOR });
    await submitText('Zu kurz!!');
    expect(await screen.findByText('Bitte mindestens 10 Zeichen eingeben')).toBeInTheDocument();
    expect(screen.getByLabelText('Sei ehrlich, bitte...')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Sei ehrlich, bitte...')).toHaveValue('Zu kurz!!');
    expect(screen.queryByRole('heading', { name: 'Vielen Dank!' })).not.toBeInTheDocument();
  });

  it('shows the validation message in the visitor language', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, TOO_SHORT));
    renderPage({ country: 'ES', route: '/es_ES/feedback' });
    await submitText('corto', 'Sé sincero, por favor...', 'ENVIAR ahora');
    expect(await screen.findByText('Introduce al menos 10 caracteres')).toBeInTheDocument();
  });

  it('sends, shows the sending state, then the thank-you card and toast', async () => {
    let answer: (value: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderPage({ visitorId: VISITOR });
    await submitText(VALID);

    const sending = await screen.findByRole('button', { name: 'Wird gesendet...' });
    expect(sending).toBeDisabled();
    await waitFor(() => expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/feedback'));
    expect(sentBody()).toEqual({
      feedbackText: VALID,
      visitorId: VISITOR,
      country: 'DE',
      language: 'de',
    });

    answer(jsonResponse(201, { id: 'x' }));
    expect(await screen.findByRole('heading', { name: 'Vielen Dank!' })).toBeInTheDocument();
    expect(
      await screen.findByText('Dein Feedback wurde erfolgreich übermittelt.'),
    ).toBeInTheDocument();

    // Under the card, a line leads to the board, where the entry appears once checked.
    expect(
      screen.getByText('Sobald wir deinen Eintrag geprüft haben, erscheint er im Ideen-Board.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Zum Ideen-Board – lies mit und stimm ab' }),
    ).toHaveAttribute('href', '/de_DE/feedback/board');

    await userEvent.setup().click(screen.getByRole('link', { name: 'Weiteres Feedback senden' }));
    expect(await screen.findByLabelText('Sei ehrlich, bitte...')).toHaveValue('');
  });

  it('leads to the voting board from the form', () => {
    renderPage({ country: 'ES', route: '/es_ES/feedback' });
    expect(screen.getByText('¿Qué piden otros pequeños empresarios?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al tablón de ideas: lee y vota' })).toHaveAttribute(
      'href',
      '/es_ES/feedback/board',
    );
  });

  it('omits the visitor id when there is none', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'x' }));
    renderPage();
    await submitText(VALID);
    await screen.findByRole('heading', { name: 'Vielen Dank!' });
    expect(sentBody()).not.toHaveProperty('visitorId');
  });

  it("keeps the form and shows the server's message when it refuses for too many requests", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, { message: 'Zu viele Anfragen – bitte warte kurz.' }),
    );
    renderPage();
    await submitText(VALID);
    expect(await screen.findByText('Fehler')).toBeInTheDocument();
    expect(screen.getByText('Zu viele Anfragen – bitte warte kurz.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Fehler: Zu viele Anfragen – bitte warte kurz.',
    );
    expect(screen.getByLabelText('Sei ehrlich, bitte...')).toHaveValue(VALID);
    expect(screen.getByRole('button', { name: 'JETZT absenden' })).toBeEnabled();
  });

  it('falls back to the generic text when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();
    await submitText(VALID);
    await waitFor(() =>
      expect(screen.getByText('Feedback konnte nicht gesendet werden.')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('heading', { name: 'Vielen Dank!' })).not.toBeInTheDocument();
  });
});
