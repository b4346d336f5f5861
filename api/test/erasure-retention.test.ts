import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { toDbTimestamp } from '../src/data/rows';
import { scheduleDaily } from '../src/jobs/daily';
import { createServices } from '../src/services';
import { monthsBefore } from '../src/services/console/retention';
import { serverKeysFrom } from '../src/services/console/server-keys';
import { adminConfigFromEnv } from '../src/config';
import { createMember, setupConsoleApp, signedIn, type Agent } from './support/console';
import { quiet } from './support/test-db';

/**
 * 'Daten löschen' removes a person's rows from every lead table and what
 * their visitor id ties to them, keeps only a keyed hash so the address is
 * never stored again, and is audited. Retention deletes what is past its
 * period (a clock the test sets), daily and on demand, and logs how much.
 */
const ctx = setupConsoleApp();
let sales: Agent;
beforeAll(async () => {
  sales = await signedIn(ctx.app, await createMember(ctx.db, 'sales'));
});

const count = async (table: string, where: Record<string, unknown>) =>
  Number((await ctx.db(table).where(where).count({ n: '*' }))[0]?.n);

describe('POST /api/admin/erasures', () => {
  const email = 'loeschen@beispiel.de';
  const visitor = randomUUID();
  const otherVisitor = randomUUID();

  beforeAll(async () => {
    const now = toDbTimestamp(ctx.clock.now());
    const base = { created_at: now };
    await ctx.db('email_captures').insert([
      { ...base, id: randomUUID(), visitor_id: visitor, email, ebook_category: 'Facebook' },
      { ...base, id: randomUUID(), visitor_id: otherVisitor, email, ebook_category: 'TikTok' },
      {
        ...base,
        id: randomUUID(),
        visitor_id: randomUUID(),
        email: 'bleibt@beispiel.de',
        ebook_category: 'TikTok',
      },
    ]);
    await ctx
      .db('payment_leads')
      .insert({ ...base, id: randomUUID(), visitor_id: visitor, email, provider: 'adyen' });
    const contact = {
      name: 'Lena',
      business: 'Café Lena',
      message: 'Bitte ruft mich an.',
      product_slug: 'website-loesung',
    };
    await ctx.db('contact_requests').insert([
      { ...base, ...contact, id: randomUUID(), visitor_id: null, email },
      { ...base, ...contact, id: randomUUID(), visitor_id: null, email: 'bleibt@beispiel.de' },
    ]);
    await ctx.db('newsletter_subscriptions').insert([
      { ...base, id: randomUUID(), email, status: 'confirmed' },
      { ...base, id: randomUUID(), email: 'bleibt@beispiel.de', status: 'confirmed' },
    ]);
    await ctx.db('customer_feedback').insert([
      { ...base, id: randomUUID(), visitor_id: visitor, feedback_text: 'Meine Meinung' },
      { ...base, id: randomUUID(), visitor_id: randomUUID(), feedback_text: 'Andere Meinung' },
    ]);
    await ctx.db('page_views').insert([
      {
        ...base,
        id: randomUUID(),
        visitor_id: otherVisitor,
        url: '/ebooks',
        device_type: 'mobile',
      },
      {
        ...base,
        id: randomUUID(),
        visitor_id: randomUUID(),
        url: '/ebooks',
        device_type: 'mobile',
      },
    ]);
    await ctx.db('downloads').insert({
      ...base,
      id: randomUUID(),
      visitor_id: visitor,
      ebook_category: 'Facebook',
      device_type: 'desktop',
    });
  });

  it("deletes the person's rows everywhere, and nobody else's", async () => {
    const res = await sales.post('/api/admin/erasures').send({ email: '  Loeschen@Beispiel.DE ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      deleted: {
        emailCaptures: 2,
        paymentLeads: 1,
        contactRequests: 1,
        newsletterSubscriptions: 1,
        feedback: 1,
        pageViews: 1,
        downloads: 1,
      },
      suppressed: true,
    });
    expect(await count('email_captures', { email })).toBe(0);
    expect(await count('payment_leads', { email })).toBe(0);
    expect(await count('contact_requests', { email })).toBe(0);
    expect(await count('newsletter_subscriptions', { email })).toBe(0);
    expect(await count('contact_requests', { email: 'bleibt@beispiel.de' })).toBe(1);
    expect(await count('newsletter_subscriptions', { email: 'bleibt@beispiel.de' })).toBe(1);
    for (const table of ['customer_feedback', 'page_views', 'downloads']) {
      expect(await count(table, { visitor_id: visitor })).toBe(0);
    }
    expect(await count('email_captures', { email: 'bleibt@beispiel.de' })).toBe(1);
    expect(await count('customer_feedback', { feedback_text: 'Andere Meinung' })).toBe(1);
    expect(await count('page_views', {})).toBe(1);
  });

  it('keeps only a keyed hash on the suppression list, and the audit entry names that hash', async () => {
    const rows = await ctx.db('erasure_suppressions');
    expect(rows).toHaveLength(1);
    expect(rows[0].email_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('loeschen');
    // Not a plain SHA-256 of the address: a list of addresses alone cannot be matched against it.
    const { createHash } = await import('node:crypto');
    expect(rows[0].email_hash).not.toBe(createHash('sha256').update(email).digest('hex'));
    const audit = await ctx.db('audit_log').where({ action: 'email_erased' }).first();
    expect(audit).toMatchObject({
      target_type: 'email_hash',
      target_id: rows[0].email_hash,
      actor_kind: 'staff',
    });
    expect(JSON.stringify(audit)).not.toContain('loeschen');
  });

  it.each([
    [
      '/api/email/capture',
      'email_captures',
      { visitorId: randomUUID(), email: 'LOESCHEN@beispiel.de', ebookCategory: 'Facebook' },
    ],
    [
      '/api/payment-leads',
      'payment_leads',
      { visitorId: randomUUID(), email: 'loeschen@beispiel.de', provider: 'mollie' },
    ],
    [
      '/api/contact-requests',
      'contact_requests',
      {
        name: 'Lena',
        email: 'loeschen@beispiel.de',
        business: 'Café Lena',
        message: 'Bitte meldet euch bei mir.',
        productSlug: 'website-loesung',
      },
    ],
  ])(
    'a new %s of the erased address is answered 201 as usual and not stored',
    async (path, table, body) => {
      const res = await request(ctx.app).post(path).send(body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ email, id: expect.any(String) });
      expect(await count(table, { email })).toBe(0);
      const other = await request(ctx.app)
        .post(path)
        .send({ ...body, email: 'jemand.anders@beispiel.de' });
      expect(await count(table, { id: other.body.id })).toBe(1);
    },
  );

  it('still recognises addresses erased under the database key once APP_SECRET is set', async () => {
    const withSecret = createServices(ctx.db, { appSecret: 'x'.repeat(40) }, quiet).admin;
    expect(await withSecret.erasure.isSuppressed(email)).toBe(true);
    expect(await withSecret.erasure.isSuppressed('bleibt@beispiel.de')).toBe(false);
    // New erasures are keyed with APP_SECRET (the first key).
    const keys = await withSecret.keys();
    expect(keys.addressHash(email)).toBe(serverKeysFrom(['x'.repeat(40)]).addressHash(email));
  });

  it('erasing an address with no rows still suppresses it; a bad address is 400', async () => {
    const res = await sales.post('/api/admin/erasures').send({ email: 'nie.gesehen@beispiel.de' });
    expect(res.body.deleted).toEqual({
      emailCaptures: 0,
      paymentLeads: 0,
      contactRequests: 0,
      newsletterSubscriptions: 0,
      feedback: 0,
      pageViews: 0,
      downloads: 0,
    });
    expect(
      await createServices(ctx.db, {}, quiet).admin.erasure.isSuppressed('nie.gesehen@beispiel.de'),
    ).toBe(true);
    expect((await sales.post('/api/admin/erasures').send({ email: 'kein at' })).status).toBe(400);
  });
});

describe('retention', () => {
  const lines: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  );

  it('deletes each kind of lead after its months, keeps newsletter subscribers, logs and audits the counts', async () => {
    for (const table of ['email_captures', 'payment_leads', 'customer_feedback'])
      await ctx.db(table).delete();
    ctx.clock.set('2026-06-15T12:00:00.000Z');
    const monthsAgo = (months: number, ms = 0) =>
      toDbTimestamp(new Date(monthsBefore(ctx.clock.now(), months).getTime() + ms));
    const lead = (created_at: string, extra: object = {}) => ({
      id: randomUUID(),
      visitor_id: randomUUID(),
      created_at,
      ...extra,
    });
    const capture = { email: 'a@b.de', ebook_category: 'Facebook' };
    await ctx.db('email_captures').insert([
      lead(monthsAgo(12, -1), { ...capture, newsletter_opt_in: false }), // gone
      lead(monthsAgo(12, 1), { ...capture, newsletter_opt_in: false }), // stays: not yet 12 months
      lead(monthsAgo(40), { ...capture, newsletter_opt_in: true }), // stays: subscribed
    ]);
    await ctx
      .db('payment_leads')
      .insert([
        lead(monthsAgo(24, -1), { email: 'a@b.de', provider: 'mollie' }),
        lead(monthsAgo(23), { email: 'a@b.de', provider: 'mollie' }),
      ]);
    await ctx
      .db('customer_feedback')
      .insert([
        lead(monthsAgo(36, -1), { feedback_text: 'alt genug' }),
        lead(monthsAgo(35), { feedback_text: 'noch nicht' }),
      ]);

    const { retention } = createServices(ctx.db, { clock: ctx.clock.now }, logger).admin;
    const result = await retention.apply({ kind: 'system' });
    expect(result).toMatchObject({ emailCaptures: 1, paymentLeads: 1, feedback: 1 });
    expect(await count('email_captures', {})).toBe(2);
    expect(await count('payment_leads', {})).toBe(1);
    expect(await count('customer_feedback', { feedback_text: 'noch nicht' })).toBe(1);
    const logged = lines.map((line) => JSON.parse(line)).find((line) => line.retention);
    expect(logged).toMatchObject({
      msg: 'retention: removed rows past their period',
      retention: { emailCaptures: 1, paymentLeads: 1, feedback: 1 },
    });
    const audit = await ctx.db('audit_log').where({ action: 'retention_applied' }).first();
    expect(audit).toMatchObject({ actor_kind: 'system' });

    // Months from the environment (RETENTION_*_MONTHS).
    ctx.clock.advance(2 * 86_400_000);
    const shorter = createServices(
      ctx.db,
      {
        clock: ctx.clock.now,
        retention: adminConfigFromEnv({ RETENTION_PAYMENT_LEADS_MONTHS: '6' }).retention,
      },
      quiet,
    ).admin.retention;
    expect((await shorter.apply({ kind: 'cli', name: 'test' })).paymentLeads).toBe(1);
  });

  it('deletes contact requests after their months; newsletter requests never confirmed and old unsubscriptions, never a confirmed address', async () => {
    ctx.clock.set('2026-06-15T12:00:00.000Z');
    const monthsAgo = (months: number, ms = 0) =>
      toDbTimestamp(new Date(monthsBefore(ctx.clock.now(), months).getTime() + ms));
    const contact = {
      email: 'c@b.de',
      name: 'Lena',
      business: 'Café Lena',
      message: 'Bitte ruft mich an.',
      product_slug: 'website-loesung',
    };
    await ctx.db('contact_requests').insert([
      { ...contact, id: randomUUID(), created_at: monthsAgo(24, -1), message: 'alt genug' },
      { ...contact, id: randomUUID(), created_at: monthsAgo(23), message: 'noch nicht' },
    ]);
    const subscription = (email: string, extra: object) => ({
      id: randomUUID(),
      email,
      created_at: monthsAgo(48),
      ...extra,
    });
    await ctx.db('newsletter_subscriptions').insert([
      // The link expired over a month ago: gone.
      subscription('verfallen@b.de', {
        status: 'pending',
        confirm_token_expires_at: monthsAgo(1, -1),
      }),
      // Asked again lately (created long ago): stays.
      subscription('neu-gefragt@b.de', {
        status: 'pending',
        confirm_token_expires_at: monthsAgo(0),
      }),
      subscription('treu@b.de', { status: 'confirmed', confirmed_at: monthsAgo(47) }),
      subscription('weg@b.de', { status: 'unsubscribed', unsubscribed_at: monthsAgo(36, -1) }),
      subscription('kuerzlich-weg@b.de', {
        status: 'unsubscribed',
        unsubscribed_at: monthsAgo(35),
      }),
    ]);

    const { retention } = createServices(ctx.db, { clock: ctx.clock.now }, quiet).admin;
    const result = await retention.apply({ kind: 'system' });
    expect(result).toMatchObject({ contactRequests: 1, newsletterSubscriptions: 2 });
    expect(
      (await ctx.db('contact_requests').where({ email: 'c@b.de' })).map((row) => row.message),
    ).toEqual(['noch nicht']);
    const left = await ctx
      .db('newsletter_subscriptions')
      .where('email', 'like', '%@b.de')
      .pluck('email');
    expect(left.sort()).toEqual(['kuerzlich-weg@b.de', 'neu-gefragt@b.de', 'treu@b.de']);
  });

  it('also removes expired staff sessions', async () => {
    const member = await createMember(ctx.db, 'editor');
    await signedIn(ctx.app, member);
    expect(await count('staff_sessions', { user_id: member.id })).toBe(1);
    ctx.clock.advance(31 * 60_000);
    const { retention } = createServices(ctx.db, { clock: ctx.clock.now }, quiet).admin;
    expect((await retention.apply({ kind: 'system' })).expiredSessions).toBeGreaterThanOrEqual(1);
    expect(await count('staff_sessions', { user_id: member.id })).toBe(0);
  });

  it('counts calendar months, clamping to the end of shorter months', () => {
    expect(monthsBefore(new Date('2026-03-31T10:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(monthsBefore(new Date('2026-01-15T00:00:00Z'), 12).toISOString()).toBe(
      '2025-01-15T00:00:00.000Z',
    );
    expect(monthsBefore(new Date('2028-03-31T00:00:00Z'), 1).toISOString()).toBe(
      '2028-02-29T00:00:00.000Z',
    );
  });

  it('reads its months from the environment, 12/24/36 by default, refusing nonsense', () => {
    expect(adminConfigFromEnv({}).retention).toEqual({
      emailCapturesMonths: 12,
      paymentLeadsMonths: 24,
      feedbackMonths: 36,
      contactRequestsMonths: 24,
      newsletterPendingMonths: 1,
      newsletterUnsubscribedMonths: 36,
      deliveryPayloadDays: 30,
      webVitalsDays: 90,
      searchMissesDays: 90,
    });
    expect(
      adminConfigFromEnv({ RETENTION_CONTACT_REQUESTS_MONTHS: '6' }).retention
        .contactRequestsMonths,
    ).toBe(6);
    expect(() => adminConfigFromEnv({ RETENTION_FEEDBACK_MONTHS: 'drei' })).toThrow(
      'RETENTION_FEEDBACK_MONTHS',
    );
    expect(() => adminConfigFromEnv({ APP_SECRET: 'zu kurz' })).toThrow('APP_SECRET');
  });

  it('runs as a daily job in the process: shortly after start, then on every interval, until stopped', async () => {
    let runs = 0;
    const job = scheduleDaily('test', async () => void (runs += 1), quiet, {
      firstRunAfterMs: 5,
      intervalMs: 20,
    });
    await new Promise((resolve) => setTimeout(resolve, 80));
    job.stop();
    const stoppedAt = runs;
    expect(stoppedAt).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(runs).toBe(stoppedAt);
  });
});
