import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { LeadList } from 'contracts';
import { toDbTimestamp } from '../src/data/rows';
import { createMember, setupConsoleApp, signedIn } from './support/console';

/**
 * Issue 41 §3: the same address pre-registering again for the same
 * provider within 24 h is one lead with a count, not a second lead; the
 * visitor is answered as usual. Another provider, or a day later, is a new lead.
 */
const ctx = setupConsoleApp();
const visitorId = randomUUID();
const register = (email: string, provider = 'mollie') =>
  request(ctx.app).post('/api/payment-leads').send({ email, provider, visitorId });
const rowsOf = (email: string) =>
  ctx.db('payment_leads').where({ email }).orderBy('created_at', 'asc');

it('counts a repeat within a day on the first lead, answered like the first', async () => {
  const first = await register('wieder@laden.example');
  expect(first.status).toBe(201);
  const again = await register('  Wieder@LADEN.example ');
  expect(again.status).toBe(201);
  expect(again.body).toMatchObject({ id: first.body.id, email: 'wieder@laden.example' });
  const rows = await rowsOf('wieder@laden.example');
  expect(rows).toHaveLength(1);
  expect(Number(rows[0].submissions)).toBe(2);
  expect(rows[0].last_submitted_at).not.toBeNull();
  // One lead.created event: sales hears of the person once.
  expect(await ctx.db('outbox_events').where({ lead_id: first.body.id })).toHaveLength(1);
});

it('stores another provider, and the same one after 24 h, as leads of their own', async () => {
  await register('zwei@laden.example', 'mollie').expect(201);
  await register('zwei@laden.example', 'adyen').expect(201);
  expect(await rowsOf('zwei@laden.example')).toHaveLength(2);

  const old = randomUUID();
  await ctx.db('payment_leads').insert({
    id: old,
    visitor_id: visitorId,
    email: 'gestern@laden.example',
    provider: 'mollie',
    created_at: toDbTimestamp(new Date(Date.now() - 25 * 60 * 60 * 1000)),
  });
  const later = await register('gestern@laden.example');
  expect(later.status).toBe(201);
  expect(later.body.id).not.toBe(old);
  expect(await rowsOf('gestern@laden.example')).toHaveLength(2);
});

it("shows the count on the desk ('N×')", async () => {
  await register('dreimal@laden.example').expect(201);
  await register('dreimal@laden.example').expect(201);
  await register('dreimal@laden.example').expect(201);
  const sales = await signedIn(ctx.app, await createMember(ctx.db, 'sales'));
  const desk = (await sales.get('/api/admin/leads?q=dreimal').expect(200)).body as LeadList;
  expect(desk.items).toEqual([
    expect.objectContaining({ email: 'dreimal@laden.example', submissions: 3 }),
  ]);
  expect(desk.items[0]!.lastSubmittedAt).toEqual(expect.any(String));
});
