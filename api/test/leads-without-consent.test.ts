import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { SEEDED_EBOOK_ID } from './support/route-examples';
import { setupTestApp } from './support/app';

/**
 * Issue 17: the shell sends a visitor id only with Statistik consent, so a
 * lead is tied to one only when the visitor sent it — never to a cookieless key.
 */
const ctx = setupTestApp();

const leads = [
  {
    path: '/api/email/capture',
    table: 'email_captures',
    body: () => ({
      email: `ohne-${randomUUID().slice(0, 8)}@example.de`,
      newsletterOptIn: false,
      ebookCategory: 'Facebook',
      ebookId: SEEDED_EBOOK_ID,
    }),
  },
  {
    path: '/api/payment-leads',
    table: 'payment_leads',
    body: () => ({ email: `ohne-${randomUUID().slice(0, 8)}@example.es`, provider: 'mollie' }),
  },
  {
    path: '/api/contact-requests',
    table: 'contact_requests',
    body: () => ({
      name: 'Carmen Ruiz',
      email: `ohne-${randomUUID().slice(0, 8)}@example.es`,
      business: 'Peluquería Carmen',
      message: 'Me gustaría una web con reservas online para mi peluquería.',
      productSlug: 'website-loesung',
      country: 'ES',
      language: 'es',
    }),
  },
];

describe.each(leads)('$path', ({ path, table, body }) => {
  it('is stored without a visitor id when none was sent', async () => {
    const res = await request(ctx.app).post(path).send(body());
    expect(res.status).toBe(201);
    expect(res.body.visitorId).toBeNull();
    expect((await ctx.db(table).where({ id: res.body.id }).first()).visitor_id).toBeNull();
  });

  it('keeps the visitor id that was sent', async () => {
    const visitorId = randomUUID();
    const res = await request(ctx.app)
      .post(path)
      .send({ ...body(), visitorId });
    expect(res.status).toBe(201);
    expect((await ctx.db(table).where({ id: res.body.id }).first()).visitor_id).toBe(visitorId);
  });
});
