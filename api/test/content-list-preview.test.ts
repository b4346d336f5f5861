import {
  insertConsoleTestimonial,
  insertKnowledgeEntry,
  insertRoadmapItem,
} from './support/admin-route-examples';
import { createMember, HOUR, setupConsoleApp, signedIn, type Agent } from './support/console';

/**
 * The preview of records without a page of their own (issue 20, item 4):
 * testimonials, FAQs, glossary terms and roadmap items are previewed on
 * the list they appear on. The console's detail carries the signed token;
 * the list's `/preview` sibling answers the list as the public sees it plus
 * that record, active or not, marked `preview: true` — never cached, never
 * indexed. A forged, tampered, expired or other kind's token is a 404, and
 * so is a record this list would not show (another country or topic).
 */
const ctx = setupConsoleApp({ responseCache: { ttlSeconds: 60 } });
jest.setTimeout(60_000);
let editor: Agent;

interface ListKind {
  /** The console API's path (the detail below it by id). */
  admin: string;
  /** The public list (its /preview sibling takes the same query). */
  list: string;
  /** Its query where the inserted record belongs. */
  query: string;
  /** Its query where it does not (another country, topic), if the list has one. */
  elsewhere?: string;
  /** An inactive record of the kind: its id, and what the public answer names it by. */
  insert(): Promise<{ id: string; field: string; value: string }>;
}

const KINDS: Record<string, ListKind> = {
  testimonial: {
    admin: '/api/admin/testimonials',
    list: '/api/testimonials',
    query: 'country=DE&language=de',
    elsewhere: 'country=ES&language=de',
    insert: async () => {
      const id = await insertConsoleTestimonial(ctx.db);
      return { id, field: 'id', value: id };
    },
  },
  faq: {
    admin: '/api/admin/faqs',
    list: '/api/faqs',
    query: 'country=ES&category=verifactu&language=de',
    elsewhere: 'country=ES&category=andere&language=de',
    insert: async () => {
      const id = await insertKnowledgeEntry(ctx.db, 'faqs', {
        country: 'ES',
        category: 'verifactu',
        is_active: false,
      });
      return { id, field: 'id', value: id };
    },
  },
  glossary: {
    admin: '/api/admin/glossary',
    list: '/api/glossary',
    query: 'country=ES&context=verifactu&language=de',
    elsewhere: 'country=DE&context=verifactu&language=de',
    insert: async () => {
      const id = await insertKnowledgeEntry(ctx.db, 'glossary', {
        country: 'ES',
        context: 'verifactu',
        is_active: false,
      });
      return { id, field: 'id', value: id };
    },
  },
  roadmap: {
    admin: '/api/admin/roadmap',
    list: '/api/roadmap',
    query: 'language=es',
    insert: async () => {
      const { id, key } = await insertRoadmapItem(ctx.db, { is_active: false });
      return { id, field: 'key', value: key };
    },
  },
};

const tokenOf = async (kind: ListKind, id: string) => {
  const res = await editor.get(`${kind.admin}/${id}`);
  expect(res.status).toBe(200);
  return res.body.preview as { token: string; expiresAt: string };
};

const preview = (kind: ListKind, token: string, query = kind.query) =>
  editor.get(`${kind.list}/preview?token=${encodeURIComponent(token)}&${query}`);

type Listed = Record<string, unknown>;
const named = (items: Listed[], field: string, value: string) =>
  items.filter((item) => item[field] === value);

describe.each(Object.entries(KINDS))('%s preview', (name, kind) => {
  // Signed in per kind: the hour each kind's last test lets pass ends a session.
  beforeAll(async () => {
    editor = await signedIn(ctx.app, await createMember(ctx.db, 'editor'));
  });

  it('the console hands out a token good for an hour', async () => {
    const { id } = await kind.insert();
    const grant = await tokenOf(kind, id);
    expect(grant.token).toEqual(expect.any(String));
    expect(Date.parse(grant.expiresAt) - ctx.clock.now().getTime()).toBe(HOUR);
  });

  it('lists the inactive record, marked, for its token only; never cached, never indexed', async () => {
    // The public list is cached first: the preview must neither read nor fill that entry.
    const publicList = `${kind.list}?${kind.query}`;
    expect((await editor.get(publicList)).status).toBe(200);
    const { id, field, value } = await kind.insert();
    const { token } = await tokenOf(kind, id);

    const res = await preview(kind, token);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    const items = res.body as Listed[];
    expect(named(items, field, value)).toEqual([expect.objectContaining({ preview: true })]);
    // Only that one is marked; the active ones are there as the public sees them.
    expect(items.filter((item) => item.preview)).toHaveLength(1);
    const shown = (await editor.get(publicList)).body as Listed[];
    expect(items.length).toBe(shown.length + 1);

    // Without the token it does not exist, and the public answer has no mark.
    expect(named(shown, field, value)).toEqual([]);
    expect(shown.some((item) => 'preview' in item)).toBe(false);
  });

  it('refuses forged, tampered and other kinds’ tokens with 404', async () => {
    const { id } = await kind.insert();
    const { token } = await tokenOf(kind, id);
    const [, expires, signature = ''] = token.split('.');
    const forged = `${id}.${Number(expires) + 60_000}.${signature}`;
    // A signature changed in its first character (the last may only carry padding bits).
    const tampered = `${id}.${expires}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const bad of [forged, tampered, `${id}.1.x`, 'kein-token']) {
      const refused = await preview(kind, bad);
      expect(refused.status).toBe(404);
      expect(refused.headers['cache-control']).toBe('no-store');
    }
    // Its token opens no other kind's list.
    for (const [otherName, other] of Object.entries(KINDS)) {
      if (otherName === name) continue;
      expect((await preview(other, token)).status).toBe(404);
    }
    // On a list that would not show it (another country, topic), it is no preview either.
    if (kind.elsewhere) expect((await preview(kind, token, kind.elsewhere)).status).toBe(404);
    expect((await preview(kind, token)).status).toBe(200);
  });

  it('a token stops working after an hour', async () => {
    const { id } = await kind.insert();
    const { token } = await tokenOf(kind, id);
    ctx.clock.advance(HOUR - 1000);
    expect((await preview(kind, token)).status).toBe(200);
    ctx.clock.advance(1000);
    expect((await preview(kind, token)).status).toBe(404);
  });
});
