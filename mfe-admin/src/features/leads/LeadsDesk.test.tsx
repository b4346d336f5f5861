import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadList } from 'contracts';
import { jsonResponse } from 'shared-ui/testing';
import { leadItem, mockLeadApi } from '../../testing/mockLeadApi';
import { renderConsole } from '../../testing/renderConsole';
import { EraseForm } from './EraseForm';
import { LeadFilterForm } from './LeadFilterForm';
import { LeadTable } from './LeadTable';

jest.setTimeout(20_000);

/** The API: a write answers `answer`; the reads the page's loader makes again after it, as usual. */
let posts: ReturnType<typeof mockLeadApi>;
const mockApi = (answer: Response) => {
  posts = mockLeadApi(answer, () => jsonResponse(200, { items: [], total: 0, nextCursor: null }));
};
beforeEach(() => mockApi(jsonResponse(500, {})));
const DESK = { path: '/de_DE/admin/leads', routeId: 'admin.leads' };

describe('the leads desk', () => {
  it('lists the page with its total, and links the next page with the filter kept', () => {
    const list: LeadList = {
      items: [
        leadItem({}),
        leadItem({
          type: 'feedback',
          id: 'f1',
          email: null,
          provider: null,
          interestLevel: null,
          status: null,
          feedbackText: '=HYPERLINK("x")',
        }),
      ],
      total: 1234,
      nextCursor: 'next_1',
    };
    renderConsole(<LeadTable list={list} />, { path: '/de_DE/admin/leads?type=payment&cursor=a' });
    expect(screen.getByRole('status')).toHaveTextContent('Treffer: 1.234');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Voranmeldung');
    expect(rows[1]).toHaveTextContent('kundin@example.com');
    expect(rows[1]).toHaveTextContent('Mollie');
    expect(rows[2]).toHaveTextContent('(ohne E-Mail)');
    expect(rows[2]).toHaveTextContent('=HYPERLINK("x")');
    expect(screen.getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute(
      'href',
      '/de_DE/admin/leads?type=payment&cursor=next_1&page=2',
    );
  });

  it('shows what brought a lead: campaign, source and medium, both touches, landing and form page, as text', () => {
    const touch = (values: Partial<Record<string, string>>) => ({
      source: null,
      medium: null,
      campaign: null,
      term: null,
      content: null,
      referrerHost: null,
      landingPath: null,
      ...values,
    });
    const list: LeadList = {
      items: [
        leadItem({
          attribution: {
            lastTouch: touch({
              campaign: 'scriptalert(1)/script',
              source: 'google',
              medium: 'cpc',
              landingPath: '/de_DE/hellocash',
            }),
            firstTouch: touch({
              campaign: 'herbst',
              source: 'newsletter',
              referrerHost: 'mail.example.com',
            }),
            formPath: '/de_DE/hellocash/mollie',
          },
        }),
        leadItem({
          id: 'ohne',
          attribution: { lastTouch: touch({}), firstTouch: touch({}), formPath: null },
        }),
      ],
      total: 2,
      nextCursor: null,
    };
    renderConsole(<LeadTable list={list} />, { path: '/de_DE/admin/leads' });
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      'Kampagne: scriptalert(1)/script · Quelle: google · Medium: cpc',
    );
    expect(rows[1]).toHaveTextContent('Erster Kontakt');
    expect(rows[1]).toHaveTextContent('mail.example.com');
    expect(rows[1]).toHaveTextContent('Einstiegsseite/de_DE/hellocash');
    expect(rows[1]).toHaveTextContent('Formularseite/de_DE/hellocash/mollie');
    expect(rows[2]).not.toHaveTextContent('Kampagne');
  });

  it('bounds the date range by its other end, so an inverted range is refused before it is sent', async () => {
    renderConsole(<LeadFilterForm />, {
      path: '/de_DE/admin/leads?from=2026-03-01&to=2026-03-31',
    });
    const from = screen.getByLabelText('Von');
    const to = screen.getByLabelText('Bis');
    expect(from).toHaveAttribute('max', '2026-03-31');
    expect(to).toHaveAttribute('min', '2026-03-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-02-10');
    expect(from).toHaveAttribute('max', '2026-02-10');
    expect(from).toBeInvalid();
    await userEvent.clear(to);
    expect(from).not.toHaveAttribute('max');
    expect(from).toBeValid();
  });

  it("saves a pre-registration's status with a note", async () => {
    mockApi(jsonResponse(200, leadItem({ status: 'gewonnen' })));
    const { router } = renderConsole(
      <LeadTable list={{ items: [leadItem({})], total: 1, nextCursor: null }} />,
      { ...DESK, path: '/de_DE/admin/leads?type=payment' },
    );
    const user = userEvent.setup();
    await user.click(screen.getByText('Status ändern'));
    const row = screen.getAllByRole('row')[1]!;
    await user.selectOptions(within(row).getByLabelText('Status'), 'gewonnen');
    await user.type(within(row).getByLabelText('Notiz'), 'Vertrag unterschrieben');
    await user.click(within(row).getByRole('button', { name: 'Speichern' }));
    expect(await within(row).findByText('Status gespeichert')).toBeVisible();
    expect(posts()).toEqual([
      {
        url: '/api/admin/leads/payment/1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d/status',
        body: { status: 'gewonnen', note: 'Vertrag unterschrieben' },
      },
    ]);
    // Post/redirect/get: back to the desk with its filter, flagged for this lead's form.
    expect(router.state.location.search).toBe(
      '?type=payment&gesendet=status%3A1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d',
    );
  });

  it('shows a contact request with who asked, about which product, and gives it a status', async () => {
    const contact = leadItem({
      type: 'contact',
      id: '7c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e',
      email: 'lena@cafe-lena.de',
      provider: null,
      interestLevel: null,
      contactName: 'Lena Schmidt',
      business: 'Café Lena',
      phone: '+49 30 1234567',
      message: 'Bitte ruft mich an.',
      productSlug: 'website-loesung',
      productName: 'Website-Lösung',
    });
    mockApi(jsonResponse(200, { ...contact, status: 'kontaktiert' }));
    renderConsole(<LeadTable list={{ items: [contact], total: 1, nextCursor: null }} />, {
      ...DESK,
      path: '/de_DE/admin/leads?type=contact',
    });
    const row = screen.getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Beratungsanfrage');
    expect(row).toHaveTextContent('Website-Lösung');
    expect(row).toHaveTextContent('Lena Schmidt');
    expect(row).toHaveTextContent('Café Lena');
    expect(row).toHaveTextContent('Bitte ruft mich an.');
    expect(within(row).getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute(
      'href',
      'tel:+49301234567',
    );
    const user = userEvent.setup();
    await user.click(within(row).getByText('Status ändern'));
    await user.selectOptions(within(row).getByLabelText('Status'), 'kontaktiert');
    await user.click(within(row).getByRole('button', { name: 'Speichern' }));
    expect(await within(row).findByText('Status gespeichert')).toBeVisible();
    expect(posts()).toEqual([
      {
        url: '/api/admin/leads/contact/7c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e/status',
        body: { status: 'kontaktiert', note: '' },
      },
    ]);
  });

  it("shows a newsletter subscriber's state and when the address was confirmed, in Spanish too", () => {
    const subscriber = leadItem({
      type: 'newsletter',
      provider: null,
      interestLevel: null,
      status: null,
      converted: null,
      newsletterState: 'confirmed',
      confirmedAt: '2026-03-06T08:00:00.000Z',
    });
    renderConsole(<LeadTable list={{ items: [subscriber], total: 1, nextCursor: null }} />, {
      ...DESK,
      path: '/es_DE/admin/leads?type=newsletter',
      language: 'es',
    });
    const row = screen.getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Newsletter');
    expect(row).toHaveTextContent('confirmada');
    expect(row).toHaveTextContent('confirmada el 6 mar 2026');
    expect(within(row).queryByText('Cambiar estado')).not.toBeInTheDocument();
  });

  it("says the API's refusal in the staff member's language", async () => {
    mockApi(jsonResponse(404, { message: 'Voranmeldung nicht gefunden' }));
    renderConsole(<LeadTable list={{ items: [leadItem({})], total: 1, nextCursor: null }} />, {
      ...DESK,
      path: '/es_DE/admin/leads',
      language: 'es',
    });
    const user = userEvent.setup();
    await user.click(screen.getByText('Cambiar estado'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Preinscripción no encontrada');
  });

  it("erases an address only after the confirmation: 'Daten löschen'", async () => {
    mockApi(
      jsonResponse(200, {
        deleted: {
          emailCaptures: 2,
          paymentLeads: 1,
          contactRequests: 1,
          newsletterSubscriptions: 1,
          feedback: 0,
          pageViews: 1234,
          downloads: 1,
        },
        suppressed: true,
      }),
    );
    renderConsole(<EraseForm />, DESK);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'weg@example.com');
    await user.click(screen.getByRole('button', { name: 'Daten löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daten wirklich löschen?' });
    expect(dialog).toHaveTextContent('weg@example.com');
    expect(global.fetch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Gelöscht: 2 E-Mail-Erfassungen, 1 Voranmeldungen, 1 Beratungsanfragen, 1 Newsletter-Anmeldungen, 0 Feedbacks, 1.234 Seitenaufrufe, 1 Downloads.',
    );
    expect(posts()).toEqual([{ url: '/api/admin/erasures', body: { email: 'weg@example.com' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('');
  });
});
