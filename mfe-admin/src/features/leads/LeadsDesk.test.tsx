import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadList, LeadListItem } from 'contracts';
import { jsonResponse } from 'shared-ui/testing';
import { renderConsole } from '../../testing/renderConsole';
import { EraseForm } from './EraseForm';
import { LeadTable } from './LeadTable';

jest.setTimeout(20_000);

const lead = (extra: Partial<LeadListItem>): LeadListItem => ({
  type: 'payment',
  id: '1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d',
  email: 'kundin@example.com',
  createdAt: '2026-03-05T14:07:00.000Z',
  country: 'ES',
  language: 'es',
  ebookCategory: null,
  ebookId: null,
  ebookTitle: null,
  newsletterOptIn: null,
  provider: 'mollie',
  interestLevel: 'high',
  status: 'neu',
  statusNote: null,
  converted: false,
  convertedAt: null,
  feedbackText: null,
  ...extra,
});

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});
const sent = (index = 0) => {
  const [url, init] = fetchMock.mock.calls[index] as [string, RequestInit];
  return { url, method: init.method, body: JSON.parse(String(init.body)) as unknown };
};

describe('the leads desk', () => {
  it('lists the page with its total, and links the next page with the filter kept', () => {
    const list: LeadList = {
      items: [
        lead({}),
        lead({
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

  it("saves a pre-registration's status with a note", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, lead({ status: 'gewonnen' })));
    renderConsole(<LeadTable list={{ items: [lead({})], total: 1, nextCursor: null }} />);
    const user = userEvent.setup();
    await user.click(screen.getByText('Status ändern'));
    const row = screen.getAllByRole('row')[1]!;
    await user.selectOptions(within(row).getByLabelText('Status'), 'gewonnen');
    await user.type(within(row).getByLabelText('Notiz'), 'Vertrag unterschrieben');
    await user.click(within(row).getByRole('button', { name: 'Speichern' }));
    expect(await within(row).findByText('Status gespeichert')).toBeVisible();
    expect(sent()).toEqual({
      url: '/api/admin/leads/payment/1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d/status',
      method: 'POST',
      body: { status: 'gewonnen', note: 'Vertrag unterschrieben' },
    });
  });

  it("says the API's refusal in the staff member's language", async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { message: 'Voranmeldung nicht gefunden' }));
    renderConsole(<LeadTable list={{ items: [lead({})], total: 1, nextCursor: null }} />, {
      path: '/es_DE/admin/leads',
      language: 'es',
    });
    const user = userEvent.setup();
    await user.click(screen.getByText('Cambiar estado'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Prerregistro no encontrado');
  });

  it("erases an address only after the confirmation: 'Daten löschen'", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        deleted: { emailCaptures: 2, paymentLeads: 1, feedback: 0, pageViews: 5, downloads: 1 },
        suppressed: true,
      }),
    );
    renderConsole(<EraseForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'weg@example.com');
    await user.click(screen.getByRole('button', { name: 'Daten löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daten wirklich löschen?' });
    expect(dialog).toHaveTextContent('weg@example.com');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Gelöscht: 2 E-Mail-Erfassungen, 1 Voranmeldungen, 0 Feedbacks, 5 Seitenaufrufe, 1 Downloads.',
    );
    expect(sent()).toEqual({
      url: '/api/admin/erasures',
      method: 'POST',
      body: { email: 'weg@example.com' },
    });
  });
});
