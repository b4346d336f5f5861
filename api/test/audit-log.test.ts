import { adminMessages, type AuditEntry } from 'contracts';
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
    expect((await audit('from=2026-04-02')).items.map((e) => e.action)).toEqual([
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
