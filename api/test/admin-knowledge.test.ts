import { randomUUID } from 'node:crypto';
import { knowledgeMessages, textFieldMessages } from 'contracts';
import { insertKnowledgeEntry } from './support/admin-route-examples';
import { createMember, setupConsoleApp, signedIn, type Agent } from './support/console';

/**
 * Verifactu FAQs and glossary terms in the console (issue 20): admins and
 * editors manage them (sales gets 403), validated with a message per field,
 * a stale edit refused with 409, reordered densely within their group,
 * every change audit-logged with before/after, and the public answers
 * (/api/faqs, /api/glossary) changed on the very next request although they
 * are otherwise served from the response cache.
 */
const ctx = setupConsoleApp({ responseCache: { ttlSeconds: 60 } });
jest.setTimeout(60_000);
let editor: Agent;
let editorId: string;
let sales: Agent;

beforeAll(async () => {
  const member = await createMember(ctx.db, 'editor');
  editorId = member.id;
  editor = await signedIn(ctx.app, member);
  sales = await signedIn(ctx.app, await createMember(ctx.db, 'sales'));
});

/** Each test its own group (a category nobody else uses), so orders are its own. */
const newCategory = () => `kat-${randomUUID().slice(0, 8)}`;

const faqBody = (category: string, question: string) => ({
  country: 'ES',
  language: 'es',
  category,
  question,
  answer: `Respuesta a ${question}`,
});

const glossaryBody = (context: string, term: string) => ({
  country: 'ES',
  language: 'de',
  context,
  term,
  definition: `Bedeutung von ${term}`,
});

const auditOf = (action: string, targetId: string) =>
  ctx.db('audit_log').where({ action, target_id: targetId }).orderBy('created_at', 'desc').first();

const publicFaqs = async (category: string) =>
  (
    (await editor.get(`/api/faqs?country=ES&language=es&category=${category}`)).body as {
      question: string;
    }[]
  ).map((faq) => faq.question);

const adminOrder = async (category: string) =>
  (
    (await editor.get(`/api/admin/faqs?category=${category}`)).body as {
      question: string;
      order: number;
    }[]
  ).map((faq) => `${faq.order}:${faq.question}`);

async function createFaqs(category: string, ...questions: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const question of questions) {
    const res = await editor.post('/api/admin/faqs').send(faqBody(category, question));
    expect(res.status).toBe(201);
    ids.push(res.body.id as string);
  }
  return ids;
}

describe('who may manage FAQs and the glossary', () => {
  it.each(['faqs', 'glossary'] as const)('sales gets 403 on every %s route', async (kind) => {
    const id = await insertKnowledgeEntry(ctx.db, kind);
    const base = `/api/admin/${kind}`;
    const body =
      kind === 'faqs' ? faqBody(newCategory(), 'Q?') : glossaryBody(newCategory(), 'Term');
    const answers = await Promise.all([
      sales.get(base),
      sales.get(`${base}/${id}`),
      sales.post(base).send(body),
      sales.post(`${base}/${id}`).send({ ...body, version: 1 }),
      sales.post(`${base}/${id}/active`).send({ active: false }),
      sales.post(`${base}/${id}/delete`).send({}),
      ...(kind === 'faqs' ? [sales.post(`${base}/${id}/move`).send({ direction: 'down' })] : []),
    ]);
    expect(answers.map((res) => res.status).every((status) => status === 403)).toBe(true);
    const row = await ctx.db(kind).where({ id }).first();
    expect(row).toMatchObject({ version: 1 });
    expect(Boolean(row.is_active)).toBe(true);
  });
});

describe('an editor', () => {
  it('creates, edits, deactivates, activates and deletes a FAQ, each audited', async () => {
    const category = newCategory();
    const created = await editor.post('/api/admin/faqs').send(faqBody(category, '¿Qué es?'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...faqBody(category, '¿Qué es?'), active: true });
    expect(created.body).toMatchObject({ order: 1, version: 1 });
    const id = created.body.id as string;
    const createdAudit = await auditOf('faq_created', id);
    expect(createdAudit.actor_id).toBe(editorId);
    expect(JSON.parse(createdAudit.after_json)).toMatchObject({ question: '¿Qué es?', order: 1 });
    expect(await publicFaqs(category)).toEqual(['¿Qué es?']);

    const edited = await editor.post(`/api/admin/faqs/${id}`).send({
      ...faqBody(category, '¿Qué es Verifactu?'),
      answer: 'Respuesta a ¿Qué es?',
      active: true,
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ question: '¿Qué es Verifactu?', version: 2 });
    const editAudit = await auditOf('faq_updated', id);
    expect(JSON.parse(editAudit.before_json)).toEqual({ question: '¿Qué es?' });
    expect(JSON.parse(editAudit.after_json)).toEqual({ question: '¿Qué es Verifactu?' });
    // Served by the API right after the 200, although the first answer was cached.
    expect(await publicFaqs(category)).toEqual(['¿Qué es Verifactu?']);

    const off = await editor.post(`/api/admin/faqs/${id}/active`).send({ active: false });
    expect(off.body).toMatchObject({ active: false, version: 3 });
    expect(JSON.parse((await auditOf('faq_deactivated', id)).before_json)).toEqual({
      active: true,
    });
    expect(await publicFaqs(category)).toEqual([]);
    const inactive = await editor.get(`/api/admin/faqs?category=${category}&active=false`);
    expect(inactive.body.map((faq: { id: string }) => faq.id)).toEqual([id]);
    const on = await editor.post(`/api/admin/faqs/${id}/active`).send({ active: true });
    expect(on.body).toMatchObject({ active: true, version: 4 });
    expect(await auditOf('faq_activated', id)).toMatchObject({ actor_id: editorId });

    const deleted = await editor.post(`/api/admin/faqs/${id}/delete`).send({});
    expect(deleted.body).toEqual({ deleted: true });
    expect((await editor.get(`/api/admin/faqs/${id}`)).status).toBe(404);
    expect(JSON.parse((await auditOf('faq_deleted', id)).before_json)).toMatchObject({
      question: '¿Qué es Verifactu?',
    });
    expect(await publicFaqs(category)).toEqual([]);
  });

  it('edits a glossary term and the public glossary shows it at once', async () => {
    const context = newCategory();
    const publicTerms = async () =>
      (
        (await editor.get(`/api/glossary?country=ES&language=de&context=${context}`)).body as {
          term: string;
          definition: string;
        }[]
      ).map((entry) => `${entry.term}: ${entry.definition}`);
    const created = await editor.post('/api/admin/glossary').send(glossaryBody(context, 'NIF'));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(await publicTerms()).toEqual(['NIF: Bedeutung von NIF']);
    const edited = await editor.post(`/api/admin/glossary/${id}`).send({
      ...glossaryBody(context, 'NIF'),
      definition: 'Steuernummer in Spanien',
      active: true,
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(await publicTerms()).toEqual(['NIF: Steuernummer in Spanien']);
    expect(JSON.parse((await auditOf('glossary_updated', id)).after_json)).toEqual({
      definition: 'Steuernummer in Spanien',
    });
    const deleted = await editor.post(`/api/admin/glossary/${id}/delete`).send({});
    expect(deleted.status).toBe(200);
    expect(await auditOf('glossary_deleted', id)).toBeDefined();
    expect(await publicTerms()).toEqual([]);
  });

  it('searches and filters the list', async () => {
    const category = newCategory();
    const [, second] = await createFaqs(category, 'Primera pregunta', 'Pregunta sobre multas');
    const found = await editor.get(`/api/admin/faqs?category=${category}&q=MULTAS`);
    expect(found.body.map((faq: { id: string }) => faq.id)).toEqual([second]);
    // The position among the whole group, not among the hits.
    expect(found.body[0].order).toBe(2);
    const otherLanguage = await editor.get(`/api/admin/faqs?category=${category}&language=fr`);
    expect(otherLanguage.body).toEqual([]);
    const bad = await editor.get('/api/admin/faqs?country=IT&active=vielleicht');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      country: knowledgeMessages.countryInvalid,
      active: knowledgeMessages.activeFilterInvalid,
    });
  });

  it.each([
    ['country', { country: 'IT' }, knowledgeMessages.countryInvalid],
    ['language', { language: 'en' }, knowledgeMessages.languageInvalid],
    ['question', { question: '   ' }, textFieldMessages.missing('Frage')],
    ['answer', { answer: '' }, textFieldMessages.missing('Antwort')],
    ['category', { category: 'x'.repeat(65) }, textFieldMessages.tooLong('Kategorie', 64)],
    ['active', { active: 'ja' }, knowledgeMessages.activeInvalid],
  ])('refuses a FAQ with a bad %s with its message', async (field, change, message) => {
    const res = await editor
      .post('/api/admin/faqs')
      .send({ ...faqBody(newCategory(), 'Q?'), ...change });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
  });

  it.each([
    ['term', { term: '' }, textFieldMessages.missing('Begriff')],
    ['definition', { definition: ' ' }, textFieldMessages.missing('Definition')],
    ['context', { context: '' }, textFieldMessages.missing('Kontext')],
  ])('refuses a glossary term with a bad %s with its message', async (field, change, message) => {
    const res = await editor
      .post('/api/admin/glossary')
      .send({ ...glossaryBody(newCategory(), 'T'), ...change });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
  });

  it('refuses an edit started on an older version with 409, keeping the other change', async () => {
    const category = newCategory();
    const [id] = await createFaqs(category, 'Original');
    const first = await editor
      .post(`/api/admin/faqs/${id}`)
      .send({ ...faqBody(category, 'Erste Änderung'), active: true, version: 1 });
    expect(first.status).toBe(200);
    const second = await editor
      .post(`/api/admin/faqs/${id}`)
      .send({ ...faqBody(category, 'Zweite Änderung'), active: true, version: 1 });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(knowledgeMessages.faqEditedMeanwhile);
    expect((await editor.get(`/api/admin/faqs/${id}`)).body.question).toBe('Erste Änderung');
    const missing = await editor.post(`/api/admin/faqs/${id}`).send(faqBody(category, 'X'));
    expect(missing.body.fields.version).toBe(knowledgeMessages.versionInvalid);

    const [termId] = [
      (await editor.post('/api/admin/glossary').send(glossaryBody(category, 'IVA'))).body
        .id as string,
    ];
    await editor.post(`/api/admin/glossary/${termId}/active`).send({ active: false });
    const stale = await editor
      .post(`/api/admin/glossary/${termId}`)
      .send({ ...glossaryBody(category, 'IVA neu'), active: true, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(knowledgeMessages.termEditedMeanwhile);
  });
});

describe('reordering', () => {
  it('moves up and down, to a position, keeps the group dense, and the public order follows', async () => {
    const category = newCategory();
    const [a, b, c] = (await createFaqs(category, 'A', 'B', 'C')) as [string, string, string];
    expect(await adminOrder(category)).toEqual(['1:A', '2:B', '3:C']);
    expect(await publicFaqs(category)).toEqual(['A', 'B', 'C']);

    const moved = await editor.post(`/api/admin/faqs/${b}/move`).send({ direction: 'up' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ order: 1, version: 1 });
    expect(await publicFaqs(category)).toEqual(['B', 'A', 'C']);
    expect(await auditOf('faq_moved', b)).toMatchObject({ actor_id: editorId });
    expect(JSON.parse((await auditOf('faq_moved', b)).before_json)).toEqual({ order: 2 });

    // At the edge nothing moves (and nothing is logged).
    const top = await editor.post(`/api/admin/faqs/${b}/move`).send({ direction: 'up' });
    expect(top.body.order).toBe(1);
    expect(await ctx.db('audit_log').where({ action: 'faq_moved', target_id: b })).toHaveLength(1);

    await editor.post(`/api/admin/faqs/${c}/move`).send({ position: 1 });
    expect(await adminOrder(category)).toEqual(['1:C', '2:B', '3:A']);
    await editor.post(`/api/admin/faqs/${c}/move`).send({ position: 99 });
    expect(await adminOrder(category)).toEqual(['1:B', '2:A', '3:C']);
    expect(await publicFaqs(category)).toEqual(['B', 'A', 'C']);

    // Deleting closes the gap; a new entry goes last.
    await editor.post(`/api/admin/faqs/${a}/delete`).send({});
    const [d] = await createFaqs(category, 'D');
    expect(await adminOrder(category)).toEqual(['1:B', '2:C', '3:D']);
    const rows = await ctx.db('faqs').where({ category }).orderBy('sort_order');
    expect(rows.map((row) => Number(row.sort_order))).toEqual([1, 2, 3]);

    // Moving to another group puts it last there and closes up the old one.
    const other = newCategory();
    await createFaqs(other, 'X');
    await editor
      .post(`/api/admin/faqs/${b}`)
      .send({ ...faqBody(other, 'B'), answer: 'Respuesta a B', active: true, version: 1 });
    expect(await adminOrder(category)).toEqual(['1:C', '2:D']);
    expect(await adminOrder(other)).toEqual(['1:X', '2:B']);
    // By their ids: the moved entry is second of its new group (its edit: version 2); the
    // new one closed up to second, and closing up is no edit of it: whoever has it open
    // at version 1 still saves.
    const entry = async (id: string) => (await editor.get(`/api/admin/faqs/${id}`)).body;
    expect(await entry(b)).toMatchObject({ question: 'B', category: other, order: 2, version: 2 });
    expect(await entry(d!)).toMatchObject({ question: 'D', category, order: 2, version: 1 });
    const saved = await editor
      .post(`/api/admin/faqs/${d!}`)
      .send({ ...faqBody(category, 'D2'), active: true, version: 1 });
    expect(saved.body).toMatchObject({ id: d, question: 'D2', order: 2, version: 2 });
  });

  it('renumbers a group the seeds counted in tens, in the order the public saw', async () => {
    const category = newCategory();
    const ids: string[] = [];
    for (const [i, question] of ['Eins', 'Zwei', 'Drei'].entries())
      ids.push(
        await insertKnowledgeEntry(ctx.db, 'faqs', {
          category,
          question,
          country: 'ES',
          language: 'es',
          sort_order: (i + 1) * 10,
        }),
      );
    expect(await adminOrder(category)).toEqual(['1:Eins', '2:Zwei', '3:Drei']);
    await editor.post(`/api/admin/faqs/${ids[2]!}/move`).send({ direction: 'up' });
    const rows = await ctx.db('faqs').where({ category }).orderBy('sort_order');
    expect(rows.map((row) => `${Number(row.sort_order)}:${row.question}`)).toEqual([
      '1:Eins',
      '2:Drei',
      '3:Zwei',
    ]);
  });

  it('keeps the group dense under concurrent creates and moves', async () => {
    const category = newCategory();
    const created = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((question) =>
        editor.post('/api/admin/faqs').send(faqBody(category, question)),
      ),
    );
    expect(created.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = created.map((res) => res.body.id as string);
    const moves = await Promise.all(
      ids.flatMap((id, i) => [
        editor.post(`/api/admin/faqs/${id}/move`).send({ direction: i % 2 ? 'up' : 'down' }),
        editor.post(`/api/admin/faqs/${id}/move`).send({ position: 5 - i }),
      ]),
    );
    expect(moves.map((res) => res.status)).toEqual(Array(10).fill(200));
    const rows = await ctx.db('faqs').where({ category }).orderBy('sort_order');
    expect(rows.map((row) => Number(row.sort_order))).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses a move without a direction or position, with its message', async () => {
    const id = await insertKnowledgeEntry(ctx.db, 'faqs');
    for (const body of [
      {},
      { direction: 'left' },
      { position: 0 },
      { direction: 'up', position: 2 },
    ]) {
      const res = await editor.post(`/api/admin/faqs/${id}/move`).send(body);
      expect(res.status).toBe(400);
      expect(Object.values(res.body.fields)).toContain(knowledgeMessages.moveInvalid);
    }
  });

  it('has no move for glossary terms: the site lists them A–Z, so their order stays', async () => {
    const id = await insertKnowledgeEntry(ctx.db, 'glossary');
    const before = await ctx.db('glossary').where({ id }).first();
    const res = await editor.post(`/api/admin/glossary/${id}/move`).send({ direction: 'up' });
    expect(res.status).toBe(404);
    expect(res.body.message).toEqual(expect.any(String));
    const after = await ctx.db('glossary').where({ id }).first();
    expect(after.sort_order).toEqual(before.sort_order);
  });
});
