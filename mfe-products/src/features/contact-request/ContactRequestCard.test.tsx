import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEGAL_PAGES } from 'contracts/legal';
import { jsonResponse, renderSection, type SectionRenderOptions } from 'shared-ui/testing';
import { ContactRequestCard } from './ContactRequestCard';
import { contactRequestAction } from './contactRequestAction';

const PRODUCT = { name: 'Website-Lösung', slug: 'website-loesung', language: 'de' as const };
const VISITOR = '3f1c2a9e-8d4b-4c6a-9e2f-1a2b3c4d5e6f';

/** The card on its product page, whose action the form posts to. */
const renderCard = (options: SectionRenderOptions = {}) =>
  renderSection(<ContactRequestCard product={PRODUCT} />, {
    action: contactRequestAction,
    route: '/de_DE/hellomarketing/website-loesung',
    ...options,
  });

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const sentBody = () => JSON.parse(String((fetchMock.mock.calls[0]?.[1] as RequestInit).body));

async function fill(fields: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(fields))
    await user.type(screen.getByLabelText(label), value);
  return user;
}

const GERMAN = {
  'Name*': 'Lena Schmidt',
  'Unternehmen*': 'Café Lena',
  'E-Mail-Adresse*': 'lena@cafe-lena.de',
  'Telefon (optional)': '030 1234567',
  'Deine Nachricht*': 'Wir brauchen eine Website mit Speisekarte.',
};

describe("'Beratung anfragen' on a product page", () => {
  it('is a section with the anchor the call to action leads to, and a labelled field for each input', () => {
    const { container } = renderCard();
    expect(container.querySelector('section#beratung')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Beratung anfragen' })).toBeInTheDocument();
    for (const label of Object.keys(GERMAN))
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Telefon (optional)')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('E-Mail-Adresse*')).toHaveAttribute('type', 'email');
    const honeypot = container.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says, right under the submit button, what the data is for and where the privacy notice is', () => {
    renderCard();
    const submit = screen.getByRole('button', { name: 'Beratung anfragen' });
    const note = submit.nextElementSibling!;
    expect(note).toHaveTextContent(
      'Wir verwenden deine Angaben nur, um deine Anfrage zu beantworten. Wie wir deine Daten verarbeiten: Datenschutzerklärung',
    );
    expect(within(note as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      LEGAL_PAGES.privacy,
    );
  });

  it('sends the request about the page’s product, then thanks in place of the form, announced and focused', async () => {
    let answer: (value: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderCard({ visitorId: VISITOR });
    const user = await fill(GERMAN);
    await user.click(screen.getByRole('button', { name: 'Beratung anfragen' }));

    expect(await screen.findByRole('button', { name: 'Wird gesendet...' })).toBeDisabled();
    await waitFor(() => expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/contact-requests'));
    expect(sentBody()).toEqual({
      name: 'Lena Schmidt',
      business: 'Café Lena',
      email: 'lena@cafe-lena.de',
      phone: '030 1234567',
      message: 'Wir brauchen eine Website mit Speisekarte.',
      productSlug: 'website-loesung',
      visitorId: VISITOR,
      country: 'DE',
      language: 'de',
      website: '',
      // The page the form was sent from (no campaign in this test: no touches).
      attribution: { formPath: '/de_DE/hellomarketing/website-loesung' },
    });

    answer(jsonResponse(201, { id: 'x' }));
    const thanks = await screen.findByRole('heading', { name: /Danke für deine Anfrage!/ });
    // The focus moves in an effect after the thanks are committed.
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(thanks.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(
      screen.getByText(
        'Wir haben deine Anfrage zu Website-Lösung erhalten und melden uns bald bei dir.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Name*')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weitere Anfrage senden' })).toHaveAttribute(
      'href',
      '/de_DE/hellomarketing/website-loesung#beratung',
    );
  });

  it("shows each refused field's message in the visitor's language and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        message: 'Bitte Namen eingeben',
        fields: {
          name: 'Bitte Namen eingeben',
          phone: 'Bitte gültige Telefonnummer eingeben',
          message: 'Bitte mindestens 10 Zeichen eingeben',
        },
      }),
    );
    renderCard({ country: 'ES', route: '/es_ES/hellomarketing/solucion-web' });
    const user = await fill({
      'Negocio*': 'Peluquería Carmen',
      'Correo electrónico*': 'carmen@ejemplo.es',
      'Teléfono (opcional)': '123',
      'Tu mensaje*': 'Hola',
    });
    await user.click(screen.getByRole('button', { name: 'Solicitar asesoramiento' }));
    expect(await screen.findByText('Escribe tu nombre')).toBeInTheDocument();
    expect(screen.getByText('Introduce un número de teléfono válido')).toBeInTheDocument();
    expect(screen.getByText('Introduce al menos 10 caracteres')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre*')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Teléfono (opcional)')).toHaveValue('123');
    expect(screen.getByLabelText('Negocio*')).toHaveValue('Peluquería Carmen');
    expect(screen.getByLabelText('Negocio*')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('¡Gracias por tu solicitud!')).not.toBeInTheDocument();
  });

  it('says what went wrong for the whole form (too many requests, network down), in French too', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, { message: 'Zu viele Anfragen, bitte später erneut versuchen' }),
    );
    renderCard();
    let user = await fill(GERMAN);
    await user.click(screen.getByRole('button', { name: 'Beratung anfragen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fehler: Zu viele Anfragen, bitte später erneut versuchen',
    );
    expect(screen.getByLabelText('Name*')).toHaveValue('Lena Schmidt');

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Beratung anfragen' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Deine Anfrage konnte gerade nicht gesendet werden. Bitte versuche es erneut.',
      ),
    );
  });

  it('speaks French with "tu", the German-only product named in German (marked)', () => {
    renderCard({ country: 'FR', route: '/fr_FR/hellomarketing/solution-site-web' });
    expect(screen.getByRole('heading', { name: 'Demander un conseil' })).toBeInTheDocument();
    const intro = screen.getByText(
      (_, element) =>
        element?.tagName === 'P' &&
        element.textContent ===
          // French spacing: narrow no-break spaces inside « » and before ?, a no-break space before :.
          'Des questions sur «\u202fWebsite-Lösung\u202f»\u202f? Écris-nous\u00a0: nous te conseillons gratuitement et sans engagement.',
    );
    expect(within(intro).getByText('Website-Lösung')).toHaveAttribute('lang', 'de');
  });
});
