import { roadmapMessages, textFieldMessages } from 'contracts';
import {
  insertBoardEntry,
  insertRoadmapItem,
  roadmapItemBody,
} from './support/admin-route-examples';
import { createMember, setupConsoleApp, signedIn, type Agent } from './support/console';

/**
 * The roadmap's items in the console (issue 20): admins and editors (sales
 * gets 403), validated with a message per field, a taken key refused naming
 * the item that has it, a stale edit refused with 409, every change
 * audit-logged with before/after, deletion refused while board entries are
 * linked — and the public roadmap, cached for a minute, changed on the very
 * next request after the console's 200.
 */
const ctx = setupConsoleApp({ responseCache: { ttlSeconds: 60 } });
jest.setTimeout(60_000);
let admin: Agent;
let editor: Agent;
let sales: Agent;

beforeAll(async () => {
  admin = await signedIn(ctx.app, await createMember(ctx.db, 'admin'));
  editor = await signedIn(ctx.app, await createMember(ctx.db, 'editor'));
  sales = await signedIn(ctx.app, await createMember(ctx.db, 'sales'));
});

let counter = 0;
const newKey = () => `termine-${(counter += 1)}`;
const auditOf = (action: string, targetId: string) =>
  ctx.db('audit_log').where({ action, target_id: targetId }).orderBy('created_at', 'desc').first();
const publicRoadmap = async (language = 'de') =>
  (await editor.get('/api/roadmap').query({ language })).body as {
    key: string;
    title: string;
    date: string;
    language: string;
    current: boolean;
  }[];

describe('who may edit the roadmap', () => {
  it('sales gets 403 on every roadmap route; nothing changes', async () => {
    const { id } = await insertRoadmapItem(ctx.db);
    const answers = await Promise.all([
      sales.get('/api/admin/roadmap'),
      sales.get(`/api/admin/roadmap/${id}`),
      sales.post('/api/admin/roadmap').send({ key: newKey(), ...roadmapItemBody }),
      sales.post(`/api/admin/roadmap/${id}`).send({ ...roadmapItemBody, version: 1 }),
      sales.post(`/api/admin/roadmap/${id}/active`).send({ active: false }),
      sales.post(`/api/admin/roadmap/${id}/delete`).send({}),
    ]);
    expect(answers.map((res) => res.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(await ctx.db('roadmap_items').where({ id }).first()).toMatchObject({ version: 1 });
  });

  it('admins may, as editors do', async () => {
    expect((await admin.get('/api/admin/roadmap')).status).toBe(200);
  });
});

describe('an editor', () => {
  it('lists the seeded items in order, every language side by side', async () => {
    const list = await editor.get('/api/admin/roadmap');
    expect(list.status).toBe(200);
    const keys = (list.body as { key: string }[]).map((item) => item.key);
    expect(keys.slice(0, 6)).toEqual([
      'ebooks',
      'stories',
      'verifactu',
      'payment',
      'posts',
      'websites',
    ]);
    expect(list.body[0].texts).toMatchObject({
      de: { title: 'Start der E-Book-Bibliothek' },
      es: { title: 'Lanzamiento de la biblioteca de e-books' },
      fr: { title: 'Lancement de la bibliothèque d’e-books' },
    });
  });

  it('creates, edits, activates, deactivates and deletes an item, each audited, the site fresh at once', async () => {
    // The public roadmap is cached now.
    const before = await publicRoadmap();
    const key = newKey();
    const created = await editor.post('/api/admin/roadmap').send({ key, ...roadmapItemBody });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ key, active: false, version: 1, texts: { fr: null } });
    const id = created.body.id as string;
    expect(JSON.parse((await auditOf('roadmap_item_created', id)).after_json)).toMatchObject({
      key,
      status: 'planned',
    });
    expect(await publicRoadmap()).toEqual(before); // inactive: not on the site

    const on = await editor.post(`/api/admin/roadmap/${id}/active`).send({ active: true });
    expect(on.body).toMatchObject({ active: true, version: 2 });
    expect((await publicRoadmap()).map((item) => item.key)).toContain(key);
    expect(await auditOf('roadmap_item_activated', id)).toBeTruthy();

    // A month's date is its first day; a French text added; the site shows both at once.
    const fr = {
      title: 'Prise de rendez-vous en ligne',
      description: 'Tes clients réservent seuls.',
    };
    const edited = await editor.post(`/api/admin/roadmap/${id}`).send({
      ...roadmapItemBody,
      active: true,
      precision: 'month',
      date: '2027-05-17',
      texts: { ...roadmapItemBody.texts, fr },
      version: 2,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ date: '2027-05-01', precision: 'month', version: 3 });
    const onSite = (await publicRoadmap('fr')).find((item) => item.key === key);
    expect(onSite).toMatchObject({ title: fr.title, language: 'fr', date: '2027-05-01' });
    const audit = await auditOf('roadmap_item_updated', id);
    expect(JSON.parse(audit.before_json)).toMatchObject({ key, precision: 'quarter' });
    expect(JSON.parse(audit.after_json)).toMatchObject({ key, precision: 'month' });

    const off = await editor.post(`/api/admin/roadmap/${id}/active`).send({ active: false });
    expect(off.body).toMatchObject({ active: false, version: 4 });
    expect((await publicRoadmap()).map((item) => item.key)).not.toContain(key);

    const deleted = await editor.post(`/api/admin/roadmap/${id}/delete`).send({});
    expect(deleted.body).toEqual({ deleted: true });
    expect(await ctx.db('roadmap_items').where({ id }).first()).toBeUndefined();
    expect(await ctx.db('roadmap_item_translations').where({ roadmap_item_id: id })).toEqual([]);
    expect(JSON.parse((await auditOf('roadmap_item_deleted', id)).before_json)).toMatchObject({
      key,
    });
  });

  it("moves 'Aktuell' on the site when the item in progress is done", async () => {
    const items = (await editor.get('/api/admin/roadmap')).body as {
      id: string;
      key: string;
      version: number;
    }[];
    const payment = (
      await editor.get(`/api/admin/roadmap/${items.find((i) => i.key === 'payment')!.id}`)
    ).body;
    const done = await editor
      .post(`/api/admin/roadmap/${payment.id}`)
      .send({ ...payment, status: 'done', version: payment.version });
    expect(done.status).toBe(200);
    try {
      const current = (await publicRoadmap()).filter((item) => item.current).map((i) => i.key);
      expect(current).toEqual(['posts']);
    } finally {
      await editor
        .post(`/api/admin/roadmap/${payment.id}`)
        .send({ ...done.body, status: 'in_progress', version: done.body.version });
    }
    expect((await publicRoadmap()).filter((item) => item.current).map((i) => i.key)).toEqual([
      'payment',
    ]);
  });

  it('is told which item has a key already (409, on the field)', async () => {
    const res = await editor.post('/api/admin/roadmap').send({ key: 'posts', ...roadmapItemBody });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(roadmapMessages.keyTaken('Fertige Social-Media-Posts'));
    expect(res.body.fields.key).toBe(res.body.message);
  });

  it.each([
    ['key', { key: 'Mit Leerzeichen' }, roadmapMessages.keyInvalid],
    ['date', { date: '2027-02-30' }, roadmapMessages.dateInvalid],
    ['precision', { precision: 'week' }, roadmapMessages.precisionInvalid],
    ['status', { status: 'current' }, roadmapMessages.statusInvalid],
    ['gradientType', { gradientType: 'rainbow' }, roadmapMessages.gradientInvalid],
    ['order', { order: -1 }, roadmapMessages.orderInvalid],
    [
      'texts.de.title',
      { texts: { ...roadmapItemBody.texts, de: { title: ' ', description: 'x' } } },
      textFieldMessages.missing('Titel'),
    ],
  ])('refuses a bad %s with its message', async (field, change, message) => {
    const res = await editor
      .post('/api/admin/roadmap')
      .send({ key: newKey(), ...roadmapItemBody, ...change });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
  });

  it('refuses an edit started on an older version with 409, keeping the other change', async () => {
    const { id } = await insertRoadmapItem(ctx.db);
    const first = await editor
      .post(`/api/admin/roadmap/${id}`)
      .send({ ...roadmapItemBody, order: 1, version: 1 });
    expect(first.status).toBe(200);
    const second = await editor
      .post(`/api/admin/roadmap/${id}`)
      .send({ ...roadmapItemBody, order: 2, version: 1 });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(roadmapMessages.editedMeanwhile);
    expect((await editor.get(`/api/admin/roadmap/${id}`)).body.order).toBe(1);
  });

  it('cannot delete an item board entries are linked to (409): it deactivates it instead', async () => {
    const { id, key } = await insertRoadmapItem(ctx.db);
    await insertBoardEntry(ctx.db, {
      moderation: 'published',
      board_status: 'planned',
      roadmap_item: key,
    });
    const res = await editor.post(`/api/admin/roadmap/${id}/delete`).send({});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(roadmapMessages.linkedEntries(1));
    expect(await ctx.db('roadmap_items').where({ id }).first()).toBeTruthy();
  });

  it('answers 404 for an unknown item', async () => {
    const unknown = '00000000-0000-4000-8000-00000000dead';
    expect((await editor.get(`/api/admin/roadmap/${unknown}`)).status).toBe(404);
  });
});
