import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEGAL_PAGES } from 'contracts/legal';
import { jsonResponse, renderSection, type SectionRenderOptions } from 'shared-ui/testing';
import type { ProviderId } from '../providers/providers';
import { PreRegistrationCard } from './PreRegistrationCard';
import { preRegistrationAction } from './preRegistrationAction';

const INVALID_EMAIL = { message: 'Bitte gültige Email-Adresse eingeben' };

/** The provider's card on its page, whose action the form posts to. */
const renderCard = (provider: ProviderId, options: SectionRenderOptions = {}) =>
  renderSection(<PreRegistrationCard provider={provider} />, {
    action: preRegistrationAction(provider),
    route: `/de_DE/hellocash/hellopayment/${provider}`,
    ...options,
  });

const VISITOR = '3f1c2a9e-8d4b-4c6a-9e2f-1a2b3c4d5e6f';

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const sentBody = () => JSON.parse(String((fetchMock.mock.calls[0]?.[1] as RequestInit).body));
const emailField = () => screen.getByLabelText('Email-Adresse*');
const interestField = () => screen.getByLabelText('Wie groß ist dein Interesse?');

async function fillAndSubmit(email: string, interest?: string) {
  const user = userEvent.setup();
  await user.type(emailField(), email);
  if (interest) await user.selectOptions(interestField(), interest);
  await user.click(screen.getByRole('button', { name: 'Jetzt voranmelden' }));
  return user;
}

describe('pre-registration', () => {
  it('says, right under the submit button, what the address is for and where the privacy notice is', () => {
    renderCard('mollie');
    const note = screen.getByRole('button', { name: 'Jetzt voranmelden' }).nextElementSibling!;
    expect(note).toHaveTextContent(
      'Wir verwenden deine Email-Adresse nur, um dich zu helloPayment zu kontaktieren. Wie wir deine Daten verarbeiten: Datenschutzerklärung',
    );
    expect(within(note as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      LEGAL_PAGES.privacy,
    );
  });

  it("preselects the interest 'Hoch - Sofort starten' among the three levels", () => {
    renderCard('mollie', { visitorId: VISITOR });
    expect(interestField()).toHaveDisplayValue('Hoch - Sofort starten');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Niedrig - Nur Information',
      'Mittel - Plane für später',
      'Hoch - Sofort starten',
    ]);
  });

  it("shows the API's message for an invalid e-mail address and keeps it", async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, INVALID_EMAIL));
    renderCard('mollie', { visitorId: VISITOR });
    await fillAndSubmit('kein-at-zeichen.de');
    expect(await screen.findByText('Bitte gültige Email-Adresse eingeben')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveValue('kein-at-zeichen.de');
    expect(screen.queryByText('✓ Erfolgreich vorangemeldet!')).not.toBeInTheDocument();
  });

  it('shows the validation message in the visitor language', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, INVALID_EMAIL));
    renderCard('adyen', { country: 'ES', route: '/es_ES/hellocash/hellopayment/adyen' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo electrónico*'), 'x@');
    await user.click(screen.getByRole('button', { name: 'Preinscribirme ahora' }));
    expect(
      await screen.findByText('Introduce una dirección de correo electrónico válida'),
    ).toBeInTheDocument();
  });

  it('sends the lead for its provider, shows the sending state, then the success card and a reset form', async () => {
    let answer: (value: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderCard('adyen', { visitorId: VISITOR });
    await fillAndSubmit('  Inhaberin@Salon-Beispiel.de ', 'medium');

    expect(await screen.findByRole('button', { name: 'Wird gespeichert...' })).toBeDisabled();
    await waitFor(() => expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/payment-leads'));
    // The API's contract lower-cases the address (the e-mail input trims it).
    expect(sentBody()).toEqual({
      email: 'Inhaberin@Salon-Beispiel.de',
      interestLevel: 'medium',
      provider: 'adyen',
      visitorId: VISITOR,
      country: 'DE',
      language: 'de',
      website: '',
      // The page the form was sent from (no campaign in this test: no touches).
      attribution: { formPath: '/de_DE/hellocash/hellopayment/adyen' },
    });

    answer(jsonResponse(201, { id: 'x' }));
    expect(await screen.findByText('✓ Erfolgreich vorangemeldet!')).toBeInTheDocument();
    expect(
      screen.getByText('Deine Voranmeldung für Adyen ist gespeichert. Wir melden uns bei dir.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Vielen Dank!')).toBeInTheDocument();
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
      jsonResponse(429, { message: 'Zu viele Anfragen, bitte später erneut versuchen' }),
    );
    renderCard('mollie', { visitorId: VISITOR });
    await fillAndSubmit('cafe@beispiel.de', 'low');
    expect(await screen.findByText('Fehler')).toBeInTheDocument();
    expect(
      screen.getByText('Zu viele Anfragen, bitte später erneut versuchen'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Fehler: Zu viele Anfragen, bitte später erneut versuchen',
    );
    expect(emailField()).toHaveValue('cafe@beispiel.de');
    expect(interestField()).toHaveDisplayValue('Niedrig - Nur Information');
    expect(screen.queryByText('✓ Erfolgreich vorangemeldet!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jetzt voranmelden' })).toBeEnabled();
  });

  it("says the API's own answer in the visitor's language", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, { message: 'Zu viele Anfragen, bitte später erneut versuchen' }),
    );
    renderCard('mollie', { country: 'ES', route: '/es_ES/hellocash/hellopayment/mollie' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo electrónico*'), 'bar@ejemplo.es');
    await user.click(screen.getByRole('button', { name: 'Preinscribirme ahora' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Demasiadas solicitudes. Vuelve a intentarlo más tarde.',
    );
  });

  it('falls back to the generic text when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderCard('mollie', { visitorId: VISITOR });
    await fillAndSubmit('cafe@beispiel.de');
    await waitFor(() =>
      expect(screen.getByText('Voranmeldung konnte nicht gespeichert werden')).toBeInTheDocument(),
    );
    expect(emailField()).toHaveValue('cafe@beispiel.de');
  });

  it('hides the honeypot from people and assistive technology', () => {
    const { container } = renderCard('mollie');
    const honeypot = container.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Website/ })).not.toBeInTheDocument();
  });

  it('sends a filled honeypot along, so the API can answer as usual and store nothing', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'x' }));
    const { container } = renderCard('mollie', { visitorId: VISITOR });
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    await userEvent.setup().type(honeypot, 'https://spam.example');
    await fillAndSubmit('bot@beispiel.de');
    await screen.findByText('✓ Erfolgreich vorangemeldet!');
    expect(sentBody()).toMatchObject({ email: 'bot@beispiel.de', website: 'https://spam.example' });
  });
});
