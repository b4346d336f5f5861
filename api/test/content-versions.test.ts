import type { ContentVersionList } from 'contracts';
import request from 'supertest';
import { createApp, publishDueContent } from '../src/app';
import { toDbTimestamp } from '../src/data/rows';
import {
  insertContentVersion,
  insertConsoleProduct,
  insertConsoleTestimonial,
  insertRoadmapItem,
  productBody,
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

/** The public success stories in Spain, German texts: quote by id (served from the response cache). */
const publicQuotes = async () =>
  Object.fromEntries(
    (
      (await editor.get('/api/testimonials?country=ES&language=de')).body as {
        id: string;
        quote: string;
      }[]
    ).map((t) => [t.id, t.quote]),
  );

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

  it('restores a version into the draft; published, the record, the log and the public answer change', async () => {
    const id = await insertConsoleTestimonial(ctx.db, { ...stored, is_active: true });
    const live = (await publicQuotes())[id];
    expect(live).toBe('Seit der neuen Kasse geht alles schneller.');
    await save('testimonials', id, { ...quoted('Ein Tippfehler hier.'), active: true });
    expect((await publicQuotes())[id]).toBe('Ein Tippfehler hier.');
    const { published } = await versionsOf('testimonials', id);
    const original = published[1]!;

    const res = await editor.post(`/api/admin/testimonials/${id}/versions/${original.id}/restore`);
    expect(res.status).toBe(200);
    const restored = res.body as ContentVersionList;
    expect(restored.pending).toMatchObject({ state: 'draft', changed: ['texts.de.quote'] });
    // A draft: the site still shows what is live.
    expect((await publicQuotes())[id]).toBe('Ein Tippfehler hier.');

    // Later than the save: the log's newest entry is the publication's (the test clock stands still).
    ctx.clock.advance(1000);
    const publish = await editor.post(`/api/admin/testimonials/${id}/publish`).send({});
    expect(publish.status).toBe(200);
    const after = publish.body as ContentVersionList;
    expect(after.pending).toBeNull();
    expect(after.published).toHaveLength(3);
    expect(after.published[0]!.changed).toEqual(['texts.de.quote']);
    const logged = await ctx
      .db('audit_log')
      .where({ action: 'testimonial_updated', target_id: id })
      .orderBy('created_at', 'desc')
      .first();
    expect(JSON.parse(logged.after_json)).toMatchObject({
      texts: { de: { quote: live } },
    });
    expect((await publicQuotes())[id]).toBe(live);
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
    expect((res.body as ContentVersionList).pending?.state).toBe('draft');
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

const currentVersion = async (id: string) =>
  ((await editor.get(`/api/admin/testimonials/${id}`)).body as { version: number }).version;

const draft = async (id: string, quote: string, version?: number) =>
  editor
    .post(`/api/admin/testimonials/${id}/draft`)
    .send({ ...quoted(quote), active: true, version: version ?? (await currentVersion(id)) });

describe('drafts', () => {
  it('keep an edit off the site until it is published, then through the update path', async () => {
    const id = await insertConsoleTestimonial(ctx.db, { ...stored, is_active: true });
    await publicQuotes();
    const saved = await draft(id, 'Noch nicht öffentlich.');
    expect(saved.status).toBe(200);
    expect((saved.body as ContentVersionList).pending).toMatchObject({
      state: 'draft',
      author: 'redakteurin',
      changed: ['texts.de.quote'],
    });
    expect((await publicQuotes())[id]).toBe('Seit der neuen Kasse geht alles schneller.');
    // The console's record is the live one; the draft replaces itself.
    expect(await currentVersion(id)).toBe(1);
    expect((await draft(id, 'Jetzt richtig formuliert.')).status).toBe(200);
    expect(await ctx.db('content_versions').where({ record_id: id, state: 'draft' })).toHaveLength(
      1,
    );

    expect((await editor.post(`/api/admin/testimonials/${id}/publish`).send({})).status).toBe(200);
    expect((await publicQuotes())[id]).toBe('Jetzt richtig formuliert.');
    expect(await currentVersion(id)).toBe(2);
    const audit = await ctx.db('audit_log').where({ action: 'testimonial_updated', target_id: id });
    expect(audit).toHaveLength(1);
  });

  it('refuse a draft of a record changed meanwhile (409), and publishing without one (409)', async () => {
    const id = await insertConsoleTestimonial(ctx.db, stored);
    await save('testimonials', id, quoted('Schon geändert.'));
    expect((await draft(id, 'Veraltet.', 1)).status).toBe(409);
    const res = await editor.post(`/api/admin/testimonials/${id}/publish`).send({});
    expect(res.status).toBe(409);
  });

  it('are discarded on request, and by a save that publishes directly', async () => {
    const id = await insertConsoleTestimonial(ctx.db, stored);
    await draft(id, 'Verworfen.');
    const discarded = await editor.post(`/api/admin/testimonials/${id}/draft/delete`).send({});
    expect((discarded.body as ContentVersionList).pending).toBeNull();
    await draft(id, 'Überholt.');
    await save('testimonials', id, quoted('Direkt veröffentlicht.'));
    expect((await versionsOf('testimonials', id)).pending).toBeNull();
  });
});

describe('the audit log', () => {
  const logOf = async (id: string) =>
    (
      (await ctx.db('audit_log').where({ target_id: id }).orderBy('created_at')) as {
        action: string;
        target_type: string;
        actor_name: string;
        before_json: string | null;
        after_json: string | null;
      }[]
    ).map((row) => ({
      action: row.action,
      targetType: row.target_type,
      actor: row.actor_name,
      before: JSON.parse(row.before_json ?? 'null') as unknown,
      after: JSON.parse(row.after_json ?? 'null') as unknown,
    }));
  const quoteOf = (quote: string) => ({ texts: { de: { quote } } });

  it('records a draft saved, discarded and a version restored into it, with the fields it changes', async () => {
    const id = await insertConsoleTestimonial(ctx.db, { ...stored, is_active: true });
    await save('testimonials', id, { ...quoted('Veröffentlicht.'), active: true });
    ctx.clock.advance(1000);
    await draft(id, 'Ein Entwurf.');
    ctx.clock.advance(1000);
    await editor.post(`/api/admin/testimonials/${id}/draft/delete`).send({});
    // Nothing to discard: nothing logged.
    await editor.post(`/api/admin/testimonials/${id}/draft/delete`).send({});
    const { published } = await versionsOf('testimonials', id);
    ctx.clock.advance(1000);
    await editor.post(`/api/admin/testimonials/${id}/versions/${published[1]!.id}/restore`);

    const original = 'Seit der neuen Kasse geht alles schneller.';
    expect((await logOf(id)).slice(1)).toMatchObject([
      {
        action: 'testimonial_draft_saved',
        targetType: 'testimonial',
        actor: 'redakteurin',
        before: quoteOf('Veröffentlicht.'),
        after: quoteOf('Ein Entwurf.'),
      },
      {
        action: 'testimonial_draft_discarded',
        targetType: 'testimonial',
        actor: 'redakteurin',
        before: quoteOf('Veröffentlicht.'),
        after: quoteOf('Ein Entwurf.'),
      },
      {
        action: 'testimonial_version_restored',
        targetType: 'testimonial',
        actor: 'redakteurin',
        before: quoteOf('Veröffentlicht.'),
        after: quoteOf(original),
      },
    ]);
  });
});

describe("the type's list", () => {
  const pendingOf = async (id: string) =>
    (
      (await editor.get('/api/admin/testimonials')).body as {
        id: string;
        pending: unknown;
      }[]
    ).find((record) => record.id === id)?.pending;

  it("says each record's pending edit: a draft, or when it goes live", async () => {
    const id = await insertConsoleTestimonial(ctx.db, stored);
    expect(await pendingOf(id)).toBeNull();
    await draft(id, 'Ein Entwurf.');
    expect(await pendingOf(id)).toEqual({ state: 'draft', publishAt: null });
    await editor
      .post(`/api/admin/testimonials/${id}/publish`)
      .send({ publishAt: '2026-03-10T10:30' });
    expect(await pendingOf(id)).toEqual({
      state: 'scheduled',
      publishAt: '2026-03-10T09:30:00.000Z',
    });
    await editor.post(`/api/admin/testimonials/${id}/draft/delete`).send({});
    expect(await pendingOf(id)).toBeNull();
  });
});

describe('scheduled publication', () => {
  // TestClock: 2026-03-10T09:00Z is 10:00 in Berlin (winter time).
  it('takes a Berlin time in the future only (a malformed one: 400; none such or past: 409)', async () => {
    const id = await insertConsoleTestimonial(ctx.db, stored);
    await draft(id, 'Später.');
    const at = (publishAt: string) =>
      editor.post(`/api/admin/testimonials/${id}/publish`).send({ publishAt });
    const past = await at('2026-03-10T09:59');
    expect(past.status).toBe(409);
    expect(past.body.fields).toEqual({ publishAt: 'Der Zeitpunkt muss in der Zukunft liegen' });
    expect((await at('morgen früh')).status).toBe(400);
    expect((await at('2026-02-30T10:00')).status).toBe(409);
    const res = await at('2026-03-10T10:30');
    expect(res.status).toBe(200);
    expect((res.body as ContentVersionList).pending).toMatchObject({
      state: 'scheduled',
      publishAt: '2026-03-10T09:30:00.000Z',
    });
  });

  it('is logged with who set which time, a changed time with the one before', async () => {
    const id = await insertConsoleTestimonial(ctx.db, stored);
    await draft(id, 'Geplant.');
    const at = (publishAt: string) =>
      editor.post(`/api/admin/testimonials/${id}/publish`).send({ publishAt });
    expect((await at('2026-03-10T11:00')).status).toBe(200);
    ctx.clock.advance(1000);
    expect((await at('2026-03-11T08:15')).status).toBe(200);
    const logged = await ctx
      .db('audit_log')
      .where({ action: 'testimonial_publication_scheduled', target_id: id })
      .orderBy('created_at');
    expect(
      logged.map((row: { actor_name: string; before_json: string; after_json: string }) => ({
        actor: row.actor_name,
        before: JSON.parse(row.before_json) as unknown,
        after: JSON.parse(row.after_json) as unknown,
      })),
    ).toEqual([
      {
        actor: 'redakteurin',
        before: { publishAt: null },
        after: { publishAt: '2026-03-10T10:00:00.000Z' },
      },
      {
        actor: 'redakteurin',
        before: { publishAt: '2026-03-10T10:00:00.000Z' },
        after: { publishAt: '2026-03-11T07:15:00.000Z' },
      },
    ]);
  });

  it('is applied once when due, by exactly one of two instances on one database', async () => {
    const id = await insertConsoleTestimonial(ctx.db, { ...stored, is_active: true });
    await draft(id, 'Pünktlich veröffentlicht.');
    const res = await editor
      .post(`/api/admin/testimonials/${id}/publish`)
      .send({ publishAt: '2026-03-10T10:05' });
    expect(res.status).toBe(200);
    const instances = [0, 1].map(() =>
      createApp({ db: ctx.db, rateLimit: false, admin: { clock: ctx.clock.now } }),
    );
    const quoteOn = async (app: (typeof instances)[number]) =>
      (
        (await request(app).get('/api/testimonials?country=ES&language=de')).body as {
          id: string;
          quote: string;
        }[]
      ).find((t) => t.id === id)?.quote;
    // Not yet due: nothing happens; the public answers are cached meanwhile.
    expect(await Promise.all(instances.map(publishDueContent))).toEqual([0, 0]);
    for (const app of instances)
      expect(await quoteOn(app)).toBe('Seit der neuen Kasse geht alles schneller.');

    ctx.clock.advance(6 * 60_000);
    const applied = await Promise.all(instances.map(publishDueContent));
    expect(applied.reduce((a, b) => a + b)).toBe(1);
    const winner = instances[applied.indexOf(1)]!;
    expect(await quoteOn(winner)).toBe('Pünktlich veröffentlicht.');
    const audit = await ctx.db('audit_log').where({ action: 'testimonial_updated', target_id: id });
    expect(audit).toHaveLength(1);
    const { pending, published } = await versionsOf('testimonials', id);
    expect(pending).toBeNull();
    expect(published[0]).toMatchObject({ author: 'redakteurin', changed: ['texts.de.quote'] });
    expect(await Promise.all(instances.map(publishDueContent))).toEqual([0, 0]);
  });

  it('goes back to a draft when it cannot be applied', async () => {
    const id = await insertConsoleTestimonial(ctx.db, stored);
    await insertContentVersion(ctx.db, 'testimonial', id, { ...quoted(''), version: 1 }, 'draft');
    await ctx
      .db('content_versions')
      .where({ record_id: id })
      .update({ state: 'scheduled', publish_at: toDbTimestamp(ctx.clock.now()) });
    const app = createApp({ db: ctx.db, rateLimit: false, admin: { clock: ctx.clock.now } });
    expect(await publishDueContent(app)).toBe(0);
    expect((await versionsOf('testimonials', id)).pending?.state).toBe('draft');
  });
});

describe('the preview', () => {
  const previewToken = async (path: string, id: string) =>
    ((await editor.get(`/api/admin/${path}/${id}`)).body as { preview: { token: string } }).preview
      .token;
  const previewQuotes = async (token: string) =>
    (
      (
        await request(ctx.app).get(
          `/api/testimonials/preview?country=ES&language=de&token=${encodeURIComponent(token)}`,
        )
      ).body as { id: string; quote: string; preview?: true }[]
    ).filter((t) => t.preview);

  it('shows the pending edit as the page will be once published, and keeps nothing of it', async () => {
    const id = await insertConsoleTestimonial(ctx.db, stored);
    const token = await previewToken('testimonials', id);
    expect(await previewQuotes(token)).toMatchObject([
      { id, quote: 'Seit der neuen Kasse geht alles schneller.' },
    ]);
    await draft(id, 'So wird es aussehen.');
    const logged = await ctx.db('audit_log').where({ target_id: id });
    const versions = await ctx.db('content_versions').where({ record_id: id });

    expect(await previewQuotes(token)).toMatchObject([{ id, quote: 'So wird es aussehen.' }]);
    // Nothing of it kept: the record, its draft, its history and the log as they were.
    expect(await currentVersion(id)).toBe(1);
    expect((await versionsOf('testimonials', id)).pending).toMatchObject({ state: 'draft' });
    expect(await ctx.db('content_versions').where({ record_id: id })).toEqual(versions);
    expect(await ctx.db('audit_log').where({ target_id: id })).toEqual(logged);
    expect((await publicQuotes())[id]).toBeUndefined();
  });

  it("shows a product's draft on its own page", async () => {
    const slug = `kasse-entwurf-${Date.now()}`;
    const id = await insertConsoleProduct(ctx.db, { slug, is_active: true });
    const token = await previewToken('products', id);
    const body = productBody({ slug, countries: ['DE'], active: true });
    const texts = { ...body.texts, de: { ...body.texts.de, name: 'Kasse im Entwurf' } };
    const saved = await editor
      .post(`/api/admin/products/${id}/draft`)
      .send({ ...body, texts, version: 1 });
    expect(saved.status).toBe(200);
    const res = await request(ctx.app).get(
      `/api/products/${slug}/preview?language=de&token=${encodeURIComponent(token)}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ id, name: 'Kasse im Entwurf' });
    const live = await request(ctx.app).get(`/api/products/${slug}?language=de`);
    expect(live.body).toMatchObject({ id, name: `Kasse ${id.slice(0, 8)}` });
  });
});
