import { randomUUID } from 'node:crypto';
import {
  ebookMessages,
  fillMessage,
  textFieldMessages,
  translatedContentMessages,
} from 'contracts';
import { toDbTimestamp } from '../src/data/rows';
import { ebookBody, insertConsoleEbook } from './support/admin-route-examples';
import { createMember, setupConsoleApp, signedIn, type Agent } from './support/console';

/**
 * E-books in the console (issue 20): admins and editors (sales get 403),
 * texts per language side by side with the missing ones listed, validated
 * with a message per field (a taken slug or numeric id names the e-book
 * that has it), a stale edit refused with 409, an e-book with downloads
 * deactivated rather than deleted, every change audit-logged with
 * before/after, and the public answers changed on the very next request
 * although they are otherwise served from the response cache. A preview
 * token shows an inactive e-book, nothing else does.
 */
const ctx = setupConsoleApp({ responseCache: { ttlSeconds: 60 } });
jest.setTimeout(60_000);
let admin: Agent;
let editor: Agent;
let editorId: string;
let sales: Agent;

beforeAll(async () => {
  admin = await signedIn(ctx.app, await createMember(ctx.db, 'admin'));
  const member = await createMember(ctx.db, 'editor');
  editorId = member.id;
  editor = await signedIn(ctx.app, member);
  sales = await signedIn(ctx.app, await createMember(ctx.db, 'sales'));
});

const auditOf = (action: string, targetId: string) =>
  ctx.db('audit_log').where({ action, target_id: targetId }).orderBy('created_at', 'desc').first();

const publicEbooks = async (country = 'ES') =>
  (await editor.get(`/api/ebooks?country=${country}`)).body as { id: string; title: string }[];

describe('who may manage e-books', () => {
  it('sales gets 403 on every e-book route and changes nothing', async () => {
    const id = await insertConsoleEbook(ctx.db);
    const answers = await Promise.all([
      sales.get('/api/admin/ebooks'),
      sales.get(`/api/admin/ebooks/${id}`),
      sales.post('/api/admin/ebooks').send(ebookBody()),
      sales.post(`/api/admin/ebooks/${id}`).send({ ...ebookBody(), version: 1 }),
      sales.post(`/api/admin/ebooks/${id}/active`).send({ active: true }),
      sales.post(`/api/admin/ebooks/${id}/delete`).send({}),
    ]);
    expect(answers.map((res) => res.status)).toEqual([403, 403, 403, 403, 403, 403]);
    const row = await ctx.db('ebooks').where({ id }).first();
    expect(Number(row.version)).toBe(1);
    expect(Boolean(row.is_active)).toBe(false);
  });

  it('an admin may too', async () => {
    const res = await admin.post('/api/admin/ebooks').send(ebookBody());
    expect(res.status).toBe(201);
  });
});

describe('an editor', () => {
  it('creates (inactive), reads, edits, activates, deactivates and deletes an e-book, each audited', async () => {
    const body = ebookBody();
    const created = await editor.post('/api/admin/ebooks').send(body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: body.slug,
      active: false,
      version: 1,
      language: 'es',
      title: 'Instagram para tu negocio',
      missing: ['de', 'fr'],
      downloads: 0,
    });
    const id = created.body.id as string;
    const createAudit = await auditOf('ebook_created', id);
    expect(createAudit.actor_id).toBe(editorId);
    expect(JSON.parse(createAudit.after_json)).toMatchObject({ slug: body.slug, active: false });
    // Inactive: not on the public site.
    expect((await publicEbooks()).map((e) => e.id)).not.toContain(id);
    expect((await editor.get(`/api/ebooks/${id}`)).status).toBe(404);

    const list = await editor.get(`/api/admin/ebooks?q=${body.slug.slice(-6)}`);
    expect(list.body.map((e: { id: string }) => e.id)).toEqual([id]);
    const one = await editor.get(`/api/admin/ebooks/${id}`);
    expect(one.body).toMatchObject({ id, texts: { de: null, fr: null } });
    expect(one.body.preview.token).toEqual(expect.any(String));

    const german = {
      title: 'Instagram für dein Geschäft',
      categoryLabel: 'Instagram',
      description: '',
      highlights: ['Beitragsideen'],
    };
    const edited = await editor
      .post(`/api/admin/ebooks/${id}`)
      .send({ ...body, texts: { ...body.texts, de: german }, version: 1 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ version: 2, missing: ['fr'], texts: { de: german } });
    const editAudit = await auditOf('ebook_updated', id);
    expect(Object.keys(JSON.parse(editAudit.before_json))).toEqual(['texts']);
    expect(JSON.parse(editAudit.after_json).texts.de).toEqual(german);

    const on = await editor.post(`/api/admin/ebooks/${id}/active`).send({ active: true });
    expect(on.body).toMatchObject({ active: true, version: 3 });
    expect(await auditOf('ebook_activated', id)).toMatchObject({ actor_id: editorId });
    expect((await publicEbooks()).map((e) => e.id)).toContain(id);
    const off = await editor.post(`/api/admin/ebooks/${id}/active`).send({ active: false });
    expect(off.body).toMatchObject({ active: false, version: 4 });
    expect(JSON.parse((await auditOf('ebook_deactivated', id)).before_json)).toEqual({
      active: true,
    });
    expect((await publicEbooks()).map((e) => e.id)).not.toContain(id);

    expect((await editor.post(`/api/admin/ebooks/${id}/delete`).send({})).body).toEqual({
      deleted: true,
    });
    expect((await editor.get(`/api/admin/ebooks/${id}`)).status).toBe(404);
    expect(await ctx.db('ebook_translations').where({ ebook_id: id })).toEqual([]);
    expect(JSON.parse((await auditOf('ebook_deleted', id)).before_json)).toMatchObject({
      slug: body.slug,
    });
  });

  it('filters the list by category, country and status', async () => {
    const id = await insertConsoleEbook(ctx.db, { category: 'Pinterest', countries: '["FR"]' });
    const ids = async (query: string) =>
      ((await editor.get(`/api/admin/ebooks?${query}`)).body as { id: string }[]).map((e) => e.id);
    expect(await ids('category=Pinterest&country=FR&active=false')).toContain(id);
    expect(await ids('category=Pinterest&country=DE')).not.toContain(id);
    expect(await ids('active=true')).not.toContain(id);
  });

  it.each([
    ['slug', { slug: 'Mit Leerzeichen' }, ebookMessages.slugInvalid],
    ['numericId', { numericId: 1.5 }, ebookMessages.numericIdInvalid],
    ['googleSlidesUrl', { googleSlidesUrl: 'javascript:alert(1)' }, ebookMessages.urlInvalid],
    ['googleSlidesUrl', { googleSlidesUrl: 'ftp://example.com/x' }, ebookMessages.urlInvalid],
    // A punycode label that does not decode: no browser opens it (the document's pattern says so).
    ['googleSlidesUrl', { googleSlidesUrl: 'HTTP://Xn--' }, ebookMessages.urlInvalid],
    ['gradientType', { gradientType: 'rainbow' }, ebookMessages.gradientInvalid],
    ['countries', { countries: ['AT'] }, ebookMessages.countriesInvalid.toString()],
    ['countries', { countries: [] }, ebookMessages.countriesInvalid],
    ['language', { language: 'it' }, translatedContentMessages.languageInvalid],
    [
      'texts.es.title',
      { texts: { es: null, de: null, fr: null } },
      translatedContentMessages.ownTextsMissing,
    ],
    [
      'texts.fr.title',
      {
        texts: {
          ...ebookBody().texts,
          fr: { title: ' ', categoryLabel: 'Instagram', description: '', highlights: [] },
        },
      },
      textFieldMessages.missing('Titel'),
    ],
  ])('refuses a bad %s with its message', async (field, change, message) => {
    const res = await editor.post('/api/admin/ebooks').send(ebookBody(change));
    expect(res.status).toBe(400);
    const key = field === 'countries' && res.body.fields['countries.0'] ? 'countries.0' : field;
    expect(res.body.fields[key]).toBe(message);
  });

  it('refuses a taken slug or numeric id naming the e-book that has it', async () => {
    const holder = (await editor.post('/api/admin/ebooks').send(ebookBody({ numericId: 777001 })))
      .body as { slug: string; title: string };
    const slug = await editor.post('/api/admin/ebooks').send(ebookBody({ slug: holder.slug }));
    expect(slug.status).toBe(409);
    expect(slug.body.fields.slug).toBe(
      fillMessage(ebookMessages.slugTaken, { title: holder.title }),
    );
    expect(slug.body.message).toBe('Diesen Slug hat schon das E-Book „Instagram para tu negocio“');
    const numeric = await editor.post('/api/admin/ebooks').send(ebookBody({ numericId: 777001 }));
    expect(numeric.status).toBe(409);
    expect(numeric.body.fields.numericId).toBe(
      fillMessage(ebookMessages.numericIdTaken, { title: holder.title }),
    );
  });

  it('refuses an edit started on an older version with 409, keeping the other change', async () => {
    const id = await insertConsoleEbook(ctx.db);
    const body = ebookBody();
    const first = await editor
      .post(`/api/admin/ebooks/${id}`)
      .send({ ...body, category: 'Erste Änderung', version: 1 });
    expect(first.status).toBe(200);
    const second = await admin
      .post(`/api/admin/ebooks/${id}`)
      .send({ ...body, category: 'Zweite Änderung', version: 1 });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(ebookMessages.editedMeanwhile);
    expect((await editor.get(`/api/admin/ebooks/${id}`)).body.category).toBe('Erste Änderung');
  });

  it('does not delete an e-book with downloads: 409, deactivate instead, counts stay', async () => {
    const id = await insertConsoleEbook(ctx.db);
    await ctx.db('downloads').insert(
      [1, 2].map(() => ({
        id: randomUUID(),
        visitor_id: randomUUID(),
        ebook_category: 'Instagram',
        ebook_id: id,
        device_type: 'desktop',
        created_at: toDbTimestamp(),
      })),
    );
    expect((await editor.get(`/api/admin/ebooks/${id}`)).body.downloads).toBe(2);
    const res = await editor.post(`/api/admin/ebooks/${id}/delete`).send({});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(fillMessage(ebookMessages.hasDownloads, { count: 2 }));
    expect(await ctx.db('ebooks').where({ id }).first()).toBeDefined();
    expect(await ctx.db('downloads').where({ ebook_id: id })).toHaveLength(2);
  });
});

describe('the public site follows at once', () => {
  it('serves a changed title right after the 200, although the answers are cached', async () => {
    const body = ebookBody({ active: true });
    const id = (await editor.post('/api/admin/ebooks').send(body)).body.id as string;
    const title = async () =>
      (await editor.get(`/api/ebooks/${id}?language=es`)).body.title as string;
    // Read once, so both answers sit in the response cache.
    expect(await title()).toBe('Instagram para tu negocio');
    expect((await publicEbooks()).find((e) => e.id === id)?.title).toBe(
      'Instagram para tu negocio',
    );
    const renamed = { ...body.texts.es!, title: 'Instagram, paso a paso' };
    const res = await editor
      .post(`/api/admin/ebooks/${id}`)
      .send({ ...body, texts: { ...body.texts, es: renamed }, version: 1 });
    expect(res.status).toBe(200);
    expect(await title()).toBe('Instagram, paso a paso');
    expect((await publicEbooks()).find((e) => e.id === id)?.title).toBe('Instagram, paso a paso');
  });

  it('an activated e-book is featured on the home page at once (that answer is cached too)', async () => {
    const id = (await editor.post('/api/admin/ebooks').send(ebookBody())).body.id as string;
    const featured = async () =>
      ((await editor.get('/api/ebooks/featured?country=ES&limit=12')).body as { id: string }[]).map(
        (e) => e.id,
      );
    expect(await featured()).not.toContain(id);
    await editor.post(`/api/admin/ebooks/${id}/active`).send({ active: true });
    expect(await featured()).toContain(id);
  });
});

describe('preview', () => {
  it('shows an inactive e-book only for a valid token, never cached', async () => {
    const id = await insertConsoleEbook(ctx.db);
    const { token } = (await editor.get(`/api/admin/ebooks/${id}`)).body.preview as {
      token: string;
    };
    const res = await editor.get(`/api/ebooks/preview?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, language: 'es' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toContain('noindex');

    const [, expires, signature = ''] = token.split('.');
    const forged = `${id}.${Date.now() + 60_000}.${signature}`;
    // A signature changed in its first character (the last may only carry padding bits).
    const tampered = `${id}.${expires}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const bad of [forged, `${id}.1.x`, 'kein-token', tampered]) {
      const refused = await editor.get(`/api/ebooks/preview?token=${encodeURIComponent(bad)}`);
      expect(refused.status).toBe(404);
    }
    expect((await editor.get(`/api/ebooks/${id}`)).status).toBe(404);

    // Its cover too: for the token only, and kept nowhere.
    expect((await editor.get(`/api/ebooks/${id}/cover.svg?language=es`)).status).toBe(404);
    const cover = await editor.get(
      `/api/ebooks/${id}/cover.svg?language=es&preview=${encodeURIComponent(token)}`,
    );
    expect(cover.status).toBe(200);
    expect(cover.headers['cache-control']).toBe('no-store');
    const other = await insertConsoleEbook(ctx.db);
    expect(
      (await editor.get(`/api/ebooks/${other}/cover.svg?preview=${encodeURIComponent(token)}`))
        .status,
    ).toBe(404);
  });
});
