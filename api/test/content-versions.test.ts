import type { ContentVersionList } from 'contracts';
import {
  insertConsoleTestimonial,
  insertRoadmapItem,
  roadmapItemBody,
  testimonialBody,
} from './support/admin-route-examples';
import { createMember, setupConsoleApp, signedIn, type Agent } from './support/console';

/**
 * The editor's version history (issue 41 §4), built once for every content
 * type: each publication stores what it made the record; the list says who,
 * when and which fields changed against the version before; a version can
 * be restored, as a save of the editor's would be (checked, logged).
 */
const ctx = setupConsoleApp({ responseCache: { ttlSeconds: 60 } });
jest.setTimeout(60_000);
let editor: Agent;
let sales: Agent;

beforeAll(async () => {
  editor = await signedIn(
    ctx.app,
    await createMember(ctx.db, 'editor', { username: 'redakteurin' }),
  );
  sales = await signedIn(ctx.app, await createMember(ctx.db, 'sales'));
});

const versionsOf = async (path: string, id: string) => {
  const res = await editor.get(`/api/admin/${path}/${id}/versions`);
  expect(res.status).toBe(200);
  return res.body as ContentVersionList;
};

/** A testimonial in German as insertConsoleTestimonial stores one (country ES), its quote as given. */
const quoted = (quote: string) =>
  testimonialBody({
    language: 'de',
    texts: {
      de: { quote, business: 'Café Lena', industry: 'Gastronomie', location: 'Köln' },
      es: null,
      fr: null,
    },
  });
const stored = { name: 'Marta García', country: 'ES' };

async function save(path: string, id: string, body: Record<string, unknown>) {
  const current = (await editor.get(`/api/admin/${path}/${id}`)).body as { version: number };
  const res = await editor
    .post(`/api/admin/${path}/${id}`)
    .send({ ...body, version: current.version });
  expect(res.status).toBe(200);
}

describe('version history', () => {
  it('keeps every publication with who and which fields changed, newest first', async () => {
    const created = await editor.post('/api/admin/testimonials').send(quoted('Erste Fassung.'));
    expect(created.status).toBe(201);
    const { id } = created.body as { id: string };
    await save('testimonials', id, quoted('Zweite Fassung, schneller.'));
    await save('testimonials', id, { ...quoted('Zweite Fassung, schneller.'), name: 'Lena M.' });

    const { pending, published } = await versionsOf('testimonials', id);
    expect(pending).toBeNull();
    expect(published.map((v) => v.changed)).toEqual([
      ['name'],
      ['texts.de.quote'],
      expect.arrayContaining(['name', 'texts.de.quote', 'active']),
    ]);
    expect(published.every((v) => v.author === 'redakteurin' && v.state === 'published')).toBe(
      true,
    );
    expect(published[1]!.snapshot).toMatchObject({
      texts: { de: { quote: 'Zweite Fassung, schneller.' } },
    });
  });

  it('begins a record stored before it with what it was, so the first change reads as one', async () => {
    const id = await insertConsoleTestimonial(ctx.db, stored);
    await save('testimonials', id, quoted('Neu formuliert.'));
    const { published } = await versionsOf('testimonials', id);
    expect(published).toHaveLength(2);
    expect(published[0]!.changed).toEqual(['texts.de.quote']);
    expect(published[1]!.author).toBeNull();
  });

  it('restores a version as a save: the record, the audit log and the public answer change', async () => {
    const id = await insertConsoleTestimonial(ctx.db, { ...stored, is_active: true });
    const before = (await editor.get(`/api/testimonials?country=ES&language=de`)).body as {
      id: string;
      quote: string;
    }[];
    expect(before.find((t) => t.id === id)?.quote).toBe(
      'Seit der neuen Kasse geht alles schneller.',
    );
    await save('testimonials', id, {
      ...quoted('Ein Tippfehler hier.'),
      country: 'ES',
      active: true,
    });
    const { published } = await versionsOf('testimonials', id);
    const original = published[1]!;

    const res = await editor.post(`/api/admin/testimonials/${id}/versions/${original.id}/restore`);
    expect(res.status).toBe(200);
    const after = res.body as ContentVersionList;
    expect(after.published).toHaveLength(3);
    expect(after.published[0]!.changed).toEqual(['texts.de.quote']);
    const record = (await editor.get(`/api/admin/testimonials/${id}`)).body as {
      texts: { de: { quote: string } };
    };
    expect(record.texts.de.quote).toBe('Seit der neuen Kasse geht alles schneller.');
    const logged = await ctx
      .db('audit_log')
      .where({ action: 'testimonial_updated', target_id: id })
      .orderBy('created_at', 'desc')
      .first();
    expect(JSON.parse(logged.after_json)).toMatchObject({
      texts: { de: { quote: 'Seit der neuen Kasse geht alles schneller.' } },
    });
    const now = (await editor.get(`/api/testimonials?country=ES&language=de`)).body as {
      id: string;
      quote: string;
    }[];
    expect(now.find((t) => t.id === id)?.quote).toBe('Seit der neuen Kasse geht alles schneller.');
  });

  it('works for a type written in a source language (the roadmap), fixed fields left out', async () => {
    const { id } = await insertRoadmapItem(ctx.db);
    await save('roadmap', id, roadmapItemBody);
    const { published } = await versionsOf('roadmap', id);
    expect(published).toHaveLength(2);
    expect(published[0]!.snapshot).not.toHaveProperty('key');
    expect(published[0]!.snapshot).not.toHaveProperty('language');
    const res = await editor.post(`/api/admin/roadmap/${id}/versions/${published[1]!.id}/restore`);
    expect(res.status).toBe(200);
  });

  it('answers 404 for a version of another record, and 403 to a role without the area', async () => {
    const a = await insertConsoleTestimonial(ctx.db);
    const b = await insertConsoleTestimonial(ctx.db);
    await save('testimonials', a, quoted('Nur A.'));
    const [version] = (await versionsOf('testimonials', a)).published;
    const res = await editor.post(`/api/admin/testimonials/${b}/versions/${version!.id}/restore`);
    expect(res.status).toBe(404);
    expect((await sales.get(`/api/admin/testimonials/${a}/versions`)).status).toBe(403);
  });

  it('goes with its record', async () => {
    const id = await insertConsoleTestimonial(ctx.db);
    await save('testimonials', id, quoted('Gleich weg.'));
    expect((await editor.post(`/api/admin/testimonials/${id}/delete`).send({})).status).toBe(200);
    expect(await ctx.db('content_versions').where({ record_id: id })).toHaveLength(0);
  });
});
