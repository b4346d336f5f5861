import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffRole, StaffSession } from 'contracts';
import { jsonResponse } from 'shared-ui/testing';
import { renderConsole } from '../../testing/renderConsole';
import { ConsoleFrame } from './ConsoleFrame';

const session = (role: StaffRole, language: 'de' | 'es' = 'de'): StaffSession => ({
  user: {
    id: '7d0c2c8e-0d5e-4b8e-9a57-1c2b3d4e5f60',
    username: 'anna',
    role,
    active: true,
    language,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastSignInAt: null,
  },
  expiresAt: '2026-01-01T12:00:00.000Z',
});

/** The API as the console sees it: a session (or none) and what sign-in answers. */
function mockApi({ signedIn, signIn }: { signedIn?: StaffSession; signIn?: () => Response }) {
  let current = signedIn;
  const calls: { method: string; url: string; body?: unknown }[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/admin/session')
      return current
        ? jsonResponse(200, current)
        : jsonResponse(401, { message: 'Nicht angemeldet' });
    if (url === '/api/admin/sign-in') {
      const answer = signIn?.() ?? jsonResponse(401, { message: 'x' });
      if (answer.ok) current = (await answer.json()) as StaffSession;
      return answer;
    }
    if (url === '/api/admin/sign-out') {
      current = undefined;
      return jsonResponse(200, { signedOut: true });
    }
    if (url === '/api/admin/me/language' && current) {
      const { language } = JSON.parse(String(init?.body)) as { language: 'de' | 'es' };
      current = { ...current, user: { ...current.user, language } };
      return jsonResponse(200, current.user);
    }
    return jsonResponse(404, { message: 'Nicht gefunden' });
  }) as unknown as typeof fetch;
  return calls;
}

const page = (
  <ConsoleFrame page="staff">{(current) => <p>Liste für {current.user.username}</p>}</ConsoleFrame>
);
const STAFF_PAGE = { path: '/de_DE/admin/staff', routeId: 'admin.staff' };

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Benutzername'), username);
  await user.type(screen.getByLabelText('Passwort'), password);
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
}

// Typing with user-event is slow on a busy machine.
jest.setTimeout(20_000);

describe('a console page', () => {
  it('shows the sign-in without a session, and one message for a wrong password', async () => {
    const calls = mockApi({
      signIn: () => jsonResponse(401, { message: 'Benutzername oder Passwort falsch' }),
    });
    renderConsole(page, STAFF_PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await signIn('anna', 'falsches passwort');
    expect(await screen.findByRole('alert')).toHaveTextContent('Benutzername oder Passwort falsch');
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/admin/sign-in',
      body: { username: 'anna', password: 'falsches passwort' },
    });
    expect(screen.queryByText(/Liste für/)).not.toBeInTheDocument();
  });

  it('shows the page once signed in, with the console navigation for the role', async () => {
    mockApi({ signIn: () => jsonResponse(200, session('admin')) });
    renderConsole(page, STAFF_PAGE);
    await signIn('anna', 'richtiges passwort lang');
    expect(await screen.findByText('Liste für anna')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Konsole' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Zahlen',
      'Leads',
      'Kampagnen',
      'Web Vitals',
      'Moderation',
      'Ideen-Board',
      'E-Books',
      'Produkte',
      'Kundenstimmen',
      'FAQs',
      'Glossar',
      'Ausblick',
      'Suchbegriffe ohne Treffer',
      'Tracking-Pixel',
      'Weiterleitung',
      'Zustellungen',
      'Mitarbeitende',
      'Audit-Log',
    ]);
    // Each group is a list named after it, so a screen reader says where a link belongs.
    expect(
      within(within(nav).getByRole('list', { name: 'Inhalte' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'E-Books',
      'Produkte',
      'Kundenstimmen',
      'FAQs',
      'Glossar',
      'Ausblick',
      'Suchbegriffe ohne Treffer',
    ]);
    expect(
      within(within(nav).getByRole('list', { name: 'Verwaltung' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tracking-Pixel', 'Weiterleitung', 'Zustellungen', 'Mitarbeitende', 'Audit-Log']);
    expect(within(nav).getByRole('link', { name: 'Mitarbeitende' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens in the remembered language of the member who signs in', async () => {
    mockApi({ signIn: () => jsonResponse(200, session('admin', 'es')) });
    const { router } = renderConsole(page, { ...STAFF_PAGE, path: '/de_DE/admin/staff?x=1' });
    await signIn('anna', 'richtiges passwort lang');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es_DE/admin/staff'));
    expect(router.state.location.search).toBe('?x=1');
  });

  it('tells a role without the right so, and shows nothing of the page', async () => {
    mockApi({ signedIn: session('sales') });
    renderConsole(page, STAFF_PAGE);
    expect(await screen.findByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
    expect(screen.queryByText(/Liste für/)).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Konsole' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Zahlen', 'Leads', 'Kampagnen']);
  });

  it("links the board's moderation, the roadmap, FAQs and glossary for an editor, never for sales", async () => {
    mockApi({ signedIn: session('editor') });
    renderConsole(<ConsoleFrame page="board">{() => <p>Warteschlange</p>}</ConsoleFrame>, {
      path: '/de_DE/admin/board',
      routeId: 'admin.board',
    });
    expect(await screen.findByText('Warteschlange')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Konsole' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Zahlen',
      'Moderation',
      'Ideen-Board',
      'E-Books',
      'Produkte',
      'Kundenstimmen',
      'FAQs',
      'Glossar',
      'Ausblick',
      'Suchbegriffe ohne Treffer',
    ]);
    // No 'Verwaltung' group: none of its pages is open to an editor.
    expect(within(nav).queryByRole('list', { name: 'Verwaltung' })).not.toBeInTheDocument();
  });

  it('shows sales "no right" on the board pages, and nothing of them', async () => {
    mockApi({ signedIn: session('sales') });
    renderConsole(<ConsoleFrame page="boardEntry">{() => <p>Eine Idee</p>}</ConsoleFrame>, {
      path: '/de_DE/admin/board/entries/x',
      routeId: 'admin.boardEntry',
    });
    expect(await screen.findByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
    expect(screen.queryByText('Eine Idee')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Moderation|Ideen-Board/ })).not.toBeInTheDocument();
  });

  it("signs out with 'Abmelden' and shows the sign-in again", async () => {
    const calls = mockApi({ signedIn: session('admin') });
    renderConsole(page, STAFF_PAGE);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(screen.getByLabelText('Benutzername')).toBeVisible());
    expect(screen.queryByText(/Liste für/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/admin/sign-out')).toBe(
      true,
    );
  });

  it('switches to the language chosen, and remembers it', async () => {
    const calls = mockApi({ signedIn: session('admin') });
    const { router } = renderConsole(page, { ...STAFF_PAGE, path: '/de_DE/admin/staff?x=1' });
    await userEvent.setup().selectOptions(await screen.findByLabelText('Sprache'), 'es');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es_DE/admin/staff'));
    expect(router.state.location.search).toBe('?x=1');
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/admin/me/language',
      body: { language: 'es' },
    });
  });
});
