import { screen, within } from '@testing-library/react';
import type { AuditEntry, StaffSession, StaffUser } from 'contracts/admin';
import { jsonResponse } from 'shared-ui/testing';
import { renderConsole } from '../../testing/renderConsole';
import { AuditPage } from './AuditPage';

jest.setTimeout(20_000);

const member = (id: string, username: string): StaffUser => ({
  id,
  username,
  role: 'editor',
  active: true,
  language: 'de',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSignInAt: null,
});
const admin = member('7d0c2c8e-0d5e-4b8e-9a57-1c2b3d4e5f60', 'anna');
const editor = member('2f6a7c1e-3b4d-4e5f-8a9b-0c1d2e3f4a5b', 'ben');
const session: StaffSession = {
  user: { ...admin, role: 'admin' },
  expiresAt: '2026-01-01T12:00:00.000Z',
};

const updated: AuditEntry = {
  id: 'e1',
  createdAt: '2026-04-05T10:01:00.000Z',
  action: 'testimonial_updated',
  actorKind: 'staff',
  actorId: editor.id,
  actorName: 'ben',
  targetType: 'testimonial',
  targetId: 't1',
  before: { texts: { es: { quote: 'Tengo más clientes.', location: 'Valencia' } } },
  after: { texts: { es: { quote: 'Tengo muchos más clientes.', location: 'Valencia' } } },
  ip: '203.0.113.9',
};

/** The console API: the session, the staff, and the log's answer to each URL asked. */
function mockApi(answer: (url: string) => Response) {
  const asked: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    if (url === '/api/admin/session') return jsonResponse(200, session);
    if (url === '/api/admin/users') return jsonResponse(200, [admin, editor]);
    asked.push(url);
    return answer(url);
  }) as unknown as typeof fetch;
  return asked;
}

const page = (query = '') => ({ path: `/de_DE/admin/audit${query}`, routeId: 'admin.audit' });

describe('the audit log page', () => {
  it('asks for the filters in the URL and shows a change as its fields, named as the console names them', async () => {
    const asked = mockApi(() => jsonResponse(200, { items: [updated], nextCursor: null }));
    renderConsole(<AuditPage />, page(`?actorId=${editor.id}&targetType=testimonial&action=`));
    const row = (await screen.findByText('Zitat (Español)')).closest('tr')!;
    expect(asked).toEqual([`/api/admin/audit?actorId=${editor.id}&targetType=testimonial`]);
    expect(within(row).getByText('Kundenstimme geändert')).toBeVisible();
    expect(row.querySelector('td[data-label="Datensatz"]')).toHaveTextContent('Kundenstimme t1');
    expect(within(row).queryByText(/Ort/)).toBeNull();
    expect(row.querySelector('ins')?.textContent).toBe('[hinzugefügt: muchos ]');

    const filters = screen.getByRole('search', { name: 'Audit-Log filtern' });
    expect(within(filters).getByLabelText('Person')).toHaveValue(editor.id);
    expect(within(filters).getByLabelText('Art des Datensatzes')).toHaveValue('testimonial');
    expect(within(filters).getByRole('link', { name: 'CSV exportieren' })).toHaveAttribute(
      'href',
      `/api/admin/audit/export.csv?actorId=${editor.id}&targetType=testimonial`,
    );
  });

  it('says a refused filter in the member’s words, the form still there to fix it', async () => {
    mockApi(() => jsonResponse(400, { message: 'Unbekannte Art von Datensatz' }));
    renderConsole(<AuditPage />, page('?targetType=kunde'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Diesen Filter gibt es nicht: Wähle Person, Aktion und Art des Datensatzes aus den Listen, die Tage im Kalender.',
    );
    expect(screen.getByRole('search', { name: 'Audit-Log filtern' })).toBeVisible();
  });
});
