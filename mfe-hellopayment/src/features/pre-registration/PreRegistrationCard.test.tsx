import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderSection } from 'shared-ui/testing';
import { PreRegistrationCard } from './PreRegistrationCard';

const VISITOR = '3f1c2a9e-8d4b-4c6a-9e2f-1a2b3c4d5e6f';

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const sentBody = () => JSON.parse(String((fetchMock.mock.calls[0]?.[1] as RequestInit).body));
const emailField = () => screen.getByLabelText('Email-Adresse*');
const interestField = () => screen.getByLabelText('Wie groß ist Ihr Interesse?');

async function fillAndSubmit(email: string, interest?: string) {
  const user = userEvent.setup();
  await user.type(emailField(), email);
  if (interest) await user.selectOptions(interestField(), interest);
  await user.click(screen.getByRole('button', { name: 'Jetzt voranmelden' }));
  return user;
}

describe('pre-registration', () => {
  it("preselects the interest 'Hoch - Sofort starten' among the three levels", () => {
    renderSection(<PreRegistrationCard provider="mollie" />, { visitorId: VISITOR });
    expect(interestField()).toHaveDisplayValue('Hoch - Sofort starten');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Niedrig - Nur Information',
      'Mittel - Plane für später',
      'Hoch - Sofort starten',
    ]);
  });

  it('rejects an invalid e-mail address without sending', async () => {
    renderSection(<PreRegistrationCard provider="mollie" />, { visitorId: VISITOR });
    await fillAndSubmit('kein-at-zeichen.de');
    expect(await screen.findByText('Bitte gültige Email-Adresse eingeben')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the validation message in the visitor language', async () => {
    renderSection(<PreRegistrationCard provider="adyen" />, { country: 'ES' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo electrónico*'), 'x@');
    await user.click(screen.getByRole('button', { name: 'Prerregistrarse ahora' }));
    expect(
      await screen.findByText('Introduce una dirección de correo electrónico válida'),
    ).toBeInTheDocument();
  });

  it('sends the lead for its provider, shows the sending state, then the success card and a reset form', async () => {
    let answer: (value: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderSection(<PreRegistrationCard provider="adyen" />, { visitorId: VISITOR });
    await fillAndSubmit('  Inhaberin@Salon-Beispiel.de ', 'medium');

    expect(await screen.findByRole('button', { name: 'Wird gespeichert...' })).toBeDisabled();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/payment-leads');
    expect(sentBody()).toEqual({
      email: 'inhaberin@salon-beispiel.de',
      interestLevel: 'medium',
      provider: 'adyen',
      visitorId: VISITOR,
      website: '',
    });

    answer(jsonResponse(201, { id: 'x' }));
    expect(await screen.findByText('✓ Erfolgreich vorangemeldet!')).toBeInTheDocument();
    expect(
      screen.getByText('Ihre Voranmeldung für Adyen ist gespeichert. Wir melden uns bei Ihnen.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Vielen Dank!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ihre Voranmeldung wurde erfolgreich gespeichert. Wir melden uns bei Ihnen.',
      ),
    ).toBeInTheDocument();
    expect(emailField()).toHaveValue('');
    expect(interestField()).toHaveDisplayValue('Hoch - Sofort starten');
    expect(screen.getByRole('button', { name: 'Jetzt voranmelden' })).toBeEnabled();
  });

  it("keeps what was entered and shows the server's message when saving fails", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, { message: 'Zu viele Anfragen – bitte warten Sie kurz.' }),
    );
    renderSection(<PreRegistrationCard provider="mollie" />, { visitorId: VISITOR });
    await fillAndSubmit('cafe@beispiel.de', 'low');
    expect(await screen.findByText('Fehler')).toBeInTheDocument();
    expect(screen.getByText('Zu viele Anfragen – bitte warten Sie kurz.')).toBeInTheDocument();
    expect(emailField()).toHaveValue('cafe@beispiel.de');
    expect(interestField()).toHaveDisplayValue('Niedrig - Nur Information');
    expect(screen.queryByText('✓ Erfolgreich vorangemeldet!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jetzt voranmelden' })).toBeEnabled();
  });

  it('falls back to the generic text when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderSection(<PreRegistrationCard provider="mollie" />, { visitorId: VISITOR });
    await fillAndSubmit('cafe@beispiel.de');
    await waitFor(() =>
      expect(screen.getByText('Voranmeldung konnte nicht gespeichert werden')).toBeInTheDocument(),
    );
    expect(emailField()).toHaveValue('cafe@beispiel.de');
  });

  it('hides the honeypot from people and assistive technology', () => {
    const { container } = renderSection(<PreRegistrationCard provider="mollie" />);
    const honeypot = container.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Website/ })).not.toBeInTheDocument();
  });

  it('sends a filled honeypot along, so the API can answer as usual and store nothing', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'x' }));
    const { container } = renderSection(<PreRegistrationCard provider="mollie" />, {
      visitorId: VISITOR,
    });
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    await userEvent.setup().type(honeypot, 'https://spam.example');
    await fillAndSubmit('bot@beispiel.de');
    await screen.findByText('✓ Erfolgreich vorangemeldet!');
    expect(sentBody()).toMatchObject({ email: 'bot@beispiel.de', website: 'https://spam.example' });
  });
});
