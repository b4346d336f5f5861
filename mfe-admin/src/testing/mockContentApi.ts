import type { StaffRole, StaffSession } from 'contracts';
import { jsonResponse } from 'shared-ui/testing';

/** A staff member's session in the role. */
export const staffSession = (role: StaffRole): StaffSession => ({
  user: {
    id: '7d0c2c8e-0d5e-4b8e-9a57-1c2b3d4e5f60',
    username: 'rita',
    role,
    active: true,
    language: 'de',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastSignInAt: null,
  },
  expiresAt: '2026-01-01T12:00:00.000Z',
});

/**
 * The console API of a content type's page (`path`, its collection): a
 * session in the role (sales are refused the rest), the list of the one
 * record, the record itself, its versions, and what a write answers (the record, unless
 * told). Answers the posts sent, in order.
 */
export function mockContentApi(
  role: StaffRole,
  path: string,
  record: { id: string },
  write: (url: string) => Response = () => jsonResponse(200, record),
  versions: unknown = { pending: null, published: [] },
) {
  const posts: { url: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return write(url);
    }
    if (url === '/api/admin/session') return jsonResponse(200, staffSession(role));
    if (role === 'sales') return jsonResponse(403, { message: 'Keine Berechtigung' });
    if (url === path || url.startsWith(`${path}?`)) return jsonResponse(200, [record]);
    if (url === `${path}/${record.id}`) return jsonResponse(200, record);
    if (url === `${path}/${record.id}/versions`) return jsonResponse(200, versions);
    throw new Error(`unexpected GET ${url}`);
  }) as unknown as typeof fetch;
  return posts;
}
