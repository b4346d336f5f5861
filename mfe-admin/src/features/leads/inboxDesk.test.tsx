import { screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ContactList, StaffRole, StaffSession } from 'contracts';
import { renderConsole } from '../../testing/renderConsole';
import { sessionQuery } from '../session/useStaffSession';
import { ContactTable } from './ContactTable';
import { loadLeadDesk } from './loadLeadDesk';

describe("the desk's contacts", () => {
  it('lists one row per address with its kinds, linking to the contact through its latest lead', () => {
    const list: ContactList = {
      items: [
        {
          email: 'kundin@example.com',
          leads: 3,
          kinds: { email: 2, payment: 1, contact: 0, newsletter: 0 },
          firstAt: '2026-03-01T08:00:00.000Z',
          lastAt: '2026-03-04T12:00:00.000Z',
          latest: { type: 'payment', id: 'p1' },
        },
      ],
      nextCursor: 'c2',
    };
    renderConsole(<ContactTable list={list} />, {
      path: '/de_DE/admin/leads?view=contacts&q=kundin',
    });
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('E-Mail: 2 · Voranmeldung: 1');
    expect(within(row).getByRole('link', { name: 'kundin@example.com' })).toHaveAttribute(
      'href',
      '/de_DE/admin/leads/payment/p1/contact',
    );
    expect(screen.getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute(
      'href',
      '/de_DE/admin/leads?view=contacts&q=kundin&cursor=c2&page=2',
    );
  });
});

describe("the desk's loader", () => {
  const session = (role: StaffRole): StaffSession => ({
    user: {
      id: 'u1',
      username: 'vertrieb',
      role,
      active: true,
      language: 'de',
      createdAt: '2026-01-01T00:00:00.000Z',
      lastSignInAt: null,
    },
    expiresAt: '2026-01-01T12:00:00.000Z',
  });
  const run = async (url: string, role: StaffRole) => {
    const queryClient = new QueryClient();
    const loaded: string[][] = [];
    const loadWith =
      (paths: (search: URLSearchParams) => string[]) => async (args: { request: Request }) => {
        queryClient.setQueryData(sessionQuery().queryKey, session(role));
        loaded.push(paths(new URL(args.request.url).searchParams));
      };
    const loader = loadLeadDesk(loadWith as never, (search) => [`/api/admin/leads?${search}`]);
    const request = new Request(url);
    try {
      await loader({ request, queryClient, params: {}, locale: {} as never });
    } catch (thrown) {
      return { redirect: (thrown as Response).headers.get('Location'), loaded };
    }
    return { redirect: null, loaded };
  };

  it("opens a sales member's bare desk on their open leads", async () => {
    expect((await run('https://site.example/de_DE/admin/leads', 'sales')).redirect).toBe(
      '/de_DE/admin/leads?assignee=me&status=offen',
    );
  });

  it('keeps an admin on all leads, and a chosen filter (even all) for sales', async () => {
    expect((await run('https://site.example/de_DE/admin/leads', 'admin')).redirect).toBeNull();
    const chosen = await run('https://site.example/de_DE/admin/leads?assignee=&status=', 'sales');
    expect(chosen).toEqual({ redirect: null, loaded: [['/api/admin/leads?assignee=&status=']] });
  });
});
