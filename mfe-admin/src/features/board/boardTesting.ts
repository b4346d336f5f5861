import type { AdminRoadmapItem, ModeratedEntry, StaffSession } from 'contracts';
import { jsonResponse } from 'shared-ui/testing';

/** Test data and a fake console API for the board's pages. */
export const entry = (extra: Partial<ModeratedEntry> = {}): ModeratedEntry => ({
  id: '6f1d2c3b-4a5e-4f60-8a1b-2c3d4e5f6a7b',
  state: 'pending',
  title: null,
  originalText: 'Bitte eine Online-Terminbuchung für Friseure, ruft mich an: 0171 1234567',
  redactedText: null,
  status: 'open',
  votes: 0,
  roadmapItem: null,
  rejectReason: null,
  mergedIntoId: null,
  createdAt: '2026-03-05T14:07:00.000Z',
  country: 'ES',
  language: 'es',
  ...extra,
});

export const editorSession: StaffSession = {
  user: {
    id: '7d0c2c8e-0d5e-4b8e-9a57-1c2b3d4e5f60',
    username: 'rita',
    role: 'editor',
    active: true,
    language: 'de',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastSignInAt: null,
  },
  expiresAt: '2026-01-01T12:00:00.000Z',
};

export type Post = { url: string; body: unknown };

/**
 * The API for a board page: `read(url)` answers each GET (the session is
 * the editor's), `write(post)` each POST; the posts are recorded.
 */
export function mockBoardApi({
  read,
  write = () => jsonResponse(200, {}),
}: {
  read: (url: string) => Response | undefined;
  write?: (post: Post) => Response;
}) {
  const posts: Post[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const post = { url, body: JSON.parse(String(init.body)) as unknown };
      posts.push(post);
      return write(post);
    }
    if (url === '/api/admin/session') return jsonResponse(200, editorSession);
    if (url === '/api/admin/roadmap') return jsonResponse(200, roadmapItems);
    return read(url) ?? jsonResponse(404, { message: 'Nicht gefunden' });
  }) as unknown as typeof fetch;
  return posts;
}

export const page = (items: ModeratedEntry[]) => ({
  items,
  total: items.length,
  nextCursor: null,
});

const roadmapItem = (key: string, title: string, active = true): AdminRoadmapItem => ({
  id: `00000000-0000-4000-8000-${key.padStart(12, '0').slice(-12)}`,
  key,
  date: '2027-01-01',
  precision: 'quarter',
  status: 'planned',
  gradientType: 'orange-pink',
  order: 0,
  active,
  texts: { de: { title, description: 'Was kommt.' }, es: null, fr: null },
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** The roadmap's items (GET /api/admin/roadmap): what an entry's link chooses from, by title. */
export const roadmapItems: AdminRoadmapItem[] = [
  roadmapItem('posts', 'Fertige Social-Media-Posts'),
  roadmapItem('websites', 'Einfache Websites'),
  roadmapItem('kassenbuch', 'Digitales Kassenbuch'),
  roadmapItem('fax', 'Fax-Versand', false),
];
