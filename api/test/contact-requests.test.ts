import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { adminMessages, validationMessages, type LeadListItem } from 'contracts';
import { createApp } from '../src/app';
import { createMember, setupConsoleApp, signedIn, type Agent } from './support/console';

/**
 * 'Beratung anfragen' (issue 19): a contact request about a product is
 * validated field by field with readable messages, stored as its own kind of
 * lead (a filled honeypot or an erased address: answered as usual, not
 * stored), rate-limited like every write, and worked on in the leads desk:
 * listed with its fields, filtered, given a status, exported and erased.
 */
const ctx = setupConsoleApp();
let sales: Agent;
beforeAll(async () => {
  sales = await signedIn(ctx.app, await createMember(ctx.db, 'sales'));
});

const valid = {
  name: '  Lena Schmidt ',
  email: ' Lena@Cafe-Lena.DE ',
  phone: ' +49 (0)30 1234-5678 ',
  business: 'Café Lena',
  message: 'Wir brauchen eine Website mit Speisekarte\nund Tischreservierung.',
  productSlug: 'website-loesung',
  country: 'DE',
  language: 'de',
};
const send = (body: object) => request(ctx.app).post('/api/contact-requests').send(body);
const count = async () => Number((await ctx.db('contact_requests').count({ n: '*' }))[0]?.n);

describe('POST /api/contact-requests', () => {
  it('stores the request trimmed (address lower-case) with its product, status neu', async () => {
    const visitorId = randomUUID();
    const res = await send({ ...valid, visitorId });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      visitorId,
      name: 'Lena Schmidt',
      email: 'lena@cafe-lena.de',
      phone: '+49 (0)30 1234-5678',
      business: 'Café Lena',
      message: valid.message,
      productId: '30000000-0000-4000-8000-000000000001',
      productSlug: 'website-loesung',
      timestamp: expect.any(String),
    });
    const row = await ctx.db('contact_requests').where({ id: res.body.id }).first();
    expect(row).toMatchObject({
      name: 'Lena Schmidt',
      email: 'lena@cafe-lena.de',
      status: 'neu',
      country: 'DE',
      language: 'de',
      product_slug: 'website-loesung',
    });
  });

  it('takes the phone as optional: absent or blank is none', async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect((await send(withoutPhone)).body.phone).toBeNull();
    expect((await send({ ...valid, phone: '   ' })).body.phone).toBeNull();
  });

  it.each([
    ['name', '', validationMessages.contactNameMissing],
    ['name', '\u200B\u200B', validationMessages.contactNameMissing],
    ['name', 'x'.repeat(121), validationMessages.contactNameTooLong],
    ['email', 'kein-at-zeichen', validationMessages.invalidEmail],
    ['phone', 'ruf mich an', validationMessages.invalidPhone],
    ['phone', '12345', validationMessages.invalidPhone],
    ['phone', `+49 ${'1'.repeat(40)}`, validationMessages.invalidPhone],
    ['business', ' ', validationMessages.businessMissing],
    ['business', 'x'.repeat(161), validationMessages.businessTooLong],
    ['message', 'zu kurz', validationMessages.feedbackTooShort],
    ['message', 'x'.repeat(5001), validationMessages.feedbackTooLong],
    ['productSlug', 'Kein Slug!', validationMessages.unknownProduct],
  ])(
    'refuses %s %p with 400 and the message at the field, storing nothing',
    async (field, value, message) => {
      const before = await count();
      const res = await send({ ...valid, [field]: value });
      expect(res.status).toBe(400);
      expect(res.body.fields[field]).toBe(message);
      expect(await count()).toBe(before);
    },
  );

  it('names every refused field at once, so a form marks them all', async () => {
    const res = await send({ productSlug: 'website-loesung', email: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      name: validationMessages.contactNameMissing,
      email: validationMessages.invalidEmail,
      business: validationMessages.businessMissing,
      message: validationMessages.feedbackTooShort,
    });
  });

  it('answers 404 for a product that does not exist or is offline', async () => {
    for (const productSlug of ['gibt-es-nicht', 'flyer-druckservice']) {
      const res = await send({ ...valid, productSlug });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(validationMessages.unknownProduct);
    }
  });

  it('a filled honeypot is answered as usual and stores nothing', async () => {
    const before = await count();
    const res = await send({ ...valid, website: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect(res.body.email).toBe('lena@cafe-lena.de');
    expect(await count()).toBe(before);
  });

  it('is rate-limited like every write: 429 with Retry-After, nothing stored beyond the limit', async () => {
    const app = createApp({ db: ctx.db, rateLimit: { limit: 2, windowMs: 60_000 } });
    const before = await count();
    for (let i = 0; i < 2; i += 1)
      expect((await request(app).post('/api/contact-requests').send(valid)).status).toBe(201);
    const limited = await request(app).post('/api/contact-requests').send(valid);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count()).toBe(before + 2);
  });
});

describe('contact requests in the leads desk', () => {
  let id: string;
  beforeAll(async () => {
    const res = await send({
      ...valid,
      email: 'desk@cafe-lena.de',
      country: 'ES',
      language: 'es',
      message: '=HYPERLINK("http://evil.example","klick") ruft mich an',
    });
    id = res.body.id;
  });

  const list = async (query: string) =>
    (await sales.get(`/api/admin/leads?${query}`)).body as { items: LeadListItem[]; total: number };

  it('lists them under their type with name, phone, business, message and product', async () => {
    const page = await list('type=contact&country=ES');
    expect(page.items).toEqual([
      expect.objectContaining({
        type: 'contact',
        id,
        email: 'desk@cafe-lena.de',
        contactName: 'Lena Schmidt',
        phone: '+49 (0)30 1234-5678',
        business: 'Café Lena',
        productSlug: 'website-loesung',
        productName: 'Website-Lösung',
        status: 'neu',
        converted: false,
        newsletterState: null,
      }),
    ]);
    expect((await list('q=desk@cafe')).items.map((item) => item.id)).toEqual([id]);
  });

  it('gets a status and a note like a pre-registration (audited), filtered by it', async () => {
    const res = await sales
      .post(`/api/admin/leads/contact/${id}/status`)
      .send({ status: 'kontaktiert', note: 'Rückruf Dienstag' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'kontaktiert', statusNote: 'Rückruf Dienstag' });
    expect((await list('status=kontaktiert&type=contact')).items.map((item) => item.id)).toEqual([
      id,
    ]);
    const audit = await ctx
      .db('audit_log')
      .where({ action: 'lead_status_changed', target_id: id })
      .first();
    expect(audit).toMatchObject({ target_type: 'contact_request' });
    const wrong = await sales
      .post(`/api/admin/leads/contact/${randomUUID()}/status`)
      .send({ status: 'neu' });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe(adminMessages.contactRequestNotFound);
  });

  it('is exported with its own columns, formulas neutralised', async () => {
    const res = await sales
      .get('/api/admin/leads/export.csv?type=contact&country=ES')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    const text = (res.body as Buffer).toString('utf8');
    expect(text).toContain('Name;Telefon;Unternehmen;Nachricht;Produkt');
    // A leading + is a formula to a spreadsheet too: the number arrives as text.
    expect(text).toContain("Lena Schmidt;'+49 (0)30 1234-5678;Café Lena;");
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""klick"") ruft mich an"`);
  });

  it("is erased with the person's address", async () => {
    const res = await sales.post('/api/admin/erasures').send({ email: 'desk@cafe-lena.de' });
    expect(res.body.deleted.contactRequests).toBe(1);
    expect((await list('type=contact&country=ES')).items).toEqual([]);
    // Asking again later: answered as usual, not stored.
    const again = await send({ ...valid, email: 'desk@cafe-lena.de' });
    expect(again.status).toBe(201);
    expect(await ctx.db('contact_requests').where({ email: 'desk@cafe-lena.de' })).toEqual([]);
  });
});
