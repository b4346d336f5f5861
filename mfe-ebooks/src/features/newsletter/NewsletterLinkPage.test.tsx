import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { jsonResponse, renderSection, type SectionRenderOptions } from 'shared-ui/testing';
import { NewsletterConfirmPage, NewsletterUnsubscribePage } from './NewsletterLinkPage';
import { confirmNewsletterAction, unsubscribeNewsletterAction } from './newsletterActions';

const TOKEN = 'Q'.repeat(43);
const UNSUBSCRIBE_TOKEN = `4f1c2a9e-8d4b-4c6a-9e2f-1a2b3c4d5e6f.${'s'.repeat(43)}`;
const CONFIRM_PAGE = '/de_DE/social-media-tipps-und-tricks/newsletter/bestaetigen';
const UNSUBSCRIBE_PAGE = '/de_DE/social-media-tipps-und-tricks/newsletter/abmelden';

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const renderConfirm = (options: SectionRenderOptions = {}) =>
  renderSection(<NewsletterConfirmPage />, {
    action: confirmNewsletterAction,
    route: `${CONFIRM_PAGE}?token=${TOKEN}`,
    ...options,
  });

const sent = () => ({
  url: String(fetchMock.mock.calls[0]?.[0]),
  body: JSON.parse(String((fetchMock.mock.calls[0]?.[1] as RequestInit).body)),
});

describe('the confirmation link’s page', () => {
  it('changes nothing when opened: one button confirms, then the page says so (focused)', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { state: 'confirmed', confirmedAt: '2026-03-10T09:00:00.000Z' }),
    );
    renderConfirm();
    expect(
      screen.getByRole('heading', { name: 'Newsletter-Anmeldung bestätigen' }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Anmeldung bestätigen' }));
    const done = await screen.findByRole('heading', {
      name: /Danke, deine Anmeldung ist bestätigt!/,
    });
    // Focus moves in an effect after the outcome renders: on a busy machine a tick later.
    await waitFor(() => expect(done).toHaveFocus());
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(sent()).toEqual({ url: '/api/newsletter/confirm', body: { token: TOKEN } });
  });

  it.each([
    [410, 'Dieser Link ist abgelaufen', /48 Stunden/],
    [409, 'Dieser Link wurde bereits verwendet', /schon bestätigt/],
    [404, 'Dieser Link ist ungültig', /vollständigen Link/],
  ])('answered %s: a clear page "%s"', async (status, title, text) => {
    fetchMock.mockResolvedValue(jsonResponse(status, { message: 'x' }));
    renderConfirm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Anmeldung bestätigen' }));
    expect(await screen.findByRole('heading', { name: new RegExp(title) })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zu den E-Books' })).toHaveAttribute(
      'href',
      '/de_DE/social-media-tipps-und-tricks',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the button when the API cannot be reached, and says so', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderConfirm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Anmeldung bestätigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fehler: Das hat gerade nicht geklappt. Bitte versuche es gleich noch einmal.',
    );
    expect(screen.getByRole('button', { name: 'Anmeldung bestätigen' })).toBeEnabled();
  });

  it('says a link without its token is invalid, without asking the API', () => {
    renderConfirm({ route: CONFIRM_PAGE });
    expect(screen.getByRole('heading', { name: /Dieser Link ist ungültig/ })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('speaks Spanish with "tú"', async () => {
    fetchMock.mockResolvedValue(jsonResponse(410, { message: 'x' }));
    renderConfirm({
      country: 'ES',
      route: `/es_ES/social-media-tipps-und-tricks/newsletter/bestaetigen?token=${TOKEN}`,
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar suscripción' }));
    expect(
      await screen.findByRole('heading', { name: /Este enlace ha caducado/ }),
    ).toBeInTheDocument();
  });
});

describe('the unsubscribe link’s page', () => {
  it('unsubscribes with one click on its button', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { state: 'unsubscribed' }));
    renderSection(<NewsletterUnsubscribePage />, {
      action: unsubscribeNewsletterAction,
      route: `${UNSUBSCRIBE_PAGE}?token=${UNSUBSCRIBE_TOKEN}`,
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(await screen.findByRole('heading', { name: /Du bist abgemeldet/ })).toBeInTheDocument();
    expect(sent()).toEqual({
      url: '/api/newsletter/unsubscribe',
      body: { token: UNSUBSCRIBE_TOKEN },
    });
  });

  it('answers a mail program’s RFC 8058 one-click POST (token in the link, no redirect)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { state: 'unsubscribed' }));
    const formData = new FormData();
    formData.set('List-Unsubscribe', 'One-Click');
    const result = await unsubscribeNewsletterAction({
      formData,
      request: new Request(`http://site.example${UNSUBSCRIBE_PAGE}?token=${UNSUBSCRIBE_TOKEN}`, {
        method: 'POST',
      }),
      params: {},
      queryClient: new QueryClient(),
      locale: { locale: 'de_DE', language: 'de', country: 'DE' },
      visitorId: undefined,
      hydrated: false,
      api: (method, path, body) =>
        fetch(path, { method, body: JSON.stringify(body) }).then(async (res) => {
          if (!res.ok) throw new Error(String(res.status));
          return res;
        }),
    });
    expect(result).toEqual({ ok: true, result: { outcome: 'unsubscribed' } });
    await waitFor(() => expect(sent().body).toEqual({ token: UNSUBSCRIBE_TOKEN }));
  });
});
