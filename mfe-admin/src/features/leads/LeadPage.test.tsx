import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactDetail, LeadDetail } from 'contracts';
import { jsonResponse } from 'shared-ui/testing';
import { leadItem, mockLeadApi } from '../../testing/mockLeadApi';
import { renderConsole } from '../../testing/renderConsole';
import { ContactHistory } from './ContactPage';
import { EraseForm } from './EraseForm';
import { LeadDetailView } from './LeadPage';

jest.setTimeout(20_000);

/** The API: a write answers `answer`; the reads the page's loader makes again after it, as usual. */
let posts: ReturnType<typeof mockLeadApi>;
const mockApi = (answer: Response) => {
  posts = mockLeadApi(answer, () => jsonResponse(404, { message: 'Lead nicht gefunden' }));
};
beforeEach(() => mockApi(jsonResponse(201, {})));

const ID = '1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d';
const PAGE = {
  path: `/de_DE/admin/leads/payment/${ID}`,
  routeId: 'admin.lead',
  routePath: '/:locale/admin/leads/:type/:id',
};
const detail = (extra: Partial<LeadDetail> = {}): LeadDetail => ({
  lead: leadItem({
    status: 'kontaktiert',
    assigneeId: 'u1',
    assigneeName: 'vertrieb.anna',
    submissions: 2,
    lastSubmittedAt: '2026-03-05T18:00:00.000Z',
  }),
  history: [
    {
      kind: 'status',
      at: '2026-03-06T09:15:00.000Z',
      by: 'vertrieb.anna',
      fromStatus: 'neu',
      toStatus: 'kontaktiert',
      note: 'Angerufen',
      assigneeName: null,
    },
  ],
  notes: [
    { id: 'n1', text: 'Will im April starten', by: 'vertrieb.ben', at: '2026-03-07T10:00:00.000Z' },
  ],
  deliveries: [
    {
      id: 'd1',
      event: 'lead.created',
      destination: 'https://crm.example/hooks',
      kind: 'webhook',
      status: 'failed',
      attempts: 5,
      createdAt: '2026-03-05T14:07:01.000Z',
      deliveredAt: null,
      lastAttemptAt: '2026-03-05T20:00:00.000Z',
      lastStatusCode: 503,
      lastError: null,
    },
  ],
  assignees: [
    { id: 'u1', name: 'vertrieb.anna' },
    { id: 'u2', name: 'vertrieb.ben' },
  ],
  contactLeads: 3,
  ...extra,
});

describe("a lead's page", () => {
  it('shows every field, the count, who changed the status and when, notes and deliveries in full times', () => {
    renderConsole(<LeadDetailView detail={detail()} />, PAGE);
    const facts = screen.getByLabelText('Angaben zum Lead');
    expect(facts).toHaveTextContent('kundin@example.com');
    expect(facts).toHaveTextContent('Gesendet2×');
    expect(facts).toHaveTextContent('Zuständigvertrieb.anna');
    // Full date and time here (the desk's are short).
    expect(facts).toHaveTextContent('5. März 2026, 14:07 UTC');
    const history = screen.getByRole('region', { name: 'Verlauf' });
    expect(history).toHaveTextContent('6. März 2026, 09:15 UTC');
    expect(history).toHaveTextContent('Status: neu → kontaktiert von vertrieb.anna');
    expect(history).toHaveTextContent('Angerufen');
    expect(screen.getByRole('list', { name: 'Notizen' })).toHaveTextContent(
      'von vertrieb.benWill im April starten',
    );
    const deliveries = screen.getByRole('table');
    expect(deliveries).toHaveTextContent('https://crm.example/hooks');
    expect(deliveries).toHaveTextContent('fehlgeschlagen');
    expect(deliveries).toHaveTextContent('503');
    expect(
      screen.getByRole('link', { name: 'Kontakt öffnen: 3 Leads dieser Adresse' }),
    ).toHaveAttribute('href', `/de_DE/admin/leads/payment/${ID}/contact`);
  });

  it('adds a note and assigns the lead through forms posted to the page', async () => {
    renderConsole(<LeadDetailView detail={detail()} />, PAGE);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Neue Notiz'), 'Rückruf Montag');
    await user.click(screen.getByRole('button', { name: 'Notiz hinzufügen' }));
    expect(await screen.findByText('Notiz gespeichert')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Zuständig'), 'u2');
    await user.click(screen.getByRole('button', { name: 'Zuweisen' }));
    expect(await screen.findByText('Zuständigkeit gespeichert')).toBeVisible();
    expect(posts()).toEqual([
      { url: `/api/admin/leads/payment/${ID}/notes`, body: { text: 'Rückruf Montag' } },
      { url: `/api/admin/leads/payment/${ID}/assignee`, body: { assigneeId: 'u2' } },
    ]);
  });

  it("says the API's refusal of an empty note in the member's language", async () => {
    mockApi(
      jsonResponse(400, {
        message: 'Bitte eine Notiz schreiben',
        fields: { text: 'Bitte eine Notiz schreiben' },
      }),
    );
    renderConsole(<LeadDetailView detail={detail()} />, { ...PAGE, language: 'es' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Añadir nota' }));
    expect(await screen.findAllByText('Escribe una nota')).not.toHaveLength(0);
  });

  it('has no assignment for kinds sales does not work on', () => {
    renderConsole(
      <LeadDetailView
        detail={detail({
          lead: leadItem({
            type: 'email',
            status: null,
            provider: null,
            interestLevel: null,
            submissions: null,
          }),
          assignees: [],
        })}
      />,
      PAGE,
    );
    expect(screen.queryByLabelText('Zuständig')).toBeNull();
    expect(screen.getByLabelText('Neue Notiz')).toBeVisible();
  });
});

describe("a contact's page", () => {
  it("lists the person's leads of every kind oldest first, each linking to its page", () => {
    const contact: ContactDetail = {
      email: 'kundin@example.com',
      newsletter: 'confirmed',
      leads: [
        leadItem({
          type: 'email',
          id: 'e1',
          ebookTitle: 'Instagram für Cafés',
          status: null,
          provider: null,
        }),
        leadItem({ type: 'payment', id: 'p1', status: 'neu' }),
      ],
    };
    renderConsole(<ContactHistory contact={contact} />, PAGE);
    expect(screen.getByText('Newsletter: bestätigt')).toBeVisible();
    const entries = within(screen.getByRole('list', { name: 'Verlauf des Kontakts' })).getAllByRole(
      'listitem',
    );
    expect(entries.map((entry) => within(entry).getByRole('link').textContent)).toEqual([
      'E-Mail – Instagram für Cafés',
      'Voranmeldung – mollie',
    ]);
    expect(within(entries[1]!).getByRole('link')).toHaveAttribute(
      'href',
      '/de_DE/admin/leads/payment/p1',
    );
  });

  it("erases the contact's address from its page, asked first (the desk's form, the address given)", async () => {
    mockApi(
      jsonResponse(200, {
        deleted: {
          emailCaptures: 1,
          paymentLeads: 1,
          contactRequests: 0,
          newsletterSubscriptions: 1,
          feedback: 0,
          pageViews: 3,
          downloads: 1,
        },
        suppressed: true,
      }),
    );
    renderConsole(<EraseForm email="kundin@example.com" />, {
      path: `/de_DE/admin/leads/payment/${ID}/contact`,
      routeId: 'admin.contact',
      routePath: '/:locale/admin/leads/:type/:id/contact',
    });
    const user = userEvent.setup();
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('kundin@example.com');
    await user.click(screen.getByRole('button', { name: 'Daten löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daten wirklich löschen?' });
    expect(dialog).toHaveTextContent('kundin@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Gelöscht: 1 E-Mail-Erfassungen/);
    expect(posts()).toEqual([
      { url: '/api/admin/erasures', body: { email: 'kundin@example.com' } },
    ]);
  });
});
