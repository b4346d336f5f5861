import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { feedbackSchema, validationMessages } from 'contracts';
import { setupTestApp } from './support/app';

const ctx = setupTestApp();
const count = async () => Number((await ctx.db('customer_feedback').count({ n: '*' }))[0]?.n);

describe('POST /api/feedback', () => {
  it('stores feedback without a visitor id and answers 201 with the record', async () => {
    const res = await request(ctx.app)
      .post('/api/feedback')
      .send({ feedbackText: 'Tolle Seite, weiter so!' });
    expect(res.status).toBe(201);
    const body = feedbackSchema.parse(res.body);
    expect(body).toMatchObject({ feedbackText: 'Tolle Seite, weiter so!', visitorId: null });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);

    const row = await ctx.db('customer_feedback').where({ id: body.id }).first();
    expect(row).toMatchObject({ feedback_text: 'Tolle Seite, weiter so!', visitor_id: null });
  });

  it('stores the visitor id when given', async () => {
    const visitorId = randomUUID();
    const res = await request(ctx.app)
      .post('/api/feedback')
      .send({ feedbackText: 'Bitte mehr E-Books zu Verifactu', visitorId });
    expect(res.status).toBe(201);
    expect(res.body.visitorId).toBe(visitorId);
    const row = await ctx.db('customer_feedback').where({ id: res.body.id }).first();
    expect(row.visitor_id).toBe(visitorId);
  });

  it('stores the trimmed text', async () => {
    const res = await request(ctx.app)
      .post('/api/feedback')
      .send({ feedbackText: '   zehn Zeichen!   ' });
    expect(res.status).toBe(201);
    expect(res.body.feedbackText).toBe('zehn Zeichen!');
  });

  it.each([
    ['9 characters', '123456789'],
    ['whitespace-padded short text', '      kurz        '],
    ['whitespace only', '                    '],
    ['a missing text', undefined],
  ])('rejects %s with the contract message and stores nothing', async (_label, feedbackText) => {
    const before = await count();
    const res = await request(ctx.app).post('/api/feedback').send({ feedbackText });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({
      message: validationMessages.feedbackTooShort,
      fields: { feedbackText: validationMessages.feedbackTooShort },
    });
    expect(await count()).toBe(before);
  });

  it('rejects text over 5000 characters', async () => {
    const res = await request(ctx.app)
      .post('/api/feedback')
      .send({ feedbackText: 'x'.repeat(5001) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(validationMessages.feedbackTooLong);
  });

  it('rejects a visitor id that is not a UUID', async () => {
    const before = await count();
    const res = await request(ctx.app)
      .post('/api/feedback')
      .send({ feedbackText: 'Eine gültige Rückmeldung', visitorId: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('visitorId');
    expect(await count()).toBe(before);
  });

  it('stores non-Latin text intact (utf8mb4)', async () => {
    const text = 'Très bien 👍 — ¡muy útil! Größe';
    const res = await request(ctx.app).post('/api/feedback').send({ feedbackText: text });
    expect(res.status).toBe(201);
    const row = await ctx.db('customer_feedback').where({ id: res.body.id }).first();
    expect(row.feedback_text).toBe(text);
  });
});
