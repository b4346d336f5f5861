import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderSection } from 'shared-ui/testing';
import { FeedbackPage } from './FeedbackPage';

const VISITOR = '3f1c2a9e-8d4b-4c6a-9e2f-1a2b3c4d5e6f';
const VALID = 'Bitte eine einfache Terminbuchung für meinen Salon.';

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function sentBody(): unknown {
  const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
  return JSON.parse(String(init.body));
}

async function submitText(text: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText('Sei ehrlich, bitte...');
  await user.clear(field);
  if (text) await user.type(field, text);
  await user.click(screen.getByRole('button', { name: 'JETZT absenden' }));
  return user;
}

describe('feedback page', () => {
  it('rejects fewer than 10 characters without sending', async () => {
    renderSection(<FeedbackPage />, { visitorId: VISITOR });
    await submitText('Zu kurz!!');
    expect(await screen.findByText('Bitte mindestens 10 Zeichen eingeben')).toBeInTheDocument();
    expect(screen.getByLabelText('Sei ehrlich, bitte...')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not count surrounding spaces', async () => {
    renderSection(<FeedbackPage />);
    await submitText('   kurz      ');
    expect(await screen.findByText('Bitte mindestens 10 Zeichen eingeben')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the validation message in the visitor language', async () => {
    renderSection(<FeedbackPage />, { country: 'ES' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Sé sincero, por favor...'), 'corto');
    await user.click(screen.getByRole('button', { name: 'ENVIAR ahora' }));
    expect(await screen.findByText('Introduce al menos 10 caracteres')).toBeInTheDocument();
  });

  it('sends, shows the sending state, then the thank-you card and toast', async () => {
    let answer: (value: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderSection(<FeedbackPage />, { visitorId: VISITOR });
    await submitText(VALID);

    const sending = await screen.findByRole('button', { name: 'Wird gesendet...' });
    expect(sending).toBeDisabled();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/feedback');
    expect(sentBody()).toEqual({ feedbackText: VALID, visitorId: VISITOR });

    answer(jsonResponse(201, { id: 'x' }));
    expect(await screen.findByRole('heading', { name: 'Vielen Dank!' })).toBeInTheDocument();
    expect(screen.getByText('Dein Feedback wurde erfolgreich übermittelt.')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Weiteres Feedback senden' }));
    expect(screen.getByLabelText('Sei ehrlich, bitte...')).toHaveValue('');
  });

  it('omits the visitor id when there is none', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'x' }));
    renderSection(<FeedbackPage />);
    await submitText(VALID);
    await screen.findByRole('heading', { name: 'Vielen Dank!' });
    expect(sentBody()).toEqual({ feedbackText: VALID });
  });

  it("keeps the form and shows the server's message on failure", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, { message: 'Zu viele Anfragen – bitte warte kurz.' }),
    );
    renderSection(<FeedbackPage />);
    await submitText(VALID);
    expect(await screen.findByText('Fehler')).toBeInTheDocument();
    expect(screen.getByText('Zu viele Anfragen – bitte warte kurz.')).toBeInTheDocument();
    expect(screen.getByLabelText('Sei ehrlich, bitte...')).toHaveValue(VALID);
    expect(screen.getByRole('button', { name: 'JETZT absenden' })).toBeEnabled();
  });

  it('falls back to the generic text when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderSection(<FeedbackPage />);
    await submitText(VALID);
    await waitFor(() =>
      expect(screen.getByText('Feedback konnte nicht gesendet werden.')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('heading', { name: 'Vielen Dank!' })).not.toBeInTheDocument();
  });
});
