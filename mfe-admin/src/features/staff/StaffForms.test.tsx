import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffUser } from 'contracts';
import { jsonResponse } from 'shared-ui/testing';
import { renderConsole } from '../../testing/renderConsole';
import { CreateStaffForm } from './CreateStaffForm';
import { StaffActions } from './StaffActions';

jest.setTimeout(20_000);

const member: StaffUser = {
  id: '5f1e2d3c-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  username: 'ben',
  role: 'admin',
  active: true,
  language: 'de',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSignInAt: null,
};

/** The API: each write answers `answer(path)`; the page's reads after a post are not this test's. */
function mockApi(answer: (url: string) => Response) {
  const posts: { url: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method !== 'POST') return jsonResponse(401, { message: 'Nicht angemeldet' });
    posts.push({ url, body: JSON.parse(String(init.body)) });
    return answer(url);
  }) as unknown as typeof fetch;
  return posts;
}
const STAFF = { path: '/de_DE/admin/staff', routeId: 'admin.staff' };

describe('the staff forms', () => {
  it('create a member and name them; the form empties', async () => {
    const posts = mockApi(() => jsonResponse(201, member));
    renderConsole(<CreateStaffForm />, STAFF);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Benutzername'), 'Neu.Person');
    await user.selectOptions(screen.getByLabelText('Rolle'), 'editor');
    await user.type(screen.getByLabelText('Passwort'), 'eine lange sichere phrase');
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByRole('status')).toHaveTextContent('neu.person wurde angelegt.');
    expect(screen.getByLabelText('Benutzername')).toHaveValue('');
    expect(posts).toEqual([
      {
        url: '/api/admin/users',
        body: { username: 'Neu.Person', role: 'editor', password: 'eine lange sichere phrase' },
      },
    ]);
  });

  it("say the API's refusal at the form that was sent, and what another one did at it", async () => {
    mockApi((url) =>
      url.endsWith('/role')
        ? jsonResponse(409, {
            message: 'Der letzte aktive Admin kann weder deaktiviert noch herabgestuft werden',
          })
        : jsonResponse(200, member),
    );
    const { container } = renderConsole(<StaffActions user={member} self={false} />, STAFF);
    const user = userEvent.setup();
    await user.click(screen.getByText('ben ändern'));
    const roleForm = container.querySelector('form')!;
    await user.selectOptions(screen.getByLabelText('Rolle'), 'sales');
    await user.click(screen.getByRole('button', { name: 'Rolle ändern' }));
    expect(await within(roleForm).findByRole('alert')).toHaveTextContent(
      'Der letzte aktive Admin kann weder deaktiviert noch herabgestuft werden',
    );
    await user.type(screen.getByLabelText('Neues Passwort'), 'noch eine lange phrase');
    await user.click(screen.getByRole('button', { name: 'Passwort zurücksetzen' }));
    // Its own message; the refusal stays at the role's form.
    expect(await screen.findByRole('status')).toHaveTextContent('Passwort von ben zurückgesetzt.');
    expect(screen.getByLabelText('Neues Passwort')).toHaveValue('');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
