import {
  AUDIT_TARGET_TYPES,
  adminMessages,
  auditMessages,
  ebookType,
  productType,
  roadmapItemType,
  testimonialType,
  type AuditEntry,
} from 'contracts';
import { testimonialBody } from './support/admin-route-examples';
import { MINUTE, createMember, setupConsoleApp, signedIn, type Agent } from './support/console';

/**
 * The audit log (admins): who did what, when, to which record, with before
 * and after; newest first, filtered by action, actor, record and days, paged.
 */
const ctx = setupConsoleApp();
let admin: Agent;
let adminId: string;
let adminMember: { username: string; password: string };
let targetId: string;
let testimonialId: string;

beforeAll(async () => {
  ctx.clock.set('2026-04-01T08:00:00.000Z');
  const member = await createMember(ctx.db, 'admin', { clock: ctx.clock });
  adminMember = member;
  adminId = member.id;
  admin = await signedIn(ctx.app, member);
  const target = await createMember(ctx.db, 'sales', { clock: ctx.clock });
  targetId = target.id;
  for (const role of ['editor', 'sales', 'editor'] as const) {
    ctx.clock.advance(MINUTE);
    await admin.post(`/api/admin/users/${targetId}/role`).send({ role }).expect(200);
  }
  ctx.clock.set('2026-04-03T08:00:00.000Z');
  admin = await signedIn(ctx.app, adminMember); // two days later: a new session
  ctx.clock.advance(MINUTE);
  await admin.post(`/api/admin/users/${targetId}/active`).send({ active: false }).expect(200);
  ctx.clock.advance(MINUTE);
  await admin
    .post('/api/admin/sign-in')
    .send({ username: target.username, password: 'falsch falsch falsch' });
  // An editor's two changes to a testimonial: created, then one word of its quote.
  ctx.clock.set('2026-04-05T10:00:00.000Z');
  const editor = await signedIn(ctx.app, await createMember(ctx.db, 'editor', ctx));
  const body = testimonialBody();
  testimonialId = (await editor.post('/api/admin/testimonials').send(body).expect(201)).body.id;
  ctx.clock.advance(MINUTE);
  const es = { ...body.texts.es, quote: 'Ahora tengo muchos más clientes del barrio.' };
  await editor
    .post(`/api/admin/testimonials/${testimonialId}`)
    .send({ ...body, texts: { ...body.texts, es }, version: 1 })
    .expect(200);
  admin = await signedIn(ctx.app, adminMember); // days later: a new session again
});

const audit = async (query: string) => {
  const res = await admin.get(`/api/admin/audit?${query}`);
  expect(res.status).toBe(200);
  return res.body as { items: AuditEntry[]; nextCursor: string | null };
};

describe('GET /api/admin/audit', () => {
  it('lists entries newest first with who, what, when, which record, before and after', async () => {
    const { items } = await audit('action=user_role_changed');
    expect(items).toHaveLength(3);
    expect(items[0]).toEqual({
      id: expect.any(String),
      createdAt: '2026-04-01T08:03:00.000Z',
      action: 'user_role_changed',
      actorKind: 'staff',
      actorId: adminId,
      actorName: expect.any(String),
      targetType: 'user',
      targetId,
      before: { role: 'sales' },
      after: { role: 'editor' },
      ip: expect.any(String),
    });
    expect(items.map((entry) => entry.createdAt)).toEqual([
      '2026-04-01T08:03:00.000Z',
      '2026-04-01T08:02:00.000Z',
      '2026-04-01T08:01:00.000Z',
    ]);
  });

  it('filters by actor, record and days', async () => {
    expect((await audit(`targetId=${targetId}`)).items.map((e) => e.action)).toEqual([
      'sign_in_failed',
      'user_disabled',
      'user_role_changed',
      'user_role_changed',
      'user_role_changed',
      'user_created',
    ]);
    expect((await audit('from=2026-04-02&to=2026-04-04')).items.map((e) => e.action)).toEqual([
      'sign_in_failed',
      'user_disabled',
      'sign_in',
    ]);
    expect((await audit('to=2026-04-01&action=user_created')).items).toHaveLength(2);
    const byAdmin = await audit(`actorId=${adminId}`);
    expect(new Set(byAdmin.items.map((e) => e.actorId))).toEqual(new Set([adminId]));
  });

  it('pages with a cursor, every entry once', async () => {
    const all = (await audit('limit=200')).items.map((e) => e.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await audit(`limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  it('refuses an unknown action or a cursor that is not base64url with 400', async () => {
    expect((await admin.get('/api/admin/audit?action=alles')).body.message).toBe(
      'Unbekannte Aktion',
    );
    expect((await admin.get('/api/admin/audit?cursor=%25%25')).body.message).toBe(
      adminMessages.cursorInvalid,
    );
  });

  it('starts over at the first page for a cursor it cannot read (edited, cut short)', async () => {
    const first = (await admin.get('/api/admin/audit?limit=2')).body;
    for (const cursor of ['WzEsMl0', 'eyJ9', 'x']) {
      expect((await admin.get(`/api/admin/audit?limit=2&cursor=${cursor}`)).body).toEqual(first);
    }
  });

  it('finds nothing in a range that ends before it starts', async () => {
    const page = await admin.get('/api/admin/audit?from=2026-03-10&to=2026-03-09');
    expect([page.status, page.body.items]).toEqual([200, []]);
  });
});

describe('the audit log filtered by person, action, kind of record and days', () => {
  it('filters by the kind of record (any letter case), alone or with person and action', async () => {
    const testimonials = await audit('targetType=Testimonial');
    expect(testimonials.items.map((e) => [e.action, e.targetId])).toEqual([
      ['testimonial_updated', testimonialId],
      ['testimonial_created', testimonialId],
    ]);
    const [updated] = testimonials.items;
    expect(await audit(`targetType=testimonial&actorId=${updated?.actorId}&action=`)).toEqual(
      testimonials,
    );
    expect((await audit(`targetType=testimonial&actorId=${adminId}`)).items).toEqual([]);
    const users = await audit(`targetType=user&action=user_disabled&actorId=${adminId}`);
    expect(users.items.map((e) => [e.action, e.targetId])).toEqual([['user_disabled', targetId]]);
  });

  it('keeps an update to its changed fields, a nested text as its language', async () => {
    const [updated] = (await audit('action=testimonial_updated')).items;
    expect(updated?.before).toEqual({
      texts: expect.objectContaining({
        es: expect.objectContaining({ quote: expect.any(String) }),
      }),
    });
  });

  it('refuses a filter it does not know with 400 and a message saying which', async () => {
    const refused = async (query: string) => {
      const res = await admin.get(`/api/admin/audit?${query}`);
      return [res.status, res.body.message];
    };
    expect(await refused('targetType=kunde')).toEqual([400, auditMessages.targetTypeInvalid]);
    expect(await refused('actorId=jemand')).toEqual([400, auditMessages.actorInvalid]);
    expect(await refused('action=alles')).toEqual([400, auditMessages.actionInvalid]);
    expect(await refused('from=05.04.2026')).toEqual([400, adminMessages.dateInvalid]);
    expect(await refused('to=2026-02-30')).toEqual([400, adminMessages.dateInvalid]);
    expect((await refused('limit=0'))[0]).toBe(400);
    const csv = await admin.get('/api/admin/audit/export.csv?targetType=kunde');
    expect([csv.status, csv.body.message]).toEqual([400, auditMessages.targetTypeInvalid]);
  });

  it('pages a filtered list with its filter kept, every entry once', async () => {
    const all = (await audit(`actorId=${adminId}&limit=200`)).items.map((e) => e.id);
    expect(all.length).toBeGreaterThan(4);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await audit(`actorId=${adminId}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  it('lists every kind of record the console writes', () => {
    const kinds: readonly string[] = AUDIT_TARGET_TYPES;
    for (const type of [ebookType, productType, roadmapItemType, testimonialType])
      expect(kinds).toContain(type.key);
  });
});

describe('GET /api/admin/audit/export.csv', () => {
  const rowsOf = (text: string) => text.replace(/^\ufeff/, '').split('\r\n');

  it('exports the filtered entries as CSV for Excel, changed fields only', async () => {
    const res = await admin.get('/api/admin/audit/export.csv?targetType=testimonial');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.text.startsWith('\ufeff')).toBe(true);
    const [header, updated, created, end] = rowsOf(res.text);
    expect(header).toBe(
      'Zeitpunkt (UTC);Wer;Aktion;Art des Datensatzes;Datensatz;Geänderte Felder;Vorher;Nachher;IP',
    );
    expect(updated?.split(';').slice(0, 6)).toEqual([
      '2026-04-05 10:01:00',
      expect.stringMatching(/^editor-/),
      'testimonial_updated',
      'testimonial',
      testimonialId,
      'texts.es.quote',
    ]);
    expect(updated).toContain(
      ';texts.es.quote: Ahora tengo más clientes del barrio.;texts.es.quote: Ahora tengo muchos más clientes del barrio.;',
    );
    expect(created).toMatch(/^2026-04-05 10:00:00;editor-[^;]*;testimonial_created;testimonial;/);
    expect(end).toBe('');
  });

  it('says who acted in words for the command line, under the same filters as the list', async () => {
    const res = await admin.get(`/api/admin/audit/export.csv?action=user_created&to=2026-04-01`);
    const rows = rowsOf(res.text).slice(1, -1);
    expect(rows).toHaveLength((await audit('action=user_created&to=2026-04-01')).items.length);
    expect(rows.every((row) => row.split(';')[1] === 'Kommandozeile')).toBe(true);
    const nothing = await admin.get('/api/admin/audit/export.csv?from=2030-01-01');
    expect(rowsOf(nothing.text)).toHaveLength(2);
  });

  it('is for admins only', async () => {
    const sales = await signedIn(ctx.app, await createMember(ctx.db, 'sales', ctx));
    expect((await sales.get('/api/admin/audit/export.csv')).status).toBe(403);
  });

  it('is itself recorded: who took a copy of the log, under which filters', async () => {
    const before = await ctx.db('audit_log').where({ action: 'audit_exported' });
    await admin.get('/api/admin/audit/export.csv?targetType=product&from=2026-01-01');
    // The test clock stands still: the new entry is the one more, not the newest by time.
    const after = await ctx.db('audit_log').where({ action: 'audit_exported' });
    expect(after).toHaveLength(before.length + 1);
    const entry = after.find((row) => !before.some((old) => old.id === row.id))!;
    expect(entry.actor_kind).toBe('staff');
    expect(JSON.parse(entry.after_json)).toMatchObject({
      filter: { targetType: 'product', from: '2026-01-01' },
    });
  });
});
