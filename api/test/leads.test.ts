import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { validationMessages } from 'contracts';
import { setupTestApp } from './support/app';

const ctx = setupTestApp();
const count = async (table: string) => Number((await ctx.db(table).count({ n: '*' }))[0]?.n);
const visitorId = randomUUID();
const ebookId = '10000000-0000-4000-8000-000000000002';

describe('POST /api/track/download', () => {
  it('stores a download with and without ebookId', async () => {
    const res = await request(ctx.app)
      .post('/api/track/download')
      .send({ visitorId, ebookCategory: 'Facebook und Instagram', ebookId, deviceType: 'tablet' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ visitorId, ebookId, deviceType: 'tablet' });
    const row = await ctx.db('downloads').where({ id: res.body.id }).first();
    expect(row).toMatchObject({
      visitor_id: visitorId,
      ebook_category: 'Facebook und Instagram',
      ebook_id: ebookId,
      device_type: 'tablet',
    });

    const bare = await request(ctx.app)
      .post('/api/track/download')
      .send({ visitorId, ebookCategory: 'TikTok', deviceType: 'mobile' });
    expect(bare.status).toBe(201);
    expect(bare.body.ebookId).toBeNull();
  });

  it.each([
    ['deviceType', { visitorId, ebookCategory: 'TikTok', deviceType: 'tv' }],
    ['ebookCategory', { visitorId, ebookCategory: ' ', deviceType: 'mobile' }],
    ['visitorId', { visitorId: 'x', ebookCategory: 'TikTok', deviceType: 'mobile' }],
    ['ebookId', { visitorId, ebookCategory: 'TikTok', deviceType: 'mobile', ebookId: '1' }],
  ])('rejects a bad %s with 400 and stores nothing', async (field, body) => {
    const before = await count('downloads');
    const res = await request(ctx.app).post('/api/track/download').send(body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(field);
    expect(await count('downloads')).toBe(before);
  });
});

describe('POST /api/email/capture', () => {
  const valid = { visitorId, email: 'anna@example.de', ebookCategory: 'Facebook', ebookId };

  it('stores the e-mail trimmed and lower-cased, newsletterOptIn false by default', async () => {
    const res = await request(ctx.app)
      .post('/api/email/capture')
      .send({ ...valid, email: '  Anna.Schmidt@Example.DE ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'anna.schmidt@example.de', newsletterOptIn: false });
    const row = await ctx.db('email_captures').where({ id: res.body.id }).first();
    expect(row).toMatchObject({
      visitor_id: visitorId,
      email: 'anna.schmidt@example.de',
      ebook_category: 'Facebook',
      ebook_id: ebookId,
    });
    expect(Boolean(row.newsletter_opt_in)).toBe(false);
  });

  it('newsletterOptIn=false asks for nothing: no subscription, opt-in false', async () => {
    const email = 'ohne.newsletter@example.de';
    const res = await request(ctx.app)
      .post('/api/email/capture')
      .send({ ...valid, email, newsletterOptIn: false });
    expect(res.status).toBe(201);
    expect(res.body.newsletterOptIn).toBe(false);
    expect(await ctx.db('newsletter_subscriptions').where({ email })).toEqual([]);
  });

  it('newsletterOptIn=true starts the double opt-in: opt-in false until the address confirms', async () => {
    const email = 'mit.newsletter@example.de';
    const res = await request(ctx.app)
      .post('/api/email/capture')
      .send({ ...valid, email, newsletterOptIn: true });
    expect(res.status).toBe(201);
    const row = await ctx.db('email_captures').where({ id: res.body.id }).first();
    expect(Boolean(row.newsletter_opt_in)).toBe(false);
    expect(res.body.newsletterOptIn).toBe(false);
    const subscription = await ctx.db('newsletter_subscriptions').where({ email }).first();
    expect(subscription).toMatchObject({ status: 'pending', email_capture_id: res.body.id });
  });

  it.each(['', 'kein-at-zeichen', 'a@b', 'anna@', 123, undefined, `${'x'.repeat(320)}@ex.de`])(
    'rejects the e-mail %p with the contract message',
    async (email) => {
      const before = await count('email_captures');
      const res = await request(ctx.app)
        .post('/api/email/capture')
        .send({ ...valid, email });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(validationMessages.invalidEmail);
      expect(res.body.fields.email).toBe(validationMessages.invalidEmail);
      expect(await count('email_captures')).toBe(before);
    },
  );

  it('rejects a newsletterOptIn that is not a boolean', async () => {
    const res = await request(ctx.app)
      .post('/api/email/capture')
      .send({ ...valid, newsletterOptIn: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('newsletterOptIn');
  });
});

describe('POST /api/payment-leads', () => {
  const valid = { email: 'laden@example.es', provider: 'mollie', visitorId };

  it('stores a lead with interest high and converted false by default', async () => {
    const res = await request(ctx.app)
      .post('/api/payment-leads')
      .send({ ...valid, email: ' Laden@Example.ES' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: 'laden@example.es',
      provider: 'mollie',
      interestLevel: 'high',
      converted: false,
    });
    const row = await ctx.db('payment_leads').where({ id: res.body.id }).first();
    expect(row).toMatchObject({
      email: 'laden@example.es',
      provider: 'mollie',
      interest_level: 'high',
      visitor_id: visitorId,
    });
    expect(Boolean(row.converted)).toBe(false);
  });

  it.each(['low', 'medium', 'high'])('stores interestLevel %s', async (interestLevel) => {
    const res = await request(ctx.app)
      .post('/api/payment-leads')
      // An address each: the same one again within a day would count on the first (issue 41).
      .send({ ...valid, email: `${interestLevel}@example.es`, provider: 'adyen', interestLevel });
    expect(res.status).toBe(201);
    const row = await ctx.db('payment_leads').where({ id: res.body.id }).first();
    expect(row).toMatchObject({ interest_level: interestLevel, provider: 'adyen' });
  });

  it.each(['stripe', '', 'MOLLIE', undefined, 7])(
    'rejects provider %p with the contract message',
    async (provider) => {
      const before = await count('payment_leads');
      const res = await request(ctx.app)
        .post('/api/payment-leads')
        .send({ ...valid, provider });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(validationMessages.invalidProvider);
      expect(res.body.fields.provider).toBe(validationMessages.invalidProvider);
      expect(await count('payment_leads')).toBe(before);
    },
  );

  it.each(['sehr hoch', 'HIGH', 3])('rejects interestLevel %p', async (interestLevel) => {
    const res = await request(ctx.app)
      .post('/api/payment-leads')
      .send({ ...valid, interestLevel });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Interesse muss 'low', 'medium' oder 'high' sein");
  });

  it('rejects a bad e-mail with the contract message', async () => {
    const res = await request(ctx.app)
      .post('/api/payment-leads')
      .send({ ...valid, email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(validationMessages.invalidEmail);
  });
});

describe('honeypot', () => {
  it.each([
    [
      '/api/email/capture',
      'email_captures',
      { visitorId, email: 'bot@example.com', ebookCategory: 'Facebook' },
    ],
    [
      '/api/payment-leads',
      'payment_leads',
      { visitorId, email: 'bot@example.com', provider: 'adyen' },
    ],
    ['/api/feedback', 'customer_feedback', { feedbackText: 'Kauft billige Uhren hier!!!' }],
  ])('%s answers 201 as usual but stores nothing', async (path, table, body) => {
    const before = await count(table);
    const res = await request(ctx.app)
      .post(path)
      .send({ ...body, website: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect(typeof res.body.id).toBe('string');
    expect(await count(table)).toBe(before);
    expect(await ctx.db(table).where({ id: res.body.id }).first()).toBeUndefined();

    // An empty honeypot is a person: stored as usual.
    const person = await request(ctx.app)
      .post(path)
      .send({ ...body, website: '' });
    expect(person.status).toBe(201);
    expect(await count(table)).toBe(before + 1);
  });
});
