import { randomUUID } from 'node:crypto';
import type { ContactDetail, ContactList, LeadDetail, LeadList } from 'contracts';
import { toDbTimestamp } from '../src/data/rows';
import { createMember, setupConsoleApp, signedIn, type Agent } from './support/console';

/**
 * The lead inbox (issue 41 §3) as sales uses it: a lead's page with its
 * status history (who, when), notes, deliveries; assignment and 'Meine
 * Leads'; the contact of an address across kinds; erasure takes the notes.
 */
const ctx = setupConsoleApp();
let sales: Agent;
let salesId: string;
let salesName: string;
let colleagueId: string;

const at = (iso: string) => toDbTimestamp(new Date(iso));
const ADDRESS = 'inhaberin@laden.example';

async function insert(table: string, row: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  await ctx.db(table).insert({ id, ...row });
  return id;
}

let preRegistration: string;
let capture: string;
let request: string;

beforeAll(async () => {
  // The session's idle timeout (30 min) counts on this clock: the steps below stay within it.
  ctx.clock.set('2026-03-10T11:00:00.000Z');
  const member = await createMember(ctx.db, 'sales');
  salesId = member.id;
  salesName = member.username;
  sales = await signedIn(ctx.app, member);
  colleagueId = (await createMember(ctx.db, 'sales')).id;
  capture = await insert('email_captures', {
    visitor_id: randomUUID(),
    email: ADDRESS,
    newsletter_opt_in: true,
    ebook_category: 'Facebook',
    country: 'DE',
    language: 'de',
    created_at: at('2026-03-01T08:00:00Z'),
    last_utm_campaign: 'fruehling',
  });
  preRegistration = await insert('payment_leads', {
    visitor_id: randomUUID(),
    email: ADDRESS,
    provider: 'mollie',
    interest_level: 'high',
    status: 'neu',
    country: 'DE',
    language: 'de',
    created_at: at('2026-03-02T09:30:00Z'),
  });
  request = await insert('contact_requests', {
    email: 'jemand@anders.example',
    name: 'Jemand',
    business: 'Laden',
    message: 'Bitte anrufen',
    product_slug: 'website-loesung',
    created_at: at('2026-03-03T10:00:00Z'),
  });
});

const lead = async (type: string, id: string) =>
  (await sales.get(`/api/admin/leads/${type}/${id}`).expect(200)).body as LeadDetail;

describe('a lead page', () => {
  it('shows the lead with its attribution, a status change with who and when, a note', async () => {
    ctx.clock.set('2026-03-10T11:15:00.000Z');
    await sales
      .post(`/api/admin/leads/payment/${preRegistration}/status`)
      .send({ status: 'kontaktiert', note: 'Angerufen' })
      .expect(200);
    ctx.clock.set('2026-03-10T11:20:00.000Z');
    const note = await sales
      .post(`/api/admin/leads/payment/${preRegistration}/notes`)
      .send({ text: '  Will Terminal im April  ' })
      .expect(201);
    expect(note.body).toMatchObject({ text: 'Will Terminal im April', by: salesName });

    const detail = await lead('payment', preRegistration);
    expect(detail.lead).toMatchObject({
      id: preRegistration,
      email: ADDRESS,
      status: 'kontaktiert',
    });
    expect(detail.history).toEqual([
      expect.objectContaining({
        kind: 'status',
        by: salesName,
        at: '2026-03-10T11:15:00.000Z',
        fromStatus: 'neu',
        toStatus: 'kontaktiert',
        note: 'Angerufen',
      }),
    ]);
    expect(detail.notes).toEqual([
      {
        id: note.body.id,
        text: 'Will Terminal im April',
        by: salesName,
        at: '2026-03-10T11:20:00.000Z',
      },
    ]);
    expect(detail.contactLeads).toBe(2);
    expect(detail.assignees.map((choice) => choice.id)).toEqual(
      expect.arrayContaining([salesId, colleagueId]),
    );
    const captured = await lead('email', capture);
    expect(captured.lead.attribution?.lastTouch.campaign).toBe('fruehling');
    expect(captured.assignees).toEqual([]);
  });

  it('refuses an empty note, an unknown kind and a lead that does not exist', async () => {
    const empty = await sales
      .post(`/api/admin/leads/payment/${preRegistration}/notes`)
      .send({ text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Bitte eine Notiz schreiben');
    await sales.get(`/api/admin/leads/unknown/${preRegistration}`).expect(404);
    await sales.get(`/api/admin/leads/payment/${randomUUID()}`).expect(404);
  });

  it('lists the deliveries of the lead to sales with their last attempt', async () => {
    const destination = await insert('routing_destinations', {
      kind: 'webhook',
      url: 'https://crm.example/hooks',
      created_at: at('2026-03-01T00:00:00Z'),
      updated_at: at('2026-03-01T00:00:00Z'),
    });
    const event = await insert('outbox_events', {
      event_type: 'lead.created',
      lead_type: 'payment',
      lead_id: preRegistration,
      routed: true,
      created_at: at('2026-03-02T09:30:00Z'),
    });
    const delivery = await insert('deliveries', {
      event_id: event,
      destination_id: destination,
      status: 'delivered',
      attempts: 2,
      due_at: at('2026-03-02T09:31:00Z'),
      delivered_at: at('2026-03-02T09:31:00Z'),
      created_at: at('2026-03-02T09:30:01Z'),
    });
    for (const [time, code, ok] of [
      ['2026-03-02T09:30:02Z', 503, false],
      ['2026-03-02T09:31:00Z', 204, true],
    ] as const)
      await insert('delivery_attempts', {
        delivery_id: delivery,
        destination_id: destination,
        event_type: 'lead.created',
        attempted_at: at(time),
        status_code: code,
        duration_ms: 40,
        succeeded: ok,
      });
    expect((await lead('payment', preRegistration)).deliveries).toEqual([
      expect.objectContaining({
        id: delivery,
        event: 'lead.created',
        destination: 'https://crm.example/hooks',
        kind: 'webhook',
        status: 'delivered',
        attempts: 2,
        lastStatusCode: 204,
        lastAttemptAt: '2026-03-02T09:31:00.000Z',
      }),
    ]);
  });
});

describe('assignment', () => {
  const desk = async (query: string) =>
    ((await sales.get(`/api/admin/leads?${query}`).expect(200)).body as LeadList).items.map(
      (item) => item.id,
    );

  it("assigns a lead (audited, in the history), 'Meine Leads' and 'offen' filter on it", async () => {
    ctx.clock.set('2026-03-10T11:30:00.000Z');
    const assigned = await sales
      .post(`/api/admin/leads/payment/${preRegistration}/assignee`)
      .send({ assigneeId: salesId })
      .expect(200);
    expect(assigned.body).toMatchObject({ assigneeId: salesId, assigneeName: salesName });
    await sales
      .post(`/api/admin/leads/contact/${request}/assignee`)
      .send({ assigneeId: colleagueId })
      .expect(200);

    expect(await desk('assignee=me')).toEqual([preRegistration]);
    expect(await desk(`assignee=${colleagueId}`)).toEqual([request]);
    expect(await desk('assignee=me&status=offen')).toEqual([preRegistration]);
    expect(await desk('assignee=me&status=neu')).toEqual([]);
    const history = (await lead('payment', preRegistration)).history;
    expect(history.at(-1)).toEqual(
      expect.objectContaining({ kind: 'assignee', by: salesName, assigneeName: salesName }),
    );
    const audit = await ctx.db('audit_log').where({ action: 'lead_assigned', target_id: request });
    expect(audit).toHaveLength(1);
  });

  it('refuses an unknown or inactive member, and kinds without assignment', async () => {
    const unknown = await sales
      .post(`/api/admin/leads/payment/${preRegistration}/assignee`)
      .send({ assigneeId: randomUUID() });
    expect([unknown.status, unknown.body.message]).toEqual([
      404,
      'Diese Person gibt es nicht oder sie ist nicht aktiv',
    ]);
    await sales
      .post(`/api/admin/leads/email/${capture}/assignee`)
      .send({ assigneeId: salesId })
      .expect(404);
    // Nobody again: the empty choice.
    await sales
      .post(`/api/admin/leads/contact/${request}/assignee`)
      .send({ assigneeId: '' })
      .expect(200);
    expect(await desk(`assignee=${colleagueId}`)).toEqual([]);
  });
});

describe('contacts', () => {
  it("shows an address's whole history across kinds, oldest first", async () => {
    await insert('newsletter_subscriptions', {
      email: ADDRESS,
      status: 'confirmed',
      country: 'DE',
      language: 'de',
      created_at: at('2026-03-04T12:00:00Z'),
      confirmed_at: at('2026-03-04T12:05:00Z'),
    });
    const contact = (await sales.get(`/api/admin/leads/email/${capture}/contact`).expect(200))
      .body as ContactDetail;
    expect(contact.email).toBe(ADDRESS);
    expect(contact.leads.map((item) => item.type)).toEqual(['email', 'payment', 'newsletter']);
    expect(contact.newsletter).toBe('confirmed');
  });

  it('lists contacts by address, latest first, with their kinds and a way to their page', async () => {
    const list = (await sales.get('/api/admin/contacts?limit=1').expect(200)).body as ContactList;
    expect(list.items).toEqual([
      expect.objectContaining({
        email: ADDRESS,
        leads: 3,
        kinds: { email: 1, payment: 1, contact: 0, newsletter: 1 },
        firstAt: '2026-03-01T08:00:00.000Z',
        lastAt: '2026-03-04T12:00:00.000Z',
        latest: { type: 'newsletter', id: expect.any(String) },
      }),
    ]);
    const next = (
      await sales.get(`/api/admin/contacts?limit=1&cursor=${list.nextCursor}`).expect(200)
    ).body as ContactList;
    expect(next.items.map((item) => item.email)).toEqual(['jemand@anders.example']);
    const found = (await sales.get('/api/admin/contacts?q=ANDERS').expect(200)).body as ContactList;
    expect(found.items.map((item) => item.email)).toEqual(['jemand@anders.example']);
  });

  it("erasing the address takes staff's notes on its leads with it", async () => {
    await sales.post('/api/admin/erasures').send({ email: ADDRESS }).expect(200);
    expect(await ctx.db('lead_notes').where({ lead_id: preRegistration })).toEqual([]);
    await sales.get(`/api/admin/leads/payment/${preRegistration}`).expect(404);
  });
});
