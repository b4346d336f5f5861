import { adminMessages } from 'contracts';
import {
  MINUTE,
  createMember,
  setupConsoleApp,
  signedIn,
  uniqueName,
  type Agent,
} from './support/console';

/**
 * Staff management in the console (admins): list, create, change role,
 * disable/enable, reset a password, each audited with before and after; the
 * console keeps at least one active admin. Every member sets their own
 * console language.
 */
const ctx = setupConsoleApp();
let admin: Agent;
let adminId: string;

beforeAll(async () => {
  const member = await createMember(ctx.db, 'admin');
  adminId = member.id;
  admin = await signedIn(ctx.app, member);
});

const lastAudit = (action: string, targetId: string) =>
  ctx.db('audit_log').where({ action, target_id: targetId }).orderBy('created_at', 'desc').first();

describe('staff management', () => {
  it('creates a member (username lower-cased), lists them without any hash, audits it', async () => {
    const username = uniqueName('Neu').toUpperCase();
    const res = await admin
      .post('/api/admin/users')
      .send({ username: ` ${username} `, role: 'sales', password: 'Ein sehr langes Passwort' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      username: username.toLowerCase(),
      role: 'sales',
      active: true,
      language: 'de',
      lastSignInAt: null,
    });

    const list = await admin.get('/api/admin/users');
    expect(list.status).toBe(200);
    expect(list.body.map((u: { username: string }) => u.username)).toContain(
      username.toLowerCase(),
    );
    expect(JSON.stringify(list.body)).not.toMatch(/argon2|password/i);
    const audit = await lastAudit('user_created', res.body.id);
    expect(audit).toMatchObject({ actor_id: adminId, actor_kind: 'staff' });
    expect(JSON.parse(audit.after_json)).toEqual({
      username: username.toLowerCase(),
      role: 'sales',
    });
  });

  it.each([
    [
      { username: 'ok-name', role: 'sales', password: 'kurz' },
      'password',
      adminMessages.passwordTooShort,
    ],
    [
      { username: 'ok-name', role: 'sales', password: 'password1234' },
      'password',
      adminMessages.passwordCommon,
    ],
    [
      { username: 'ok-name', role: 'sales', password: 'OK-NAME und mehr' },
      'password',
      adminMessages.passwordContainsUsername,
    ],
    // 11 visible characters in 22 UTF-16 units: counted as a person counts.
    [
      { username: 'ok-name', role: 'sales', password: '😀'.repeat(11) },
      'password',
      adminMessages.passwordTooShort,
    ],
    [
      { username: 'ok name', role: 'sales', password: 'Ein sehr langes Passwort' },
      'username',
      adminMessages.usernameInvalid,
    ],
    [
      { username: 'ok-name', role: 'boss', password: 'Ein sehr langes Passwort' },
      'role',
      adminMessages.roleInvalid,
    ],
  ])('refuses %j with 400 naming the field', async (body, field, message) => {
    const res = await admin.post('/api/admin/users').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fields[field]).toBe(message);
    expect(await ctx.db('users').where({ username: 'ok-name' }).first()).toBeUndefined();
  });

  it('accepts a long passphrase of any characters (no composition rules)', async () => {
    const res = await admin
      .post('/api/admin/users')
      .send({ username: uniqueName('frei'), role: 'editor', password: 'ñandú über café 😀 ok' });
    expect(res.status).toBe(201);
  });

  it('refuses a taken username with 409', async () => {
    const existing = await createMember(ctx.db, 'sales');
    const res = await admin
      .post('/api/admin/users')
      .send({ username: existing.username, role: 'admin', password: 'Ein sehr langes Passwort' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(adminMessages.usernameTaken);
  });

  it('changes a role, audited before/after; unknown ids are 404', async () => {
    const member = await createMember(ctx.db, 'sales');
    const res = await admin.post(`/api/admin/users/${member.id}/role`).send({ role: 'editor' });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('editor');
    const audit = await lastAudit('user_role_changed', member.id);
    expect([JSON.parse(audit.before_json), JSON.parse(audit.after_json)]).toEqual([
      { role: 'sales' },
      { role: 'editor' },
    ]);
    const missing = await admin
      .post('/api/admin/users/00000000-0000-4000-8000-000000000000/role')
      .send({ role: 'editor' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(adminMessages.userNotFound);
  });

  it('disables and enables a member; disabling ends their sessions at once', async () => {
    const member = await createMember(ctx.db, 'sales');
    const theirs = await signedIn(ctx.app, member);
    const off = await admin.post(`/api/admin/users/${member.id}/active`).send({ active: false });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await theirs.get('/api/admin/session')).status).toBe(401);
    expect((await lastAudit('user_disabled', member.id))?.actor_id).toBe(adminId);
    const on = await admin.post(`/api/admin/users/${member.id}/active`).send({ active: true });
    expect(on.body.active).toBe(true);
    expect(await lastAudit('user_enabled', member.id)).toBeDefined();
    // Enabled again, the member can sign in again (signedIn throws otherwise).
    await signedIn(ctx.app, member);
  });

  it('keeps one active admin: no self-disabling, no demoting or disabling the last one', async () => {
    await ctx
      .db('users')
      .where({ role: 'admin' })
      .whereNot({ id: adminId })
      .update({ role: 'editor' });
    const self = await admin.post(`/api/admin/users/${adminId}/active`).send({ active: false });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(adminMessages.selfDisable);
    const demote = await admin.post(`/api/admin/users/${adminId}/role`).send({ role: 'sales' });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe(adminMessages.lastAdmin);

    const second = await createMember(ctx.db, 'admin');
    expect(
      (await admin.post(`/api/admin/users/${adminId}/role`).send({ role: 'sales' })).status,
    ).toBe(200);
    // adminId is sales now: the other admin is the last one.
    const other = await signedIn(ctx.app, second);
    expect(
      (await other.post(`/api/admin/users/${second.id}/role`).send({ role: 'editor' })).status,
    ).toBe(409);
    await other.post(`/api/admin/users/${adminId}/role`).send({ role: 'admin' }).expect(200);
  });

  it('resets a password: the member signs in with the new one only; their sessions end', async () => {
    const member = await createMember(ctx.db, 'sales');
    const theirs = await signedIn(ctx.app, member);
    const password = 'Ein nagelneues Passwort';
    const res = await admin.post(`/api/admin/users/${member.id}/password`).send({ password });
    expect(res.status).toBe(200);
    expect((await theirs.get('/api/admin/session')).status).toBe(401);
    const audit = await lastAudit('user_password_reset', member.id);
    expect(audit.after_json).not.toContain(password);
    await expect(signedIn(ctx.app, member)).rejects.toThrow('401');
    await signedIn(ctx.app, { username: member.username, password });
  });

  it("refuses a reset to a common password (400) and to one with the member's stored username in it (409)", async () => {
    const member = await createMember(ctx.db, 'sales');
    const reset = (password: string) =>
      admin.post(`/api/admin/users/${member.id}/password`).send({ password });
    const common = await reset('QWERTY123456');
    expect([common.status, common.body.fields]).toEqual([
      400,
      { password: adminMessages.passwordCommon },
    ]);
    // The body alone is valid (the document allows it): the member's stored name makes it a conflict.
    const withName = await reset(`mein ${member.username.toUpperCase()} passwort`);
    expect([withName.status, withName.body.fields]).toEqual([
      409,
      { password: adminMessages.passwordContainsUsername },
    ]);
    // Neither changed the password.
    await signedIn(ctx.app, member);
  });

  it("resetting one's own password keeps the current session and ends the others", async () => {
    const member = await createMember(ctx.db, 'admin');
    const here = await signedIn(ctx.app, member);
    const elsewhere = await signedIn(ctx.app, member);
    await here
      .post(`/api/admin/users/${member.id}/password`)
      .send({ password: 'Mein neues langes Passwort' })
      .expect(200);
    expect((await here.get('/api/admin/session')).status).toBe(200);
    expect((await elsewhere.get('/api/admin/session')).status).toBe(401);
  });
});

describe('console language', () => {
  it('is remembered per member and refused outside de/es/fr', async () => {
    const member = await createMember(ctx.db, 'editor');
    const agent = await signedIn(ctx.app, member);
    const res = await agent.post('/api/admin/me/language').send({ language: 'fr' });
    expect(res.status).toBe(200);
    expect(res.body.language).toBe('fr');
    ctx.clock.advance(MINUTE);
    const again = await signedIn(ctx.app, member);
    expect((await again.get('/api/admin/session')).body.user.language).toBe('fr');
    const bad = await agent.post('/api/admin/me/language').send({ language: 'it' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(adminMessages.languageInvalid);
  });
});
