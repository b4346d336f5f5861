import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { adminMessages, type LeadListItem } from 'contracts';
import { errorMessages } from '../src/errors';
import { toDbTimestamp } from '../src/data/rows';
import { createMember, setupConsoleApp, signedIn, type Agent } from './support/console';

/**
 * The leads desk on a small, known set of rows: one list over e-mail
 * captures, pre-registrations and feedback; every filter, both sorts, keyset
 * paging, the status of a pre-registration, and the CSV export of exactly
 * the current filter.
 */
const ctx = setupConsoleApp();
let sales: Agent;

const at = (iso: string) => toDbTimestamp(new Date(iso));
const ids: Record<string, string> = {};

async function insert(table: string, name: string, row: Record<string, unknown>) {
  ids[name] = randomUUID();
  await ctx.db(table).insert({ id: ids[name], visitor_id: randomUUID(), ...row });
}

beforeAll(async () => {
  sales = await signedIn(ctx.app, await createMember(ctx.db, 'sales'));
  await insert('email_captures', 'annaDE', {
    email: 'anna@beispiel.de',
    newsletter_opt_in: true,
    ebook_category: 'Facebook',
    ebook_id: '10000000-0000-4000-8000-000000000001',
    country: 'DE',
    language: 'de',
    created_at: at('2026-01-05T10:00:00Z'),
  });
  await insert('email_captures', 'pabloES', {
    email: 'pablo_50%@ejemplo.es',
    newsletter_opt_in: false,
    ebook_category: 'TikTok',
    ebook_id: null,
    country: 'ES',
    language: 'de',
    created_at: at('2026-01-20T08:30:00Z'),
  });
  await insert('payment_leads', 'mollieDE', {
    email: 'laden@beispiel.de',
    provider: 'mollie',
    interest_level: 'high',
    status: 'neu',
    country: 'DE',
    language: 'de',
    created_at: at('2026-01-10T12:00:00Z'),
  });
  await insert('payment_leads', 'adyenFR', {
    email: 'boutique@exemple.fr',
    provider: 'adyen',
    interest_level: 'low',
    status: 'kontaktiert',
    country: 'FR',
    language: 'fr',
    created_at: at('2026-02-01T00:00:00Z'),
  });
  await insert('payment_leads', 'oldNoCountry', {
    email: 'alt@beispiel.de',
    provider: 'mollie',
    interest_level: null,
    created_at: at('2025-06-01T09:00:00Z'),
  });
  await insert('customer_feedback', 'formula', {
    feedback_text: '=HYPERLINK("http://evil.example","klick")',
    country: 'DE',
    language: 'de',
    created_at: at('2026-01-31T23:59:59.999Z'),
  });
  await insert('customer_feedback', 'plain', {
    feedback_text: 'Mehr Vorlagen für Cafés bitte',
    country: 'ES',
    language: 'es',
    created_at: at('2026-01-15T15:00:00Z'),
  });
});

const list = async (query: string) => {
  const res = await sales.get(`/api/admin/leads?${query}`);
  expect(res.status).toBe(200);
  return res.body as { items: LeadListItem[]; total: number; nextCursor: string | null };
};
const names = (items: LeadListItem[]) =>
  items.map((item) => Object.keys(ids).find((name) => ids[name] === item.id) ?? item.id);

describe('GET /api/admin/leads', () => {
  it('lists every type in one list, newest first, with the fields of each type', async () => {
    const page = await list('');
    expect(names(page.items)).toEqual([
      'adyenFR',
      'formula',
      'pabloES',
      'plain',
      'mollieDE',
      'annaDE',
      'oldNoCountry',
    ]);
    expect(page.total).toBe(7);
    expect(page.nextCursor).toBeNull();
    const byName = (name: string) => page.items.find((item) => item.id === ids[name]);
    expect(byName('annaDE')).toEqual({
      type: 'email',
      id: ids.annaDE,
      email: 'anna@beispiel.de',
      createdAt: '2026-01-05T10:00:00.000Z',
      country: 'DE',
      language: 'de',
      ebookCategory: 'Facebook',
      ebookId: '10000000-0000-4000-8000-000000000001',
      ebookTitle: expect.any(String),
      newsletterOptIn: true,
      provider: null,
      interestLevel: null,
      status: null,
      statusNote: null,
      converted: null,
      convertedAt: null,
      assigneeId: null,
      assigneeName: null,
      submissions: null,
      lastSubmittedAt: null,
      feedbackText: null,
      contactName: null,
      phone: null,
      business: null,
      message: null,
      productSlug: null,
      productName: null,
      newsletterState: null,
      confirmedAt: null,
      unsubscribedAt: null,
      attribution: {
        firstTouch: expect.objectContaining({ campaign: null, source: null }),
        lastTouch: expect.objectContaining({ campaign: null, referrerHost: null }),
        formPath: null,
      },
    });
    expect(byName('mollieDE')).toMatchObject({
      type: 'payment',
      provider: 'mollie',
      interestLevel: 'high',
      status: 'neu',
      converted: false,
      newsletterOptIn: null,
    });
    expect(byName('oldNoCountry')).toMatchObject({
      country: null,
      language: null,
      interestLevel: 'high',
    });
    expect(byName('formula')).toMatchObject({
      type: 'feedback',
      email: null,
      feedbackText: '=HYPERLINK("http://evil.example","klick")',
      attribution: null,
    });
  });

  it.each([
    ['type=email', ['pabloES', 'annaDE']],
    ['type=FEEDBACK', ['formula', 'plain']],
    ['from=2026-01-15&to=2026-01-31', ['formula', 'pabloES', 'plain']],
    ['to=2026-01-10', ['mollieDE', 'annaDE', 'oldNoCountry']],
    ['country=de', ['formula', 'mollieDE', 'annaDE']],
    ['provider=mollie', ['mollieDE', 'oldNoCountry']],
    ['interest=low', ['adyenFR']],
    ['status=kontaktiert', ['adyenFR']],
    ['q=BEISPIEL.DE', ['mollieDE', 'annaDE', 'oldNoCountry']],
    ['q=50%', ['pabloES']],
    ['q=_', ['pabloES']],
    ['type=email&provider=mollie', []],
    ['country=DE&type=payment&from=2026-01-01', ['mollieDE']],
    // A range that ends before it starts holds no day.
    ['from=2026-01-31&to=2026-01-15', []],
    // A cursor the desk cannot read (edited, cut short) starts at the first page.
    ['type=email&cursor=WzEsMl0', ['pabloES', 'annaDE']],
    // A form's empty selects mean "all".
    [
      'type=&country=&from=&to=&q=+&status=&sort=&order=',
      ['adyenFR', 'formula', 'pabloES', 'plain', 'mollieDE', 'annaDE', 'oldNoCountry'],
    ],
  ])('filters %s', async (query, expected) => {
    const page = await list(query);
    expect(names(page.items)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('sorts by e-mail both ways (feedback, without an address, first ascending)', async () => {
    // Feedback sorts as the empty address, then by id like every tie.
    const feedback = ['formula', 'plain'].sort((a, b) => (ids[a]! < ids[b]! ? -1 : 1));
    expect(names((await list('sort=email&order=asc')).items)).toEqual([
      ...feedback,
      'oldNoCountry', // alt@
      'annaDE', // anna@
      'adyenFR', // boutique@
      'mollieDE', // laden@
      'pabloES', // pablo_50%@
    ]);
    expect(names((await list('sort=email&order=desc&type=payment')).items)).toEqual([
      'mollieDE',
      'adyenFR',
      'oldNoCountry',
    ]);
    expect(names((await list('order=asc&type=email')).items)).toEqual(['annaDE', 'pabloES']);
  });

  it.each(['', 'sort=email&order=asc', 'order=asc&country=DE', 'sort=email&order=desc'])(
    'pages through %p with keyset cursors: every row once, in order',
    async (query) => {
      const all = names((await list(query)).items);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await list(`${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.items.length).toBeLessThanOrEqual(2);
        expect(page.total).toBe(all.length);
        seen.push(...names(page.items));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(all);
    },
  );

  it('keeps its place when rows arrive between pages', async () => {
    const first = await list('limit=3');
    await insert('customer_feedback', 'latecomer', {
      feedback_text: 'Neu während des Blätterns',
      created_at: at('2026-02-02T00:00:00Z'),
    });
    const second = await list(`limit=3&cursor=${first.nextCursor}`);
    expect(names([...first.items, ...second.items])).toEqual([
      'adyenFR',
      'formula',
      'pabloES',
      'plain',
      'mollieDE',
      'annaDE',
    ]);
    await ctx.db('customer_feedback').where({ id: ids.latecomer }).delete();
  });

  it.each([
    ['type=kunde', "Typ muss 'email', 'payment', 'feedback', 'contact' oder 'newsletter' sein"],
    ['newsletter=ja', adminMessages.newsletterStateInvalid],
    ['from=2026-02-30', adminMessages.dateInvalid],
    ['from=gestern', adminMessages.dateInvalid],
    ['country=IT', adminMessages.countryInvalid],
    ['status=erledigt', adminMessages.statusInvalid],
    ['limit=0', 'limit muss eine Zahl von 1 bis 200 sein'],
    ['limit=500', 'limit muss eine Zahl von 1 bis 200 sein'],
    ['cursor=%25%25', adminMessages.cursorInvalid],
    ['sort=name', "Sortierung muss 'date' oder 'email' sein"],
  ])('refuses %s with 400 and a readable message', async (query, message) => {
    const res = await sales.get(`/api/admin/leads?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('POST /api/admin/leads/payment/:id/status', () => {
  const setStatus = (id: string, body: object) =>
    sales.post(`/api/admin/leads/payment/${id}/status`).send(body);

  it("'gewonnen' marks it converted, and when; another status undoes that; all audited", async () => {
    const won = await setStatus(ids.mollieDE!, {
      status: 'gewonnen',
      note: 'Vertrag unterschrieben',
    });
    expect(won.status).toBe(200);
    const wonAt = ctx.clock.now().toISOString();
    expect(won.body).toMatchObject({
      id: ids.mollieDE,
      status: 'gewonnen',
      statusNote: 'Vertrag unterschrieben',
      converted: true,
      convertedAt: wonAt,
    });
    ctx.clock.advance(60_000);
    // Saving again keeps the first conversion time.
    const again = await setStatus(ids.mollieDE!, {
      status: 'gewonnen',
      note: 'Terminal geliefert',
    });
    expect(again.body.convertedAt).toBe(wonAt);
    const row = await ctx.db('payment_leads').where({ id: ids.mollieDE }).first();
    expect(Boolean(row.converted)).toBe(true);

    ctx.clock.advance(60_000);
    const lost = await setStatus(ids.mollieDE!, { status: 'verloren' });
    expect(lost.body).toMatchObject({
      status: 'verloren',
      statusNote: null,
      converted: false,
      convertedAt: null,
    });
    const audits = await ctx
      .db('audit_log')
      .where({ action: 'lead_status_changed', target_id: ids.mollieDE })
      .orderBy('created_at');
    expect(audits).toHaveLength(3);
    expect(JSON.parse(audits[0].before_json)).toEqual({
      status: 'neu',
      note: null,
      converted: false,
      convertedAt: null,
    });
    expect(JSON.parse(audits[0].after_json)).toEqual({
      status: 'gewonnen',
      note: 'Vertrag unterschrieben',
      converted: true,
      convertedAt: wonAt,
    });
    expect(JSON.parse(audits[2].after_json)).toMatchObject({
      status: 'verloren',
      converted: false,
    });
    expect((await list('status=verloren')).items.map((item) => item.id)).toEqual([ids.mollieDE]);
  });

  it('answers 404 for an id that is no pre-registration, 400 for an unknown status or a long note', async () => {
    for (const id of [ids.annaDE!, randomUUID()]) {
      const res = await setStatus(id, { status: 'kontaktiert' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(adminMessages.leadNotFound);
    }
    // Not an id at all: no such path, before any query (a near miss never finds a record).
    const notAnId = await setStatus('nicht-einmal-eine-uuid', { status: 'kontaktiert' });
    expect([notAnId.status, notAnId.body.message]).toEqual([404, errorMessages.notFound]);
    expect((await setStatus(ids.adyenFR!, { status: 'erledigt' })).body.message).toBe(
      adminMessages.statusInvalid,
    );
    expect(
      (await setStatus(ids.adyenFR!, { status: 'neu', note: 'x'.repeat(2001) })).body.message,
    ).toBe(adminMessages.noteTooLong);
    const control = await setStatus(ids.adyenFR!, { status: 'neu', note: 'Anruf\u0000morgen' });
    expect(control.status).toBe(400);
    expect(control.body.fields.note).toMatch(/Steuerzeichen/);
  });
});

/** The CSV as rows of cells (';', CRLF, '"' quoting), BOM removed: enough to read our own export. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += c;
    } else if (c === ';') {
      endCell();
    } else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i += 1;
    } else {
      cell += c;
    }
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

describe('GET /api/admin/leads/export.csv', () => {
  const exportCsv = async (agent: Agent, query: string) => {
    const res = await agent
      .get(`/api/admin/leads/export.csv?${query}`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    return res;
  };

  it('is UTF-8 with BOM, ;-separated, headed in the member language, exactly the filtered rows in order', async () => {
    const res = await exportCsv(sales, 'country=DE&order=asc');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toEqual([
      'Typ',
      'E-Mail',
      'Datum (UTC)',
      'Land',
      'Sprache',
      'E-Book-Kategorie',
      'E-Book',
      'Newsletter',
      'Anbieter',
      'Interesse',
      'Status',
      'Notiz',
      'Konvertiert',
      'Konvertiert am (UTC)',
      'Feedback',
      'Name',
      'Telefon',
      'Unternehmen',
      'Nachricht',
      'Produkt',
      'Newsletter-Status',
      'Bestätigt am (UTC)',
      'Abgemeldet am (UTC)',
      ...['Letzter Kontakt', 'Erster Kontakt'].flatMap((touch) =>
        ['Quelle', 'Medium', 'Kampagne', 'Begriff', 'Inhalt', 'Verweis', 'Einstiegsseite'].map(
          (field) => `${touch}: ${field}`,
        ),
      ),
      'Formularseite',
      'ID',
    ]);
    const ID = header!.indexOf('ID');
    const listed = (await list('country=DE&order=asc')).items;
    expect(rows.map((cells) => cells[ID])).toEqual(listed.map((item) => item.id));
    const anna = rows.find((cells) => cells[ID] === ids.annaDE)!;
    expect(anna.slice(0, 8)).toEqual([
      'email',
      'anna@beispiel.de',
      '2026-01-05 10:00:00',
      'DE',
      'de',
      'Facebook',
      expect.any(String),
      'ja',
    ]);
    const audit = await ctx
      .db('audit_log')
      .where({ action: 'leads_exported' })
      .orderBy('created_at', 'desc')
      .first();
    expect(JSON.parse(audit.after_json)).toEqual({
      filter: { country: 'DE', sort: 'date', order: 'asc' },
    });
  });

  it('neutralises cells a spreadsheet would run as formulas (=HYPERLINK arrives as text)', async () => {
    const texts = [
      '+49 170 1234567 ruft an',
      '-2+3 Sterne',
      '@SUMME(A1:A9) bitte',
      '\tmit Tab',
      '\rmit CR',
      '＝1+1 breit',
    ];
    for (const text of texts) {
      await ctx.db('customer_feedback').insert({
        id: randomUUID(),
        feedback_text: text,
        country: 'FR',
        created_at: at('2026-03-01T00:00:00Z'),
      });
    }
    const raw = (await exportCsv(sales, 'type=feedback')).body.toString('utf8');
    expect(raw).toContain(`"'=HYPERLINK(""http://evil.example"",""klick"")"`);
    const feedback = parseCsv(raw.slice(1))
      .slice(1)
      .map((cells) => cells[14]);
    expect(feedback).toEqual(
      expect.arrayContaining([
        `'=HYPERLINK("http://evil.example","klick")`,
        ...texts.map((t) => `'${t}`),
      ]),
    );
    for (const cell of feedback) expect(cell).not.toMatch(/^[=+\-@\t\r＝]/);
  });

  it("uses the member's console language for headers and yes/no", async () => {
    const member = await createMember(ctx.db, 'admin');
    const agent = await signedIn(ctx.app, member);
    await agent.post('/api/admin/me/language').send({ language: 'es' }).expect(200);
    const [header, ...rows] = parseCsv(
      (await exportCsv(agent, 'type=email')).body.subarray(3).toString('utf8'),
    );
    expect(header?.slice(0, 3)).toEqual(['Tipo', 'Correo electrónico', 'Fecha (UTC)']);
    expect(rows.map((cells) => cells[7]).sort()).toEqual(['no', 'sí']);
  });

  it('refuses a bad filter with 400 JSON, before any CSV', async () => {
    const res = await sales.get('/api/admin/leads/export.csv?from=morgen');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('country and language of the page on public leads', () => {
  const visitorId = randomUUID();
  it.each([
    [
      '/api/email/capture',
      'email_captures',
      { visitorId, email: 'neu@example.es', ebookCategory: 'TikTok' },
    ],
    [
      '/api/payment-leads',
      'payment_leads',
      { visitorId, email: 'neu@example.es', provider: 'adyen' },
    ],
    ['/api/feedback', 'customer_feedback', { visitorId, feedbackText: 'Una sugerencia muy útil' }],
    ['/api/track/pageview', 'page_views', { visitorId, url: '/ebooks', deviceType: 'mobile' }],
  ])('%s stores them when sent, null when not, refuses others', async (path, table, body) => {
    const sent = await request(ctx.app)
      .post(path)
      .send({ ...body, country: 'ES', language: 'de' });
    expect(sent.status).toBe(201);
    expect(await ctx.db(table).where({ id: sent.body.id }).first()).toMatchObject({
      country: 'ES',
      language: 'de',
    });
    // Another address: the same pre-registration again within a day counts on the first (issue 41).
    const other = 'email' in body ? { ...body, email: 'noch-neu@example.es' } : body;
    const without = await request(ctx.app).post(path).send(other);
    expect(await ctx.db(table).where({ id: without.body.id }).first()).toMatchObject({
      country: null,
      language: null,
    });
    const bad = await request(ctx.app)
      .post(path)
      .send({ ...body, country: 'IT' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.country).toBe("Land muss 'DE', 'ES' oder 'FR' sein");
  });
});
