import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { validationMessages } from 'contracts';
import { createApp } from '../src/app';
import { toIsoTimestamp } from '../src/data/rows';
import { mailConfigFromEnv, senderIdentificationFromEnv } from '../src/config';
import { outboxMailer, smtpMailer } from '../src/mail/mailer';
import { confirmationMail } from '../src/mail/newsletter-mails';
import { lazyServerKeys } from '../src/services/console/server-keys';
import {
  HOUR,
  MINUTE,
  SITE_ORIGIN,
  createMember,
  setupConsoleApp,
  signedIn,
} from './support/console';
import { setupThrowawaySmtp, type ReceivedMail } from './support/throwaway-smtp';

/**
 * The newsletter's double opt-in (UWG §7, BGH I ZR 164/09) over a real SMTP
 * conversation with a throwaway server: ticking the box sends a confirmation
 * mail without advertising in the visitor's language; its token is stored
 * only as a SHA-256 and confirms once within 48 hours (a clock the test
 * moves); every mail carries a one-click unsubscribe link and the RFC 8058
 * headers. Without the box nothing is asked or sent.
 */
const { smtp, mailer } = setupThrowawaySmtp();
const ctx = setupConsoleApp({ newsletter: { mailer, linkOrigin: SITE_ORIGIN } });

const EBOOK_ID = '10000000-0000-4000-8000-000000000001';
let n = 0;
const freshAddress = (prefix = 'leserin') =>
  `${prefix}-${(n += 1)}-${randomUUID().slice(0, 6)}@example.de`;

const capture = (email: string, extra: object = {}) =>
  request(ctx.app)
    .post('/api/email/capture')
    .send({
      email,
      newsletterOptIn: true,
      ebookCategory: 'Facebook',
      ebookId: EBOOK_ID,
      country: 'DE',
      language: 'de',
      ...extra,
    });

/** The links of a mail: the confirmation's and the unsubscribe's, with their tokens. */
function linksOf(mail: ReceivedMail) {
  const urls = [...mail.text.matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]));
  const confirm = urls.find((url) => url.pathname.endsWith('/newsletter/bestaetigen'));
  const unsubscribe = urls.find((url) => url.pathname.endsWith('/newsletter/abmelden'));
  if (!confirm || !unsubscribe) throw new Error(`links missing in:\n${mail.text}`);
  return {
    confirm,
    unsubscribe,
    confirmToken: confirm.searchParams.get('token')!,
    unsubscribeToken: unsubscribe.searchParams.get('token')!,
  };
}

const confirm = (token: string) => request(ctx.app).post('/api/newsletter/confirm').send({ token });
const unsubscribe = (token: string) =>
  request(ctx.app).post('/api/newsletter/unsubscribe').send({ token });
const subscriptionOf = (email: string) =>
  ctx.db('newsletter_subscriptions').where({ email }).first();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('ticking the box: the confirmation mail', () => {
  it('goes out over SMTP to the address, in German, without advertising, with both links and the one-click headers', async () => {
    const email = freshAddress();
    const res = await capture(email);
    expect(res.status).toBe(201);
    const mail = await smtp.waitForMail(email);
    expect(mail.headers.from).toBe('helloMarketing <newsletter@hello-site.example>');
    expect(mail.subject).toBe('Bitte bestätige deine Anmeldung zum Newsletter');
    expect(mail.headers['content-language']).toBe('de');
    const { confirm: confirmUrl, unsubscribe: unsubscribeUrl } = linksOf(mail);
    expect(confirmUrl.origin).toBe(SITE_ORIGIN);
    expect(confirmUrl.pathname).toBe('/de_DE/social-media-tipps-und-tricks/newsletter/bestaetigen');
    expect(unsubscribeUrl.pathname).toBe(
      '/de_DE/social-media-tipps-und-tricks/newsletter/abmelden',
    );
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribeUrl.href}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain('48 Stunden');
    expect(mail.html).toContain('Anmeldung bestätigen');
    // A request to confirm, nothing else: no offer, no product, no tip.
    for (const advert of [/rabatt/i, /angebot/i, /kostenlos testen/i, /jetzt kaufen/i, /helloCASH/])
      expect(mail.text).not.toMatch(advert);
  });

  it("is written in the visitor's language (es, fr) and links the pages of their locale", async () => {
    const es = freshAddress('es');
    await capture(es, { country: 'ES', language: 'es' });
    const spanish = await smtp.waitForMail(es);
    expect(spanish.subject).toBe('Confirma tu suscripción a la newsletter');
    expect(linksOf(spanish).confirm.pathname).toMatch(/^\/es_ES\//);

    const fr = freshAddress('fr');
    await capture(fr, { country: 'DE', language: 'fr' });
    const french = await smtp.waitForMail(fr);
    expect(french.subject).toBe('Confirme ton inscription à la newsletter');
    expect(french.text).toContain('Désinscris-toi en un clic');
    expect(linksOf(french).confirm.pathname).toMatch(/^\/fr_DE\//);
  });

  it('keeps only the SHA-256 of the token, valid 48 hours; the capture is not opted in yet', async () => {
    const email = freshAddress();
    const res = await capture(email);
    const { confirmToken } = linksOf(await smtp.waitForMail(email));
    expect(confirmToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await subscriptionOf(email);
    expect(row.confirm_token_hash).toBe(sha256(confirmToken));
    expect(JSON.stringify(row)).not.toContain(confirmToken);
    expect(row.status).toBe('pending');
    const expires = new Date(toIsoTimestamp(row.confirm_token_expires_at));
    expect(expires.getTime() - ctx.clock.now().getTime()).toBe(48 * HOUR);
    const captured = await ctx.db('email_captures').where({ id: res.body.id }).first();
    expect(Boolean(captured.newsletter_opt_in)).toBe(false);
  });

  it('without the box nothing is asked and nothing is sent', async () => {
    const email = freshAddress('ohne');
    const res = await capture(email, { newsletterOptIn: false });
    expect(res.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mailsTo(email)).toEqual([]);
    expect(await subscriptionOf(email)).toBeUndefined();
  });

  it('a filled honeypot or an erased address asks for nothing and gets no mail', async () => {
    const bot = freshAddress('bot');
    expect((await capture(bot, { website: 'https://spam.example' })).status).toBe(201);
    await ctx.db('erasure_suppressions').insert({
      email_hash: (await lazyServerKeys(ctx.db)()).addressHash('erased@example.de'),
      created_at: '2026-01-01 00:00:00.000',
    });
    expect((await capture('erased@example.de')).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mailsTo(bot)).toEqual([]);
    expect(smtp.mailsTo('erased@example.de')).toEqual([]);
    expect(await subscriptionOf(bot)).toBeUndefined();
    expect(await subscriptionOf('erased@example.de')).toBeUndefined();
  });

  it('asking again within 10 minutes sends no second mail; later a new link replaces the old one', async () => {
    const email = freshAddress('nochmal');
    await capture(email);
    const first = linksOf(await smtp.waitForMail(email));
    ctx.clock.advance(5 * MINUTE);
    await capture(email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mailsTo(email)).toHaveLength(1);
    ctx.clock.advance(6 * MINUTE);
    await capture(email);
    const second = linksOf(await smtp.waitForMail(email, 2));
    expect(second.confirmToken).not.toBe(first.confirmToken);
    expect((await confirm(first.confirmToken)).status).toBe(404);
    expect((await confirm(second.confirmToken)).status).toBe(200);
  });

  it('a mail server that does not answer does not fail the download: 201, the failure logged', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'error' },
      new Writable({
        write(chunk: Buffer, _e, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const app = createApp({
      db: ctx.db,
      rateLimit: false,
      logger,
      newsletter: {
        mailer: smtpMailer('smtp://127.0.0.1:9', {
          from: 'x <x@example.de>',
          identification: senderIdentificationFromEnv({}).identification,
        }),
        linkOrigin: SITE_ORIGIN,
      },
    });
    const email = freshAddress('ausfall');
    const res = await request(app)
      .post('/api/email/capture')
      .send({ email, newsletterOptIn: true, ebookCategory: 'Facebook' });
    expect(res.status).toBe(201);
    expect(lines.join('')).toContain('newsletter: confirmation mail failed');
    expect(lines.join('')).not.toContain(email);
  });
});

describe('the confirmation link', () => {
  it('confirms within 48 hours, records when, opts the capture in; the desk shows a confirmed subscriber', async () => {
    const email = freshAddress('bestaetigt');
    const captured = await capture(email);
    const { confirmToken } = linksOf(await smtp.waitForMail(email));
    ctx.clock.advance(47 * HOUR + 59 * MINUTE);
    const res = await confirm(confirmToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ state: 'confirmed', confirmedAt: ctx.clock.now().toISOString() });
    const row = await subscriptionOf(email);
    expect(row.status).toBe('confirmed');
    expect(row.confirmed_at).toBeTruthy();
    const opted = await ctx.db('email_captures').where({ id: captured.body.id }).first();
    expect(Boolean(opted.newsletter_opt_in)).toBe(true);
    const sales = await signedIn(ctx.app, await createMember(ctx.db, 'sales'));
    const desk = await sales.get(
      `/api/admin/leads?type=newsletter&newsletter=confirmed&q=${email}`,
    );
    expect(desk.body.items).toEqual([
      expect.objectContaining({
        type: 'newsletter',
        email,
        newsletterState: 'confirmed',
        confirmedAt: ctx.clock.now().toISOString(),
        language: 'de',
      }),
    ]);

    // A later download of a confirmed address sends nothing and counts as opted in at once.
    const again = await capture(email);
    expect(again.body.newsletterOptIn).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mailsTo(email)).toHaveLength(1);
  });

  it('refuses a second use (409) and says so', async () => {
    const email = freshAddress('zweimal');
    await capture(email);
    const { confirmToken } = linksOf(await smtp.waitForMail(email));
    expect((await confirm(confirmToken)).status).toBe(200);
    const reused = await confirm(confirmToken);
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe(validationMessages.newsletterLinkUsed);
  });

  it('has expired after 48 hours (410): nothing confirmed', async () => {
    const email = freshAddress('spaet');
    await capture(email);
    const { confirmToken } = linksOf(await smtp.waitForMail(email));
    ctx.clock.advance(48 * HOUR);
    const res = await confirm(confirmToken);
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(validationMessages.newsletterLinkExpired);
    expect((await subscriptionOf(email)).status).toBe('pending');
  });

  it.each([
    ['an unknown token', 'A'.repeat(43), 404],
    ['a malformed token', 'kurz', 400],
  ])('answers %s: %s → %s', async (_name, token, status) => {
    const res = await confirm(token);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(validationMessages.newsletterLinkInvalid);
  });
});

describe('unsubscribing', () => {
  it("works with any newsletter mail's link: pending or confirmed, again and again; the capture leaves the newsletter", async () => {
    const email = freshAddress('abmelden');
    const captured = await capture(email);
    const links = linksOf(await smtp.waitForMail(email));
    expect((await confirm(links.confirmToken)).status).toBe(200);
    const res = await unsubscribe(links.unsubscribeToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ state: 'unsubscribed' });
    const row = await subscriptionOf(email);
    expect(row.status).toBe('unsubscribed');
    expect(row.unsubscribed_at).toBeTruthy();
    const capturedRow = await ctx.db('email_captures').where({ id: captured.body.id }).first();
    expect(Boolean(capturedRow.newsletter_opt_in)).toBe(false);
    expect((await unsubscribe(links.unsubscribeToken)).status).toBe(200);
  });

  it('before confirming ("that was not me"): the confirmation link stops working', async () => {
    const email = freshAddress('nicht-ich');
    await capture(email);
    const links = linksOf(await smtp.waitForMail(email));
    expect((await unsubscribe(links.unsubscribeToken)).status).toBe(200);
    expect((await confirm(links.confirmToken)).status).toBe(404);
  });

  it('refuses a forged token (another id, a changed signature) with 404', async () => {
    const email = freshAddress('faelschung');
    await capture(email);
    const { unsubscribeToken } = linksOf(await smtp.waitForMail(email));
    const [, signature] = unsubscribeToken.split('.');
    expect((await unsubscribe(`${randomUUID()}.${signature}`)).status).toBe(404);
    const flipped = unsubscribeToken.slice(0, -1) + (unsubscribeToken.endsWith('A') ? 'B' : 'A');
    expect((await unsubscribe(flipped)).status).toBe(404);
    expect((await subscriptionOf(email)).status).toBe('pending');
  });
});

describe('without SMTP_URL: the outbox folder', () => {
  it('writes each mail as an .eml file and names the file in a log line', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _e, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const sender = {
      from: 'helloMarketing <newsletter@localhost>',
      identification: senderIdentificationFromEnv({}).identification,
    };
    const outbox = outboxMailer(dir, sender, logger);
    await outbox.send(
      confirmationMail({
        to: 'lokal@example.de',
        origin: 'http://localhost:3000',
        language: 'es',
        country: 'ES',
        confirmToken: 'B'.repeat(43),
        unsubscribeToken: `${randomUUID()}.${'C'.repeat(43)}`,
      }),
    );
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: lokal@example\.de$/m);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(lines.join('')).toContain(path.join(dir, files[0]!));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is the default without SMTP_URL; SMTP_URL must be smtp:// or smtps://', () => {
    expect(mailConfigFromEnv({}, ['https://www.example.de'])).toMatchObject({
      smtpUrl: undefined,
      outboxDir: expect.stringMatching(/api[/\\]data[/\\]outbox$/),
      linkOrigin: 'https://www.example.de',
    });
    expect(mailConfigFromEnv({ SMTP_URL: 'smtp://u:p@mail:587' }, []).smtpUrl).toBe(
      'smtp://u:p@mail:587',
    );
    expect(() => mailConfigFromEnv({ SMTP_URL: 'http://mail' }, [])).toThrow('SMTP_URL');
  });
});

describe('a confirmed subscription is a lead for sales (issue 37)', () => {
  const eventsOf = (leadId: string) =>
    ctx.db('outbox_events').where({ lead_id: leadId, event_type: 'lead.created' });

  it('confirming writes one lead.created event with the sign-up attribution; asking writes none', async () => {
    const email = freshAddress('lead');
    const attribution = {
      lastTouch: { source: 'Instagram', medium: 'social', campaign: 'reels-2026' },
      formPath: '/de_DE/social-media-tipps-und-tricks',
    };
    expect((await capture(email, { attribution })).status).toBe(201);
    const { confirmToken } = linksOf(await smtp.waitForMail(email));
    const pending = await subscriptionOf(email);
    // A pending address is not a lead yet: nobody may write to it before it confirms.
    expect(await eventsOf(pending.id)).toHaveLength(0);

    expect((await confirm(confirmToken)).status).toBe(200);
    const events = await eventsOf(pending.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ lead_type: 'newsletter', country: 'DE', language: 'de' });
    expect(JSON.parse(events[0].data)).toMatchObject({
      id: pending.id,
      email,
      state: 'confirmed',
      attribution: {
        lastTouch: { source: 'instagram', medium: 'social', campaign: 'reels-2026' },
        formPath: '/de_DE/social-media-tipps-und-tricks',
      },
    });
    // The spent link confirms nothing again, and writes no second event.
    expect((await confirm(confirmToken)).status).toBe(409);
    expect(await eventsOf(pending.id)).toHaveLength(1);
  });
});
