import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import request from 'supertest';
import {
  adminMessages,
  boardEntrySchema,
  boardMessages,
  boardPageSchema,
  moderatedEntryDetailSchema,
  roadmapVotesSchema,
  voteResultSchema,
  type BoardPage,
} from 'contracts';
import { deleteExpiredLeads } from '../src/data/retention';
import { toDbTimestamp } from '../src/data/rows';
import { insertBoardEntry, insertRoadmapItem } from './support/admin-route-examples';
import { HOUR, createMember, setupConsoleApp, signedIn, type Agent } from './support/console';

/**
 * Issue 21, the voting board's API: moderation first (only published
 * entries are public), one vote per voter key and entry (a second vote
 * counts once, taking it back twice is harmless), merging a duplicate
 * without counting anyone twice, the daily cap per network address, and
 * moderation by editors and admins only, every change in the audit log.
 */
const DAILY_CAP = 3;
// Behind the shell's proxy as in production: X-Forwarded-For names the visitor's address.
const ctx = setupConsoleApp({ trustProxy: 'loopback', board: { dailyVoteCap: DAILY_CAP } });
jest.setTimeout(60_000);

let editor: Agent;
let admin: Agent;
let sales: Agent;
beforeAll(async () => {
  editor = await signedIn(ctx.app, await createMember(ctx.db, 'editor'));
  admin = await signedIn(ctx.app, await createMember(ctx.db, 'admin'));
  sales = await signedIn(ctx.app, await createMember(ctx.db, 'sales'));
});

/** A different address per call unless one is given: the daily cap stays out of the way. */
let addressCounter = 0;
const nextAddress = () => `198.51.100.${(addressCounter = (addressCounter % 250) + 1)}`;

const vote = (entryId: string, voterKey: string, address = nextAddress(), extra = {}) =>
  request(ctx.app)
    .post('/api/feedback/board/votes')
    .set('X-Forwarded-For', address)
    .send({ entryId, voterKey, ...extra });

const withdraw = (entryId: string, voterKey: string, extra = {}) =>
  request(ctx.app)
    .post('/api/feedback/board/votes/withdraw')
    .send({ entryId, voterKey, ...extra });

async function board(query: string, voterKey?: string): Promise<BoardPage> {
  const call = request(ctx.app).get(`/api/feedback/board?${query}`);
  const res = await (voterKey ? call.set('X-Voter-Key', voterKey) : call);
  expect(res.status).toBe(200);
  return boardPageSchema.strict().parse(res.body);
}

const published = (fields: Record<string, unknown> = {}) =>
  insertBoardEntry(ctx.db, { moderation: 'published', ...fields });

const storedVotes = async (entryId: string) =>
  Number((await ctx.db('feedback_votes').where({ feedback_id: entryId }).count({ n: '*' }))[0]?.n);

const countColumn = async (entryId: string) =>
  Number((await ctx.db('customer_feedback').where({ id: entryId }).first('vote_count')).vote_count);

const auditOf = (action: string, targetId: string) =>
  ctx.db('audit_log').where({ action, target_id: targetId }).first();

describe('moderation first: only published entries are public', () => {
  it('new feedback waits in the queue; the board shows it once an editor publishes it', async () => {
    const text = `Bitte Online-Terminbuchung ${randomUUID()}`;
    const sent = await request(ctx.app)
      .post('/api/feedback')
      .send({ feedbackText: text, language: 'es', country: 'ES' });
    expect(sent.status).toBe(201);
    const id = sent.body.id as string;

    const queue = await editor.get('/api/admin/board?state=pending&limit=200');
    expect(queue.status).toBe(200);
    expect(queue.body.items.map((e: { id: string }) => e.id)).toContain(id);
    expect((await board('sort=newest&limit=50')).items.map((e) => e.id)).not.toContain(id);
    expect((await vote(id, randomUUID())).status).toBe(404);

    const res = await editor.post(`/api/admin/board/${id}/publish`).send({ title: ' Termine ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, state: 'published', title: 'Termine', votes: 0 });

    const shown = (await board('sort=newest&limit=50')).items.find((e) => e.id === id);
    expect(shown).toEqual({
      id,
      title: 'Termine',
      text,
      status: 'open',
      votes: 0,
      voted: false,
      createdAt: sent.body.createdAt,
      language: 'es',
      roadmapItem: null,
    });
  });

  it('rejected, merged and pending entries stay hidden; the reason stays in the console', async () => {
    const rejected = await insertBoardEntry(ctx.db);
    const reason = 'Enthält eine Telefonnummer und Werbung';
    const res = await editor.post(`/api/admin/board/${rejected}/reject`).send({ reason });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'rejected', rejectReason: reason });
    const pending = await insertBoardEntry(ctx.db);

    const page = await board('limit=50');
    const ids = page.items.map((e) => e.id);
    expect(ids).not.toContain(rejected);
    expect(ids).not.toContain(pending);
    expect(JSON.stringify(page)).not.toContain(reason);
    const publishedCount = await ctx.db('customer_feedback').where({ moderation: 'published' });
    expect(page.total).toBe(publishedCount.length);
    for (const id of [rejected, pending]) {
      expect((await vote(id, randomUUID())).body).toEqual({
        message: boardMessages.entryNotFound,
      });
      expect((await withdraw(id, randomUUID())).status).toBe(404);
    }
    expect((await vote(randomUUID(), randomUUID())).status).toBe(404);
  });

  it('shows the redacted text and logs before and after', async () => {
    const id = await published();
    const original = (await ctx.db('customer_feedback').where({ id }).first()).feedback_text;
    const redacted = 'Bitte eine Terminbuchung für Friseure, [Name entfernt]';
    const res = await editor.post(`/api/admin/board/${id}/redact`).send({ text: redacted });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ originalText: original, redactedText: redacted });
    expect((await board('sort=newest&limit=50')).items.find((e) => e.id === id)?.text).toBe(
      redacted,
    );
    const audit = await auditOf('feedback_redacted', id);
    expect(JSON.parse(audit.before_json)).toEqual({ text: original });
    expect(JSON.parse(audit.after_json)).toEqual({ text: redacted });
    expect(audit).toMatchObject({ actor_kind: 'staff', target_type: 'feedback' });

    // Editors read the entry's history (the audit log itself is the admins').
    const detail = await editor.get(`/api/admin/board/${id}`);
    expect(detail.status).toBe(200);
    const parsed = moderatedEntryDetailSchema.parse(detail.body);
    expect(parsed.history).toEqual([
      expect.objectContaining({
        action: 'feedback_redacted',
        before: { text: original },
        after: { text: redacted },
        by: expect.any(String),
      }),
    ]);

    // The visitor's own text undoes the redaction.
    const undo = await editor.post(`/api/admin/board/${id}/redact`).send({ text: original });
    expect(undo.body.redactedText).toBeNull();
  });
});

describe('votes', () => {
  it('one vote per voter key: a second vote counts once, taking it back is idempotent', async () => {
    const id = await published();
    const anna = randomUUID();
    const ben = randomUUID();

    const first = await vote(id, anna);
    expect(first.status).toBe(201);
    expect(voteResultSchema.strict().parse(first.body)).toEqual({
      entryId: id,
      votes: 1,
      voted: true,
    });
    expect((await vote(id, anna)).body).toEqual({ entryId: id, votes: 1, voted: true });
    expect((await vote(id, ben)).body).toEqual({ entryId: id, votes: 2, voted: true });
    expect(await storedVotes(id)).toBe(2);

    const seenByAnna = (await board('sort=newest&limit=50', anna)).items.find((e) => e.id === id);
    expect(seenByAnna).toMatchObject({ votes: 2, voted: true });
    const seenByOther = (await board('sort=newest&limit=50', randomUUID())).items.find(
      (e) => e.id === id,
    );
    expect(seenByOther).toMatchObject({ votes: 2, voted: false });
    const seenWithoutKey = (await board('sort=newest&limit=50')).items.find((e) => e.id === id);
    expect(seenWithoutKey?.voted).toBe(false);

    const back = await withdraw(id, anna);
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ entryId: id, votes: 1, voted: false });
    expect((await withdraw(id, anna)).body).toEqual({ entryId: id, votes: 1, voted: false });
    expect(await storedVotes(id)).toBe(1);
    expect(await countColumn(id)).toBe(1);
  });

  it('a browser never handles the key: the first vote sets the voter cookie, later calls carry it', async () => {
    const id = await published();
    const other = await published();
    const browser = request.agent(ctx.app);
    const fromBrowser = (path: string, entryId: string) =>
      browser.post(path).set('X-Forwarded-For', nextAddress()).send({ entryId });

    // Reading the board and taking back nothing set no cookie: it comes only with a vote.
    expect(
      (await browser.get('/api/feedback/board').set('X-Forwarded-For', nextAddress())).headers[
        'set-cookie'
      ],
    ).toBeUndefined();
    const nothing = await fromBrowser('/api/feedback/board/votes/withdraw', id);
    expect(nothing.body).toEqual({ entryId: id, votes: 0, voted: false });
    expect(nothing.headers['set-cookie']).toBeUndefined();

    const first = await fromBrowser('/api/feedback/board/votes', id);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ entryId: id, votes: 1, voted: true });
    const [cookie] = first.headers['set-cookie'] as unknown as string[];
    expect(cookie).toMatch(
      /^board_voter=[0-9a-f-]{36}; Max-Age=31536000; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/,
    );
    const key = /^board_voter=([^;]+)/.exec(cookie!)![1]!;

    // The same browser: one vote however often it votes, its own votes marked on the list.
    expect((await fromBrowser('/api/feedback/board/votes', id)).body.votes).toBe(1);
    expect((await fromBrowser('/api/feedback/board/votes', other)).body.votes).toBe(1);
    const listed = await browser.get('/api/feedback/board?sort=newest&limit=50');
    expect(listed.headers['cache-control']).toBe('private, no-cache');
    const mine = (listed.body as BoardPage).items.filter((e) => e.voted).map((e) => e.id);
    expect(mine.sort()).toEqual([id, other].sort());
    // The cookie holds what an API client would name itself.
    expect((await board('sort=newest&limit=50', key)).items.find((e) => e.id === id)?.voted).toBe(
      true,
    );

    const back = await fromBrowser('/api/feedback/board/votes/withdraw', id);
    expect(back.body).toEqual({ entryId: id, votes: 0, voted: false });
    expect(back.headers['set-cookie']).toBeUndefined();
    expect(await storedVotes(id)).toBe(0);
    expect(await storedVotes(other)).toBe(1);
  });

  it('a malformed voter cookie counts as none and the next vote replaces it; a named key sets no cookie', async () => {
    const id = await published();
    const junk = 'board_voter=%00nicht-zufaellig';
    const list = await request(ctx.app).get('/api/feedback/board').set('Cookie', junk);
    expect(list.status).toBe(200);
    const res = await request(ctx.app)
      .post('/api/feedback/board/votes')
      .set('X-Forwarded-For', nextAddress())
      .set('Cookie', junk)
      .send({ entryId: id });
    expect(res.status).toBe(201);
    expect(String(res.headers['set-cookie'])).toMatch(/^board_voter=[0-9a-f-]{36};/);
    // Over TLS (as the trusted proxy says) the cookie is sent over TLS only.
    const overTls = await request(ctx.app)
      .post('/api/feedback/board/votes')
      .set('X-Forwarded-For', nextAddress())
      .set('X-Forwarded-Proto', 'https')
      .send({ entryId: id });
    expect(String(overTls.headers['set-cookie'])).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    const named = await vote(id, randomUUID());
    expect(named.body.votes).toBe(3);
    expect(named.headers['set-cookie']).toBeUndefined();
  });

  it("refuses a vote another site's page sent through the visitor's browser", async () => {
    const id = await published();
    for (const path of ['/api/feedback/board/votes', '/api/feedback/board/votes/withdraw']) {
      const res = await request(ctx.app)
        .post(path)
        .set('X-Forwarded-For', nextAddress())
        .set('Sec-Fetch-Site', 'cross-site')
        .send({ entryId: id });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(boardMessages.foreignSite);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await storedVotes(id)).toBe(0);
    // The site's own pages (and API clients, which send no fetch metadata) vote as usual.
    const own = await request(ctx.app)
      .post('/api/feedback/board/votes')
      .set('X-Forwarded-For', nextAddress())
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ entryId: id });
    expect(own.status).toBe(201);
  });

  it('a filled honeypot is answered as usual and changes nothing', async () => {
    const id = await published();
    const bot = randomUUID();
    const res = await vote(id, bot, nextAddress(), { website: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ entryId: id, votes: 1, voted: true });
    expect(await storedVotes(id)).toBe(0);
    const human = randomUUID();
    await vote(id, human);
    expect((await withdraw(id, human, { website: 'x' })).body.votes).toBe(0);
    expect(await storedVotes(id)).toBe(1);
  });

  it('refuses a malformed voter key or entry id with 400 and the German message', async () => {
    const id = await published();
    const bad = await vote(id, 'nicht-zufällig');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ voterKey: boardMessages.voterKeyInvalid });
    expect((await vote('1', randomUUID())).body.fields).toEqual({
      entryId: boardMessages.entryIdInvalid,
    });
    const header = await request(ctx.app).get('/api/feedback/board').set('X-Voter-Key', 'abc');
    expect(header.status).toBe(400);
    expect(header.body.message).toBe(boardMessages.voterKeyInvalid);
  });

  it('vote_count always equals the stored votes, whatever the order of votes and withdrawals', async () => {
    const entries = [await published(), await published()];
    const keys = Array.from({ length: 4 }, () => randomUUID());
    const model = new Map(entries.map((id) => [id, new Set<string>()]));
    const step = fc.record({
      entry: fc.constantFrom(...entries),
      key: fc.constantFrom(...keys),
      up: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const { entry, key, up } of steps) {
          const res = up ? await vote(entry, key) : await withdraw(entry, key);
          const voters = model.get(entry) as Set<string>;
          if (up) voters.add(key);
          else voters.delete(key);
          expect(res.body).toEqual({ entryId: entry, votes: voters.size, voted: up });
        }
        for (const id of entries) {
          expect(await storedVotes(id)).toBe(model.get(id)?.size);
          expect(await countColumn(id)).toBe(model.get(id)?.size);
        }
      }),
      { numRuns: 15 },
    );
  });
});

describe('the public list', () => {
  // Entries of their own language, so the rest of this file's entries stay out of the way.
  const ids: Record<string, string> = {};
  const at = (iso: string) => toDbTimestamp(new Date(iso));
  beforeAll(async () => {
    const rows = [
      { name: 'old', votes: 2, status: 'planned', created: '2026-01-01T10:00:00Z' },
      { name: 'mid', votes: 5, status: 'open', created: '2026-01-02T10:00:00Z' },
      { name: 'new', votes: 2, status: 'open', created: '2026-01-03T10:00:00Z' },
      { name: 'zero', votes: 0, status: 'done', created: '2026-01-04T10:00:00Z' },
    ];
    for (const row of rows) {
      ids[row.name] = await published({
        language: 'fr',
        board_status: row.status,
        created_at: at(row.created),
      });
      for (let i = 0; i < row.votes; i += 1)
        expect((await vote(ids[row.name] as string, randomUUID())).status).toBe(201);
    }
    await insertBoardEntry(ctx.db, { language: 'fr' }); // pending: never listed
  });
  const names = (page: BoardPage) =>
    page.items.map((e) => Object.keys(ids).find((name) => ids[name] === e.id));

  it('sorts by votes (ties: newest first) or by date', async () => {
    expect(names(await board('language=fr'))).toEqual(['mid', 'new', 'old', 'zero']);
    expect(names(await board('language=FR&sort=newest'))).toEqual(['zero', 'new', 'mid', 'old']);
    expect((await board('language=fr')).total).toBe(4);
  });

  it('filters by status', async () => {
    expect(names(await board('language=fr&status=open'))).toEqual(['mid', 'new']);
    expect(names(await board('language=fr&status=done&sort=newest'))).toEqual(['zero']);
    expect((await board('language=fr&status=declined')).items).toEqual([]);
  });

  it.each(['votes', 'newest'])('pages by cursor (%s) without gaps or repeats', async (sort) => {
    const whole = names(await board(`language=fr&sort=${sort}`));
    const seen: (string | undefined)[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: BoardPage = await board(
        `language=fr&sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.total).toBe(4);
      seen.push(...names(page));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(whole);
  });

  it('refuses bad parameters with 400, never 5xx', async () => {
    for (const query of ['sort=best', 'status=closed', 'limit=0', 'limit=51', 'cursor=%%%']) {
      const res = await request(ctx.app).get(`/api/feedback/board?${query}`);
      expect([query, res.status]).toEqual([query, 400]);
    }
    // A cursor the board cannot read (of the other sort, edited by hand) starts at the first page.
    const newest = await board('language=fr&sort=newest&limit=1');
    const first = await board('language=fr&sort=votes&limit=1');
    for (const cursor of [newest.nextCursor, 'eyJ9', 'WzEsMl0', 'x']) {
      expect(await board(`language=fr&sort=votes&limit=1&cursor=${cursor}`)).toEqual(first);
    }
  });

  it('answers only the public fields', async () => {
    const page = await board('language=fr&sort=newest');
    expect(names(page)).toEqual(['zero', 'new', 'mid', 'old']);
    for (const item of page.items) boardEntrySchema.strict().parse(item);
    expect(page.items[0]).toEqual({
      id: ids.zero,
      title: null,
      text: 'Bitte eine Terminbuchung für Friseure, Anna aus Köln (0171 1234567)',
      status: 'done',
      votes: 0,
      voted: false,
      createdAt: '2026-01-04T10:00:00.000Z',
      language: 'fr',
      roadmapItem: null,
    });
  });
});

describe('merging a duplicate', () => {
  it('moves the votes to the original, counting a voter who voted for both once', async () => {
    const original = await published();
    const duplicate = await published();
    const [anna, ben, carla] = [randomUUID(), randomUUID(), randomUUID()];
    await vote(original, anna);
    await vote(original, ben);
    await vote(duplicate, ben);
    await vote(duplicate, carla);

    const res = await editor.post(`/api/admin/board/${duplicate}/merge`).send({ intoId: original });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: original, state: 'published', votes: 3 });
    expect(await storedVotes(original)).toBe(3);
    expect(await storedVotes(duplicate)).toBe(0);
    const merged = await ctx.db('customer_feedback').where({ id: duplicate }).first();
    expect(merged).toMatchObject({ moderation: 'merged', merged_into_id: original });
    expect(Number(merged.vote_count)).toBe(0);

    // Gone from the board; carla sees her vote on the original.
    const page = await board('sort=newest&limit=50', carla);
    expect(page.items.map((e) => e.id)).not.toContain(duplicate);
    expect(page.items.find((e) => e.id === original)).toMatchObject({ votes: 3, voted: true });

    // A vote for the duplicate from a page loaded before the merge counts for the original, once.
    expect((await vote(duplicate, carla)).body).toEqual({
      entryId: original,
      votes: 3,
      voted: true,
    });
    expect((await vote(duplicate, randomUUID())).body).toMatchObject({
      entryId: original,
      votes: 4,
    });

    const audit = await auditOf('feedback_merged', duplicate);
    expect(JSON.parse(audit.before_json)).toEqual({
      state: 'published',
      votes: 2,
      intoVotes: 2,
    });
    expect(JSON.parse(audit.after_json)).toEqual({
      state: 'merged',
      mergedIntoId: original,
      intoVotes: 3,
    });
  });

  it('keeps merges one step: entries merged into a duplicate follow it to the original', async () => {
    const original = await published();
    const middle = await published();
    const first = await insertBoardEntry(ctx.db);
    expect(
      (await editor.post(`/api/admin/board/${first}/merge`).send({ intoId: middle })).status,
    ).toBe(200);
    expect(
      (await editor.post(`/api/admin/board/${middle}/merge`).send({ intoId: original })).status,
    ).toBe(200);
    const row = await ctx.db('customer_feedback').where({ id: first }).first();
    expect(row.merged_into_id).toBe(original);
  });

  it('refuses what makes no sense: itself, a hidden original, a merged entry, unknown ids', async () => {
    const entry = await published();
    const pending = await insertBoardEntry(ctx.db);
    const expectRefusal = async (id: string, intoId: string, status: number, message: string) => {
      const res = await editor.post(`/api/admin/board/${id}/merge`).send({ intoId });
      expect([res.status, res.body.message]).toEqual([status, message]);
    };
    await expectRefusal(entry, entry, 409, adminMessages.mergeIntoItself);
    await expectRefusal(entry, pending, 409, adminMessages.mergeTargetNotPublished);
    await expectRefusal(entry, randomUUID(), 404, adminMessages.mergeTargetNotFound);
    await expectRefusal(randomUUID(), entry, 404, adminMessages.entryNotFound);
    await editor.post(`/api/admin/board/${pending}/merge`).send({ intoId: entry });
    await expectRefusal(pending, entry, 409, adminMessages.entryMerged);
    const again = await editor.post(`/api/admin/board/${pending}/publish`).send({});
    expect([again.status, again.body.message]).toEqual([409, adminMessages.entryMerged]);
  });
});

describe('the daily cap per network address', () => {
  it(`allows ${DAILY_CAP} votes per entry and address a day, then 429 until midnight UTC`, async () => {
    const id = await published();
    const office = '203.0.113.7';
    const voters = Array.from({ length: DAILY_CAP }, () => randomUUID());
    for (const voter of voters) expect((await vote(id, voter, office)).status).toBe(201);

    const capped = await vote(id, randomUUID(), office);
    expect(capped.status).toBe(429);
    expect(capped.body).toEqual({ message: boardMessages.dailyCapReached });
    // The test clock stands at 09:00 UTC: 15 hours to midnight.
    expect(Number(capped.headers['retry-after'])).toBe(15 * 3600);
    expect(await storedVotes(id)).toBe(DAILY_CAP);

    // A vote already given is no new vote; other addresses and other entries are not capped.
    expect((await vote(id, voters[0] as string, office)).status).toBe(201);
    expect((await vote(id, randomUUID(), '203.0.113.8')).status).toBe(201);
    expect((await vote(await published(), randomUUID(), office)).status).toBe(201);

    // A vote taken back frees its place.
    await withdraw(id, voters[0] as string);
    expect((await vote(id, randomUUID(), office)).status).toBe(201);
    expect((await vote(id, randomUUID(), office)).status).toBe(429);

    // The next UTC day, the address votes again.
    ctx.clock.advance(24 * HOUR);
    try {
      expect((await vote(id, randomUUID(), office)).status).toBe(201);
    } finally {
      ctx.clock.advance(-24 * HOUR);
    }
  });

  it('stores the address only as a keyed hash of the day', async () => {
    const id = await published();
    await vote(id, randomUUID(), '203.0.113.99');
    const rows = await ctx.db('feedback_votes').where({ feedback_id: id });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.99');
    expect(rows[0]).toMatchObject({ voted_day: '2026-03-10' });
    expect(rows[0].network_key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-/);
  });
});

describe('moderation rights', () => {
  const cases: [string, object][] = [
    ['publish', {}],
    ['reject', { reason: 'Spam' }],
    ['title', { title: 'Neu' }],
    ['redact', { text: 'Gekürzt' }],
    ['status', { status: 'planned' }],
  ];

  it.each(cases)(
    '%s: editor and admin may, sales gets 403, nobody signed in 401',
    async (step, body) => {
      const url = (id: string) => `/api/admin/board/${id}/${step}`;
      for (const [agent, status] of [
        [request.agent(ctx.app), 401],
        [sales, 403],
      ] as const) {
        const id = await insertBoardEntry(ctx.db);
        expect((await agent.post(url(id)).send(body)).status).toBe(status);
        const row = await ctx.db('customer_feedback').where({ id }).first();
        expect(row).toMatchObject({ moderation: 'pending', board_status: 'open', title: null });
      }
      for (const agent of [editor, admin]) {
        expect((await agent.post(url(await insertBoardEntry(ctx.db))).send(body)).status).toBe(200);
      }
    },
  );

  it('status: every change audited with before and after', async () => {
    const id = await published();
    const res = await admin.post(`/api/admin/board/${id}/status`).send({ status: 'in_progress' });
    expect(res.status).toBe(200);
    expect((await board('sort=newest&limit=50')).items.find((e) => e.id === id)?.status).toBe(
      'in_progress',
    );
    const audit = await auditOf('feedback_status_changed', id);
    expect(JSON.parse(audit.before_json)).toEqual({ status: 'open', roadmapItem: null });
    expect(JSON.parse(audit.after_json)).toEqual({ status: 'in_progress', roadmapItem: null });
    const bad = await editor.post(`/api/admin/board/${id}/status`).send({ status: 'erledigt' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(boardMessages.statusInvalid);
  });

  it('sales cannot read the queue; anonymous callers get 401', async () => {
    expect((await sales.get('/api/admin/board')).status).toBe(403);
    expect((await request(ctx.app).get('/api/admin/board')).status).toBe(401);
    expect((await editor.get('/api/admin/board?state=merged')).status).toBe(200);
    expect((await editor.get('/api/admin/board?state=gelöscht')).status).toBe(400);
  });
});

describe('the console lists', () => {
  // Older than every other entry of this file (yet inside the retention period).
  const at = (day: number) => toDbTimestamp(new Date(`2021-06-0${day}T10:00:00Z`));
  const ids = (res: request.Response) => (res.body.items as { id: string }[]).map((e) => e.id);

  it('works through the queue oldest first, page by page; newest first by default', async () => {
    const first = await insertBoardEntry(ctx.db, { created_at: at(1) });
    const second = await insertBoardEntry(ctx.db, { created_at: at(2) });
    const page1 = await editor.get('/api/admin/board?state=pending&order=asc&limit=1');
    expect(page1.status).toBe(200);
    expect(ids(page1)).toEqual([first]);
    const page2 = await editor.get(
      `/api/admin/board?state=pending&order=ASC&limit=1&cursor=${page1.body.nextCursor}`,
    );
    expect(ids(page2)).toEqual([second]);
    expect(page2.body.total).toBe(page1.body.total);
    const newest = ids(await editor.get('/api/admin/board?state=pending&limit=200'));
    expect(newest.slice(-2)).toEqual([second, first]);
  });

  it('filters by board status; refuses an unknown status or order with 400', async () => {
    const planned = await published({ board_status: 'planned', created_at: at(3) });
    const open = await published({ created_at: at(4) });
    const res = await editor.get('/api/admin/board?state=published&status=planned&limit=200');
    expect(res.status).toBe(200);
    expect(ids(res)).toContain(planned);
    expect(ids(res)).not.toContain(open);
    expect(res.body.items.every((e: { status: string }) => e.status === 'planned')).toBe(true);
    expect(res.body.total).toBe(res.body.items.length);

    const badStatus = await editor.get('/api/admin/board?state=published&status=geplant');
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toBe(boardMessages.statusInvalid);
    const badOrder = await editor.get('/api/admin/board?order=oldest');
    expect(badOrder.status).toBe(400);
    expect(badOrder.body.message).toBe("Reihenfolge muss 'asc' oder 'desc' sein");
  });
});

describe('the roadmap link', () => {
  it('links planned or in-progress entries; the roadmap gets their votes', async () => {
    const id = await published();
    const link = () => editor.post(`/api/admin/board/${id}/roadmap`).send({ roadmapItem: 'posts' });
    const refused = await link();
    expect([refused.status, refused.body.message]).toEqual([
      409,
      adminMessages.roadmapLinkNotAllowed,
    ]);
    await editor.post(`/api/admin/board/${id}/status`).send({ status: 'planned' });
    expect((await link()).body).toMatchObject({ roadmapItem: 'posts', status: 'planned' });
    await vote(id, randomUUID());
    await vote(id, randomUUID());

    const roadmap = await request(ctx.app).get('/api/feedback/board/roadmap');
    expect(roadmap.status).toBe(200);
    const totals = roadmapVotesSchema.parse(roadmap.body);
    expect(totals.map((item) => item.roadmapItem)).toEqual([
      'ebooks',
      'stories',
      'verifactu',
      'payment',
      'posts',
      'websites',
    ]);
    expect(totals.find((item) => item.roadmapItem === 'posts')).toEqual({
      roadmapItem: 'posts',
      votes: 2,
      entries: 1,
    });
    expect((await board('sort=newest&limit=50')).items.find((e) => e.id === id)?.roadmapItem).toBe(
      'posts',
    );

    // Declined, it leaves the roadmap.
    const declined = await editor
      .post(`/api/admin/board/${id}/status`)
      .send({ status: 'declined' });
    expect(declined.body.roadmapItem).toBeNull();
    const after = roadmapVotesSchema.parse(
      (await request(ctx.app).get('/api/feedback/board/roadmap')).body,
    );
    expect(after.find((item) => item.roadmapItem === 'posts')).toMatchObject({ votes: 0 });
    expect(await auditOf('feedback_roadmap_linked', id)).toBeDefined();
  });

  it('chooses from the roadmap items of the table: a new one links, unknown or inactive ones are refused', async () => {
    const id = await published();
    await editor.post(`/api/admin/board/${id}/status`).send({ status: 'in_progress' });
    const link = (roadmapItem: string | null) =>
      editor.post(`/api/admin/board/${id}/roadmap`).send({ roadmapItem });

    // An item added in the console (admin/roadmap) can be linked at once, and is counted.
    const added = await insertRoadmapItem(ctx.db);
    expect((await link(added.key)).body).toMatchObject({ roadmapItem: added.key });
    await vote(id, randomUUID());
    const totals = roadmapVotesSchema.parse(
      (await request(ctx.app).get('/api/feedback/board/roadmap')).body,
    );
    expect(totals.find((item) => item.roadmapItem === added.key)).toEqual({
      roadmapItem: added.key,
      votes: 1,
      entries: 1,
    });

    // A key no item has: 409, said at the field; a key of no possible form: 400. Nothing changes.
    const unknown = await link('gibt-es-nicht');
    expect([unknown.status, unknown.body.message]).toEqual([409, adminMessages.roadmapItemUnknown]);
    expect(unknown.body.fields).toEqual({ roadmapItem: adminMessages.roadmapItemUnknown });
    const malformed = await link('Kein Schlüssel!');
    expect([malformed.status, malformed.body.message]).toEqual([
      400,
      adminMessages.roadmapItemUnknown,
    ]);

    // A deactivated item takes no new links; an existing link keeps working (saved again as is).
    const retired = await insertRoadmapItem(ctx.db, { is_active: false });
    expect((await link(retired.key)).status).toBe(409);
    await ctx.db('roadmap_items').where({ id: added.id }).update({ is_active: false });
    expect((await link(added.key)).body).toMatchObject({ roadmapItem: added.key });
    expect((await board('sort=newest&limit=50')).items.find((e) => e.id === id)?.roadmapItem).toBe(
      added.key,
    );
    // The public roadmap counts only its active items.
    const after = roadmapVotesSchema.parse(
      (await request(ctx.app).get('/api/feedback/board/roadmap')).body,
    );
    expect(after.map((item) => item.roadmapItem)).not.toContain(added.key);
    expect((await link(null)).body).toMatchObject({ roadmapItem: null });
  });
});

describe('retention and erasure take the votes along', () => {
  it('deletes the votes of entries past their retention', async () => {
    const old = await published({ created_at: toDbTimestamp(new Date('2020-01-01T00:00:00Z')) });
    await vote(old, randomUUID());
    await deleteExpiredLeads(ctx.db, {
      emailCaptures: new Date('2000-01-01T00:00:00Z'),
      paymentLeads: new Date('2000-01-01T00:00:00Z'),
      feedback: new Date('2021-01-01T00:00:00Z'),
      contactRequests: new Date('2000-01-01T00:00:00Z'),
      newsletterPending: new Date('2000-01-01T00:00:00Z'),
      newsletterUnsubscribed: new Date('2000-01-01T00:00:00Z'),
    });
    expect(await ctx.db('customer_feedback').where({ id: old })).toEqual([]);
    expect(await storedVotes(old)).toBe(0);
  });

  it('deletes the votes of feedback erased with its author', async () => {
    const visitorId = randomUUID();
    const email = `weg-${visitorId.slice(0, 8)}@example.de`;
    await ctx.db('payment_leads').insert({
      id: randomUUID(),
      visitor_id: visitorId,
      email,
      provider: 'mollie',
      created_at: toDbTimestamp(),
    });
    const entry = await published({ visitor_id: visitorId });
    await vote(entry, randomUUID());
    const res = await admin.post('/api/admin/erasures').send({ email });
    expect(res.status).toBe(200);
    expect(res.body.deleted.feedback).toBe(1);
    expect(await storedVotes(entry)).toBe(0);
  });
});
