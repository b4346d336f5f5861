import request from 'supertest';
import { adminMessages } from 'contracts';
import { createApp } from '../src/app';
import { burnVerification, verifyPassword } from '../src/services/console/passwords';
import { delayAfter, defaultThrottlePolicy } from '../src/services/console/sign-in';
import {
  HOUR,
  MINUTE,
  SITE_ORIGIN,
  browser,
  createMember,
  sessionCookieOf,
  setupConsoleApp,
  signInCookie,
  signedIn,
} from './support/console';

/** The password checks, counted (the real ones run). */
jest.mock('../src/services/console/passwords', () => {
  const actual = jest.requireActual('../src/services/console/passwords');
  return {
    ...actual,
    verifyPassword: jest.fn(actual.verifyPassword),
    burnVerification: jest.fn(actual.burnVerification),
  };
});

/**
 * Signing in and out of the console: one generic error, sessions in the
 * database rotated on sign-in and ended by the idle and absolute timeouts
 * (a clock the test moves), the cookie's attributes, CSRF refusals, and
 * growing delays per username and per IP that never lock anyone out for good.
 */
const ctx = setupConsoleApp();

const auditOf = async (action: string) =>
  ctx.db('audit_log').where({ action }).orderBy('created_at', 'desc');

describe('POST /api/admin/sign-in', () => {
  it('signs a member in with the right password: who, until when, and a session cookie', async () => {
    const anna = await createMember(ctx.db, 'sales');
    const agent = browser(ctx.app);
    const res = await agent
      .post('/api/admin/sign-in')
      .send({ username: ` ${anna.username.toUpperCase()} `, password: anna.password });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.user).toMatchObject({
      id: anna.id,
      username: anna.username,
      role: 'sales',
      active: true,
    });
    expect(res.body.expiresAt).toBe(new Date(ctx.clock.now().getTime() + 12 * HOUR).toISOString());
    expect(JSON.stringify(res.body)).not.toContain('argon2');

    const cookie = sessionCookieOf(res);
    expect(cookie).toMatch(/^hello_console=/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).not.toMatch(/Expires|Max-Age/i); // gone with the browser

    const session = await agent.get('/api/admin/session');
    expect(session.status).toBe(200);
    expect(session.body.user.username).toBe(anna.username);
    const [entry] = await auditOf('sign_in');
    expect(entry).toMatchObject({ actor_id: anna.id, target_id: anna.id });
  });

  it('stores the session in the database, keyed by a hash of its id only', async () => {
    const member = await createMember(ctx.db, 'editor');
    const res = await browser(ctx.app)
      .post('/api/admin/sign-in')
      .send({ username: member.username, password: member.password });
    const value = decodeURIComponent(sessionCookieOf(res)?.split(';')[0]?.split('=')[1] ?? '');
    const sid = /^s:([^.]+)\./.exec(value)?.[1] ?? '';
    expect(sid.length).toBeGreaterThan(20);
    const rows = await ctx.db('staff_sessions').where({ user_id: member.id });
    expect(rows).toHaveLength(1);
    expect(rows[0].sid_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(sid);
  });

  it.each([
    [
      'a wrong password',
      async () => ({
        username: (await createMember(ctx.db, 'sales')).username,
        password: 'falsches Passwort 123',
      }),
    ],
    [
      'an unknown username',
      async () => ({ username: 'niemand-hier', password: 'irgendein Passwort 1' }),
    ],
    [
      'a disabled member (right password)',
      async () => {
        const member = await createMember(ctx.db, 'sales');
        await ctx.db('users').where({ id: member.id }).update({ is_active: false });
        return { username: member.username, password: member.password };
      },
    ],
  ])('answers %s with the one generic 401 and no cookie', async (_case, credentials) => {
    const res = await browser(ctx.app)
      .post('/api/admin/sign-in')
      .send(await credentials());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: adminMessages.signInFailed });
    expect(sessionCookieOf(res)).toBeUndefined();
    const [entry] = await auditOf('sign_in_failed');
    expect(entry).toMatchObject({ actor_kind: 'anonymous' });
  });

  it('verifies a password for an unknown username too, against a dummy hash: it takes as long', async () => {
    const member = await createMember(ctx.db, 'sales');
    const verified = verifyPassword as jest.Mock;
    const burned = burnVerification as jest.Mock;
    /** Which verifications one failed sign-in ran (each unthrottled: a throttled one runs none). */
    const verificationsOf = async (username: string) => {
      await ctx.db('sign_in_throttle').delete();
      verified.mockClear();
      burned.mockClear();
      const res = await browser(ctx.app)
        .post('/api/admin/sign-in')
        .send({ username, password: 'falsches Passwort 123' });
      expect(res.status).toBe(401);
      return { member: verified.mock.calls.length, dummy: burned.mock.calls.length };
    };
    try {
      // Counted, not timed: a loaded CI machine's timings of argon2 vary by more than the
      // difference this guards (the dummy is hashed with the members' parameters: passwords.ts).
      expect(await verificationsOf(member.username)).toEqual({ member: 1, dummy: 0 });
      expect(await verificationsOf('unbekannt')).toEqual({ member: 0, dummy: 1 });
    } finally {
      // The failed attempts must not throttle the tests after this one, whatever happens here.
      await ctx.db('sign_in_throttle').delete();
    }
  });

  it('refuses a body of the wrong shape with 400 and the generic message', async () => {
    const res = await browser(ctx.app).post('/api/admin/sign-in').send({ username: 7 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(adminMessages.signInFailed);
  });
});

describe('sessions', () => {
  it('get a new id on every sign-in: the old cookie no longer works', async () => {
    const member = await createMember(ctx.db, 'sales');
    const agent = browser(ctx.app);
    const first = await agent.post('/api/admin/sign-in').send(member);
    const second = await agent.post('/api/admin/sign-in').send(member);
    const [c1, c2] = [sessionCookieOf(first), sessionCookieOf(second)].map((c) => c?.split(';')[0]);
    expect(c1).toBeDefined();
    expect(c2).toBeDefined();
    expect(c1).not.toBe(c2);
    expect((await request(ctx.app).get('/api/admin/session').set('Cookie', c1!)).status).toBe(401);
    expect((await request(ctx.app).get('/api/admin/session').set('Cookie', c2!)).status).toBe(200);
  });

  it('end after 30 idle minutes; each request starts the 30 minutes again', async () => {
    const agent = await signedIn(ctx.app, await createMember(ctx.db, 'editor'));
    ctx.clock.advance(29 * MINUTE);
    expect((await agent.get('/api/admin/session')).status).toBe(200);
    ctx.clock.advance(29 * MINUTE);
    expect((await agent.get('/api/admin/session')).status).toBe(200);
    ctx.clock.advance(30 * MINUTE + 1);
    const res = await agent.get('/api/admin/session');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: adminMessages.notSignedIn });
  });

  it('end 12 hours after sign-in however active the member is', async () => {
    const agent = await signedIn(ctx.app, await createMember(ctx.db, 'editor'));
    for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
      ctx.clock.advance(20 * MINUTE);
      expect((await agent.get('/api/admin/session')).status).toBe(200);
    }
    ctx.clock.advance(20 * MINUTE);
    expect((await agent.get('/api/admin/session')).status).toBe(401);
  });

  it('end with sign-out: the cookie is cleared, the row deleted, the event audited', async () => {
    const member = await createMember(ctx.db, 'sales');
    const agent = await signedIn(ctx.app, member);
    const res = await agent.post('/api/admin/sign-out');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ signedOut: true });
    expect(sessionCookieOf(res)).toMatch(/hello_console=;.*Expires=Thu, 01 Jan 1970/);
    expect((await agent.get('/api/admin/session')).status).toBe(401);
    expect(await ctx.db('staff_sessions').where({ user_id: member.id })).toHaveLength(0);
    expect((await auditOf('sign_out'))[0]).toMatchObject({ actor_id: member.id });
  });

  it('end when the member is disabled, and follow a role change at once', async () => {
    const admin = await signedIn(ctx.app, await createMember(ctx.db, 'admin'));
    const member = await createMember(ctx.db, 'sales');
    const agent = await signedIn(ctx.app, member);
    expect((await agent.get('/api/admin/leads')).status).toBe(200);
    await admin.post(`/api/admin/users/${member.id}/role`).send({ role: 'editor' }).expect(200);
    expect((await agent.get('/api/admin/leads')).status).toBe(403);
    await admin.post(`/api/admin/users/${member.id}/active`).send({ active: false }).expect(200);
    expect((await agent.get('/api/admin/session')).status).toBe(401);
  });
});

describe('the cookie in production (Secure, __Host-)', () => {
  const production = () =>
    createApp({
      db: ctx.db,
      rateLimit: false,
      trustProxy: 'loopback',
      admin: {
        clock: ctx.clock.now,
        allowedOrigins: [SITE_ORIGIN],
        session: { secureCookie: true },
      },
    });

  it('is Secure and __Host- prefixed behind TLS', async () => {
    const member = await createMember(ctx.db, 'sales');
    const app = production();
    const res = await request(app)
      .post('/api/admin/sign-in')
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', SITE_ORIGIN)
      .send(member);
    expect(res.status).toBe(200);
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatch(/^__Host-hello_console=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/);
    const session = await request(app)
      .get('/api/admin/session')
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', cookie!.split(';')[0]!);
    expect(session.status).toBe(200);
  });

  it('refuses to sign in over plain http instead of setting a cookie the browser drops', async () => {
    const member = await createMember(ctx.db, 'sales');
    const res = await request(production())
      .post('/api/admin/sign-in')
      .set('Origin', SITE_ORIGIN)
      .send(member);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(adminMessages.signInNeedsHttps);
    expect(sessionCookieOf(res)).toBeUndefined();
  });
});

describe('CSRF: state changes only from the site', () => {
  it.each([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    [
      'a same-site (other subdomain) fetch',
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.hello-site.example' },
    ],
    ['Origin null', { Origin: 'null' }],
    ['neither Origin nor Sec-Fetch-Site', {}],
  ])('refuses %s with 403 (sign-in, sign-out, a change)', async (_case, headers) => {
    const member = await createMember(ctx.db, 'admin');
    const signIn = await request(ctx.app).post('/api/admin/sign-in').set(headers).send(member);
    expect(signIn.status).toBe(403);
    expect(signIn.body.message).toBe(adminMessages.foreignOrigin);

    const cookie = await signInCookie(ctx.app, member);
    const change = await request(ctx.app)
      .post('/api/admin/me/language')
      .set({ ...headers, Cookie: cookie })
      .send({ language: 'fr' });
    expect(change.status).toBe(403);
    expect(change.headers['cache-control']).toBe('no-store');
    const signOut = await request(ctx.app)
      .post('/api/admin/sign-out')
      .set({ ...headers, Cookie: cookie });
    expect(signOut.status).toBe(403);
    const session = await request(ctx.app).get('/api/admin/session').set('Cookie', cookie);
    expect(session.body.user.language).toBe('de');
  });

  it('accepts a same-origin request with no allowlist configured (through the shell proxy)', async () => {
    const member = await createMember(ctx.db, 'sales');
    const app = createApp({ db: ctx.db, rateLimit: false, admin: { clock: ctx.clock.now } });
    const res = await request(app)
      .post('/api/admin/sign-in')
      .set({ Origin: 'http://localhost:3000', 'Sec-Fetch-Site': 'same-origin' })
      .send(member);
    expect(res.status).toBe(200);
  });

  it('accepts an allowlisted Origin from a browser without fetch metadata', async () => {
    const member = await createMember(ctx.db, 'sales');
    const res = await request(ctx.app)
      .post('/api/admin/sign-in')
      .set('Origin', `${SITE_ORIGIN}`)
      .send(member);
    expect(res.status).toBe(200);
  });

  it('lets reads through from anywhere (they change nothing; the cookie is SameSite=Strict anyway)', async () => {
    const agent = await signedIn(ctx.app, await createMember(ctx.db, 'editor'));
    const res = await agent
      .get('/api/admin/session')
      .set('Origin', 'https://evil.example')
      .set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(200);
  });
});

describe('throttling: growing delays per username and per IP', () => {
  const app = () =>
    createApp({
      db: ctx.db,
      rateLimit: false,
      trustProxy: 'loopback',
      admin: { clock: ctx.clock.now, allowedOrigins: [SITE_ORIGIN] },
    });
  const attempt = (
    server: ReturnType<typeof app>,
    ip: string,
    username: string,
    password: string,
  ) =>
    request(server)
      .post('/api/admin/sign-in')
      .set({ Origin: SITE_ORIGIN, 'X-Forwarded-For': ip })
      .send({ username, password });

  beforeEach(() => ctx.db('sign_in_throttle').delete());

  it('doubles the wait per username after five failures, capped at a minute; never locks for good', async () => {
    const member = await createMember(ctx.db, 'sales');
    const server = app();
    const wrong = (ip: string) => attempt(server, ip, member.username, 'falsches Passwort 123');
    // Each failure from another IP: only the username's counter matters here.
    for (let i = 1; i <= 5; i += 1) expect((await wrong(`198.51.100.${i}`)).status).toBe(401);
    const waits: number[] = [];
    for (let i = 6; i <= 14; i += 1) {
      expect((await wrong(`198.51.100.${i}`)).status).toBe(401);
      // The right password is refused too while the wait runs: it is not even checked.
      const refused = await attempt(server, '203.0.113.9', member.username, member.password);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(adminMessages.signInThrottled);
      waits.push(Number(refused.headers['retry-after']));
      ctx.clock.advance(Number(refused.headers['retry-after']) * 1000);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    // After the wait the right password works, and the username's counter starts again.
    const res = await attempt(server, '203.0.113.9', member.username, member.password);
    expect(res.status).toBe(200);
    expect((await wrong('198.51.100.99')).status).toBe(401);
  });

  it('blocks one IP trying many usernames after ten failures, not the others', async () => {
    const member = await createMember(ctx.db, 'sales');
    const server = app();
    for (let i = 1; i <= 10; i += 1) {
      expect(
        (await attempt(server, '192.0.2.50', `erraten-${i}`, 'falsches Passwort 123')).status,
      ).toBe(401);
    }
    expect((await attempt(server, '192.0.2.50', 'erraten-11', 'x')).status).toBe(401);
    const blocked = await attempt(server, '192.0.2.50', member.username, member.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBe(1);
    expect((await attempt(server, '192.0.2.51', member.username, member.password)).status).toBe(
      200,
    );
  });

  it('forgives a key a day after its last failure', async () => {
    const member = await createMember(ctx.db, 'sales');
    const server = app();
    for (let i = 0; i < 12; i += 1) {
      if (i > 0) ctx.clock.advance(61_000); // never blocked: each wait is over
      expect(
        (await attempt(server, '192.0.2.60', member.username, 'falsches Passwort 123')).status,
      ).toBe(401);
    }
    expect((await attempt(server, '192.0.2.60', member.username, member.password)).status).toBe(
      429,
    );
    ctx.clock.advance(defaultThrottlePolicy.forgetAfterMs);
    expect((await attempt(server, '192.0.2.60', member.username, member.password)).status).toBe(
      200,
    );
  });

  it('computes the delays of the policy', () => {
    const rule = defaultThrottlePolicy.ip;
    expect([9, 10, 11, 12, 20, 30].map((n) => delayAfter(n, rule))).toEqual([
      0, 0, 1000, 2000, 512_000, 900_000,
    ]);
  });
});
