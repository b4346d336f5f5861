import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDestination, DeliveryAttempt, StaffSession } from 'contracts';
import { routingMessages } from 'contracts/admin';
import { jsonResponse } from 'shared-ui/testing';
import { renderConsole } from '../../testing/renderConsole';
import { DeliveriesPage } from './DeliveriesPage';
import { RoutingPage } from './RoutingPage';

jest.setTimeout(20_000);

const SECRET = 'whsec_c2VjcmV0LXNpZ25pbmcta2V5LWZvci10ZXN0cw==';

const webhook: AdminDestination = {
  id: '1b7f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  kind: 'webhook',
  url: 'https://crm.example.com/hooks',
  email: null,
  language: null,
  events: ['lead.created', 'lead.erased'],
  rules: { leadTypes: ['contact'], countries: ['ES', 'FR'], products: [] },
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  failingSince: '2026-03-01T08:00:00.000Z',
  previousSecretUntil: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const gone: AdminDestination = {
  ...webhook,
  id: '2b7f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  url: 'https://old.example.com/hooks',
  rules: { leadTypes: [], countries: [], products: [] },
  enabled: false,
  disabledReason: 'gone',
  failingSince: null,
};
const salesMail: AdminDestination = {
  ...webhook,
  id: '3b7f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  kind: 'email',
  url: null,
  email: 'vertrieb@example.de',
  language: 'es',
  events: [],
  rules: { leadTypes: [], countries: ['DE'], products: ['pos-system'] },
  enabled: false,
  disabledReason: null,
  failingSince: null,
};

const session: StaffSession = {
  user: {
    id: '7d0c2c8e-0d5e-4b8e-9a57-1c2b3d4e5f60',
    username: 'anna',
    role: 'admin',
    active: true,
    language: 'de',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastSignInAt: null,
  },
  expiresAt: '2026-01-01T12:00:00.000Z',
};

const attempt: DeliveryAttempt = {
  id: '4b7f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  deliveryId: '5b7f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  destinationId: webhook.id,
  destination: webhook.url,
  event: 'ping',
  attemptedAt: '2026-03-02T09:30:00.000Z',
  statusCode: 503,
  durationMs: 1234,
  error: 'HTTP 503',
  succeeded: false,
};

/** The console API: an admin's session, the destinations and attempts, and what a write answers. */
function mockApi(write: (url: string) => Response = () => jsonResponse(202, { deliveryId: 'x' })) {
  const posts: { url: string; body: unknown }[] = [];
  const gets: string[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return write(url);
    }
    gets.push(url);
    if (url === '/api/admin/session') return jsonResponse(200, session);
    if (url === '/api/admin/routing/destinations')
      return jsonResponse(200, { items: [webhook, gone, salesMail] });
    if (url.startsWith('/api/admin/routing/deliveries?'))
      return jsonResponse(200, { items: [attempt] });
    throw new Error(`unexpected GET ${url}`);
  }) as unknown as typeof fetch;
  return { posts, gets };
}

const ROUTING = { path: '/de_DE/admin/routing', routeId: 'admin.routing' };

const cellsOf = async (name: string) =>
  within((await screen.findByRole('rowheader', { name })).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe("the page 'Weiterleitung'", () => {
  it('lists each destination with its kind, events, rules ("alle" when empty) and status', async () => {
    mockApi();
    renderConsole(<RoutingPage />, ROUTING);
    expect((await cellsOf(webhook.url!)).slice(0, 4)).toEqual([
      'Webhook',
      'lead.created, lead.erased',
      'Lead-Arten: BeratungsanfrageLänder: ES, FRProdukte: alle',
      expect.stringMatching(/^aktivfehlerhaft seit .*2026/),
    ]);
    expect((await cellsOf(gone.url!)).slice(2, 4)).toEqual([
      'Lead-Arten: alleLänder: alleProdukte: alle',
      'abgeschaltet: Empfänger meldet 410',
    ]);
    expect((await cellsOf(salesMail.email!)).slice(0, 4)).toEqual([
      'Vertriebs-Mail (Español)',
      '–',
      'Lead-Arten: alleLänder: DEProdukte: pos-system',
      'aus',
    ]);
    const row = screen.getByRole('rowheader', { name: webhook.url! }).closest('tr')!;
    expect(
      within(row).getByRole('button', { name: `Schlüssel von ${webhook.url} erneuern` }),
    ).toBeVisible();
    expect(
      within(row).getByRole('link', { name: `Zustellungen an ${webhook.url}` }),
    ).toHaveAttribute('href', `/de_DE/admin/routing/deliveries?destination=${webhook.id}`);
    // A sales mail has neither key nor test event.
    const mailRow = screen.getByRole('rowheader', { name: salesMail.email! }).closest('tr')!;
    expect(within(mailRow).queryByRole('button', { name: /Testereignis/ })).toBeNull();
  });

  it("shows the new webhook's secret once, in place, after saving it", async () => {
    const { posts } = mockApi(() =>
      jsonResponse(201, {
        destination: { ...webhook, url: 'https://neu.example.com/h' },
        secret: SECRET,
      }),
    );
    renderConsole(<RoutingPage />, ROUTING);
    const user = userEvent.setup();
    const form = within(await screen.findByRole('region', { name: 'Webhook hinzufügen' }));
    await user.type(form.getByLabelText('URL'), 'https://neu.example.com/h');
    await user.click(form.getByLabelText('lead.status_changed (Status geändert)'));
    await user.click(form.getByLabelText('FR'));
    await user.type(form.getByLabelText('Produkte'), 'website-loesung, pos-system');
    await user.click(form.getByRole('button', { name: 'Speichern' }));

    const secret = await form.findByLabelText('Signierschlüssel');
    expect(secret).toHaveValue(SECRET);
    expect(secret).toHaveAttribute('readonly');
    expect(secret).toHaveAccessibleDescription(
      'Kopiere den Schlüssel jetzt: Er wird nicht wieder angezeigt.',
    );
    expect(secret).toHaveFocus();
    expect(posts).toEqual([
      {
        url: '/api/admin/routing/webhooks',
        body: {
          url: 'https://neu.example.com/h',
          events: ['lead.created', 'lead.status_changed'],
          rules: { leadTypes: [], countries: ['FR'], products: ['website-loesung', 'pos-system'] },
        },
      },
    ]);
    // The form is empty again; the secret is in no address.
    await waitFor(() => expect(form.getByLabelText('URL')).toHaveValue(''));
    expect(secret).toBeInTheDocument();
    expect(window.location.href).not.toContain(SECRET);
  });

  it("says the API's refusal at the field it names, in the member's language", async () => {
    mockApi(() =>
      jsonResponse(400, {
        message: routingMessages.urlInvalid,
        fields: { url: routingMessages.urlInvalid },
      }),
    );
    renderConsole(<RoutingPage />, { ...ROUTING, path: '/es_DE/admin/routing', language: 'es' });
    const user = userEvent.setup();
    const form = within(await screen.findByRole('region', { name: 'Añadir un webhook' }));
    await user.type(form.getByLabelText('URL'), 'ftp://crm');
    await user.click(form.getByRole('button', { name: 'Guardar' }));
    const url = form.getByLabelText('URL');
    expect(await form.findByText(/La URL debe ser una dirección http\(s\)/)).toBeVisible();
    expect(url).toHaveAccessibleDescription(/La URL debe ser una dirección http\(s\)/);
    expect(url).toHaveValue('ftp://crm');
    expect(form.queryByLabelText('Clave de firma')).toBeNull();
  });

  it('says a refused rule at its own field', async () => {
    mockApi(() =>
      jsonResponse(400, {
        message: routingMessages.productsInvalid,
        fields: { 'rules.products.0': routingMessages.productsInvalid },
      }),
    );
    renderConsole(<RoutingPage />, ROUTING);
    const user = userEvent.setup();
    const form = within(await screen.findByRole('region', { name: 'Vertriebs-Mail hinzufügen' }));
    await user.type(form.getByLabelText('E-Mail-Adresse'), 'vertrieb@example.de');
    await user.type(form.getByLabelText('Produkte'), 'Hello Cash');
    await user.click(form.getByRole('button', { name: 'Speichern' }));
    expect(await form.findByLabelText('Produkte')).toHaveAccessibleDescription(
      /Produkte: Kürzel aus Kleinbuchstaben/,
    );
    expect(form.getByLabelText('E-Mail-Adresse')).toHaveValue('vertrieb@example.de');
  });

  it('shows a renewed key once in its row, and asks before deleting', async () => {
    const { posts } = mockApi((url) =>
      url.endsWith('/secret')
        ? jsonResponse(200, { destination: webhook, secret: SECRET })
        : jsonResponse(200, { deleted: true }),
    );
    renderConsole(<RoutingPage />, ROUTING);
    const user = userEvent.setup();
    const row = within(
      (await screen.findByRole('rowheader', { name: webhook.url! })).closest('tr')!,
    );
    await user.click(row.getByRole('button', { name: `Schlüssel von ${webhook.url} erneuern` }));
    expect(await row.findByLabelText('Signierschlüssel')).toHaveValue(SECRET);
    expect(row.getByText(/Der alte signiert noch 24 Stunden mit/)).toBeVisible();

    await user.click(row.getByRole('button', { name: `${webhook.url} löschen` }));
    expect(
      await row.findByRole('group', {
        name: `Ziel „${webhook.url}“ löschen? Was noch wartet, wird nicht mehr zugestellt.`,
      }),
    ).toBeVisible();
    expect(posts.map((post) => post.url)).toEqual([
      `/api/admin/routing/destinations/${webhook.id}/secret`,
    ]);
  });
});

describe("the page 'Zustellungen'", () => {
  it('lists the attempts the filter asks for, and sends one again', async () => {
    const { posts, gets } = mockApi();
    renderConsole(<DeliveriesPage />, {
      path: `/de_DE/admin/routing/deliveries?destination=${webhook.id}&outcome=failed`,
      routeId: 'admin.routingDeliveries',
    });
    const table = await screen.findByRole('table', { name: 'Zustellversuche, neueste zuerst' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 6),
    ).toEqual(['ping', webhook.url, '503', '1.234', 'HTTP 503', 'fehlgeschlagen']);
    expect(gets).toContain(
      `/api/admin/routing/deliveries?destination=${webhook.id}&outcome=failed&limit=50`,
    );
    const filters = within(screen.getByRole('search', { name: 'Zustellungen filtern' }));
    expect(filters.getByLabelText('Ziel')).toHaveValue(webhook.id);
    expect(filters.getByLabelText('Ergebnis')).toHaveValue('failed');

    await userEvent
      .setup()
      .click(within(row).getByRole('button', { name: `ping an ${webhook.url} erneut senden` }));
    expect(await screen.findByRole('status')).toHaveTextContent('Erneut eingereiht');
    expect(posts).toEqual([
      { url: `/api/admin/routing/deliveries/${attempt.deliveryId}/resend`, body: {} },
    ]);
  });
});
