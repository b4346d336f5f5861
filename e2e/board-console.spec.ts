import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { cachedAnswersExpired, insertRow, queryRows, runSql } from './support/database';
import { waitForHydration } from './support/hydration';
import { createStaffMember, signInToConsole } from './support/staff';

/**
 * The voting board's moderation in the console (issue 21, item 1): a
 * visitor's feedback waits in the queue until an editor publishes, rejects
 * or merges it; published entries get a status, a roadmap link and their
 * personal data redacted. Sales never see any of it.
 */

const EDITOR = { username: 'e2e-board-redaktion', password: 'redaktion-phrase-lang-21' };
const SALES = { username: 'e2e-board-vertrieb', password: 'vertrieb-phrase-lang-21' };
/** Every text of this run is its own: a rerun against the same database finds only its entries. */
const RUN = Date.now().toString(36);
const ORIGINAL = `Bitte eine Online-Terminbuchung für Friseure, ruft mich an: 0171 1234567 (${RUN})`;
const ORIGINAL_TITLE = 'Online-Terminbuchung';
const DUPLICATE = `Termine online buchen wäre super für meinen Salon (${RUN})`;
const SPAM = `Kauft billige Uhren bei uhren-spam.example (${RUN})`;
const NO_SCRIPT_SPAM = `Noch mehr Werbung für uhren-spam.example (${RUN})`;
// A roadmap item added in the console (a row of roadmap_items): the board links to it by its title.
const ROADMAP_ITEM = { key: `termine-${RUN}`, title: `Online-Termine für Salons (${RUN})` };

interface PublicEntry {
  id: string;
  title: string | null;
  text: string;
  status: string;
  votes: number;
  roadmapItem: string | null;
}

/** The public board as visitors' pages read it (newest first, all of it). */
async function publicBoard(request: APIRequestContext): Promise<PublicEntry[]> {
  const answer = await request.get('/api/feedback/board?sort=newest&limit=50');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: PublicEntry[] }).items;
}

/** The public entry whose text contains `text` (the public API caches GETs for a moment: polled). */
const publicEntry = (request: APIRequestContext, text: string) =>
  publicBoard(request).then((items) => items.find((item) => item.text.includes(text)));

const entryId = (text: string) =>
  queryRows<{ id: string }>('select id from customer_feedback where feedback_text = ?', text)[0]!
    .id;

const vote = async (request: APIRequestContext, id: string, voterKey: string) =>
  expect(
    (await request.post('/api/feedback/board/votes', { data: { entryId: id, voterKey } })).status(),
  ).toBe(201);

/** A waiting entry's card in the queue, by its text (other cards name published ones in their merge choice). */
const queueCard = (page: Page, text: string): Locator =>
  page.getByRole('article').filter({ has: page.locator('blockquote', { hasText: text }) });

/** One of the facts on an entry's page ('Stimmen', 'Status'…). */
const fact = (page: Page, name: string) =>
  page
    .getByLabel('Angaben zur Idee')
    .locator('div')
    .filter({ has: page.getByText(name, { exact: true }) })
    .locator('dd');

async function publishFromQueue(page: Page, text: string, title = '') {
  const card = queueCard(page, text);
  if (title) await card.getByLabel('Kurzer Titel (optional)').fill(title);
  await card.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Veröffentlicht' })).toBeVisible();
  await expect(queueCard(page, text)).toHaveCount(0);
}

// Serial: one story, one database; sign-ins hash with argon2.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const roadmapItemId = randomUUID();

// The public roadmap's six seeded items are the roadmap specs' fixture: the
// item added here is hidden again (the idea linked to it keeps its link).
test.afterAll(async () => {
  runSql('UPDATE roadmap_items SET is_active = 0 WHERE id = ?', roadmapItemId);
  await cachedAnswersExpired();
});

test.beforeAll(async ({ request }) => {
  createStaffMember(EDITOR, 'editor');
  const at = new Date().toISOString().replace('T', ' ').replace('Z', '');
  insertRow('roadmap_items', {
    id: roadmapItemId,
    item_key: ROADMAP_ITEM.key,
    due_on: '2027-03-01',
    date_precision: 'month',
    status: 'planned',
    gradient_type: 'orange-pink',
    sort_order: 1000,
    is_active: 1,
    version: 1,
    created_at: at,
    updated_at: at,
  });
  insertRow('roadmap_item_translations', {
    roadmap_item_id: roadmapItemId,
    language: 'de',
    title: ROADMAP_ITEM.title,
    description: 'Termine direkt auf der Website buchen.',
  });
  createStaffMember(SALES, 'sales');
  // Sent as visitors send them; the visitor of the story below uses the page.
  for (const feedbackText of [DUPLICATE, SPAM, NO_SCRIPT_SPAM])
    expect(
      (
        await request.post('/api/feedback', {
          data: { feedbackText, country: 'DE', language: 'de' },
        })
      ).status(),
    ).toBe(201);
});

test('a visitor’s feedback waits in the queue; an editor publishes it with a title; another visitor votes on the Spanish board', async ({
  page,
  request,
  browser,
}) => {
  const { problems } = watchConsole(page);
  await page.goto('/de_DE/feedback');
  await waitForHydration(page);
  await page.getByLabel('Sei ehrlich, bitte...').fill(ORIGINAL);
  await page.getByRole('button', { name: 'JETZT absenden' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank!' })).toBeVisible();
  // Moderation first: not public yet.
  expect(await publicEntry(request, ORIGINAL)).toBeUndefined();

  await signInToConsole(page, EDITOR, '/de_DE/admin/board');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  const card = queueCard(page, ORIGINAL);
  await expect(card).toContainText('Sprache: Deutsch');
  await expect(card).toContainText('Land: DE');
  await expect(card).toContainText('Eingegangen am');
  // Oldest first: the entries sent before the visitor's come first.
  const texts = await page.getByRole('article').allTextContents();
  expect(texts.findIndex((text) => text.includes(DUPLICATE))).toBeLessThan(
    texts.findIndex((text) => text.includes(ORIGINAL)),
  );

  // axe on the queue, with a decision's form open, in both themes.
  await card.getByText('Als Duplikat zusammenführen').click();
  await card.getByText('Ablehnen', { exact: true }).click();
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => document.documentElement.classList.toggle('dark'));
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => document.documentElement.classList.toggle('dark'));

  await publishFromQueue(page, ORIGINAL, ORIGINAL_TITLE);
  await expect
    .poll(async () => (await publicEntry(request, ORIGINAL))?.title, { timeout: 10_000 })
    .toBe(ORIGINAL_TITLE);
  expect(await publicEntry(request, ORIGINAL)).toMatchObject({ status: 'open', votes: 0 });
  // The console's pages hydrate as rendered.
  expect(problems.filter((problem) => /hydrat|pageerror|react/i.test(problem))).toEqual([]);

  // Another visitor finds it on the Spanish board (in the language it was
  // written in), votes, keeps the vote over a reload, and takes it back.
  const visitor = await browser.newContext();
  const board = await visitor.newPage();
  await board.goto('/es_ES/feedback/board');
  await waitForHydration(board);
  const entry = board.getByRole('article').filter({ hasText: ORIGINAL_TITLE });
  await expect(entry.getByText(ORIGINAL)).toHaveAttribute('lang', 'de');
  await entry.getByRole('button', { name: /^Votar / }).click();
  await expect(entry.getByTestId('votes')).toHaveText('1 voto');
  await expect.poll(async () => (await publicEntry(request, ORIGINAL))?.votes).toBe(1);
  await board.reload();
  await waitForHydration(board);
  const unvote = entry.getByRole('button', { name: /^Retirar mi voto / });
  await expect(unvote).toHaveAttribute('aria-pressed', 'true');
  await unvote.click();
  await expect(entry.getByTestId('votes')).toHaveText('0 votos');
  await expect.poll(async () => (await publicEntry(request, ORIGINAL))?.votes).toBe(0);
  await visitor.close();
});

test('reject asks first and keeps the reason internal; merge moves the duplicate’s votes, nobody counted twice', async ({
  page,
  request,
}) => {
  await signInToConsole(page, EDITOR, '/de_DE/admin/board');

  // Reject: asked first; confirmed without a reason, the API's message at the field.
  const spam = queueCard(page, SPAM);
  await spam.getByText('Ablehnen', { exact: true }).click();
  await spam.getByRole('button', { name: 'Ablehnen …' }).click();
  const question = spam.getByRole('group', { name: 'Eintrag wirklich ablehnen?' });
  await expect(question).toBeFocused();
  await question.getByRole('button', { name: 'Ja, ablehnen' }).click();
  const reason = spam.getByLabel('Grund (bleibt intern)');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(spam.getByText('Bitte einen Grund angeben')).toBeVisible();
  await reason.fill('Werbung für einen Uhrenshop');
  await spam.getByRole('button', { name: 'Ablehnen …' }).click();
  await spam.getByRole('button', { name: 'Ja, ablehnen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Abgelehnt' })).toBeVisible();
  await expect(queueCard(page, SPAM)).toHaveCount(0);
  expect(
    queryRows(
      'select moderation, reject_reason from customer_feedback where feedback_text = ?',
      SPAM,
    ),
  ).toEqual([{ moderation: 'rejected', reject_reason: 'Werbung für einen Uhrenshop' }]);

  // The duplicate was published too and got votes: one voter voted for both.
  await publishFromQueue(page, DUPLICATE);
  const [original, duplicate] = [entryId(ORIGINAL), entryId(DUPLICATE)];
  const [both, onlyOriginal, onlyDuplicate] = [randomUUID(), randomUUID(), randomUUID()];
  await vote(request, original, both);
  await vote(request, original, onlyOriginal);
  await vote(request, duplicate, both);
  await vote(request, duplicate, onlyDuplicate);

  // Merged from the duplicate's page, reached through the board's list.
  await page
    .getByRole('navigation', { name: 'Konsole' })
    .getByRole('link', { name: 'Ideen-Board' })
    .click();
  await page.getByRole('link', { name: /Termine online buchen/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Idee' })).toBeVisible();
  await page.getByText('Als Duplikat zusammenführen').click();
  await page
    .getByLabel('Original (veröffentlichte Idee)')
    .selectOption({ label: `${ORIGINAL_TITLE} (2 Stimmen)` });
  await page.getByRole('button', { name: 'Zusammenführen …' }).click();
  const merge = page.getByRole('group', { name: 'Wirklich zusammenführen?' });
  await expect(merge).toContainText(`„${ORIGINAL_TITLE}“`);
  await expect(merge).toContainText('Seine 2 Stimmen wandern zum Original');
  await merge.getByRole('button', { name: 'Ja, zusammenführen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Zusammengeführt' })).toBeVisible();
  await expect(fact(page, 'Zustand')).toHaveText('zusammengeführt');

  // Three people voted: three votes, the one who voted for both counted once.
  await expect
    .poll(async () => (await publicEntry(request, ORIGINAL))?.votes, { timeout: 10_000 })
    .toBe(3);
  const board = await publicBoard(request);
  expect(board.some((item) => item.text.includes(DUPLICATE))).toBe(false);
  expect(board.some((item) => item.text.includes(SPAM))).toBe(false);

  // The original's page (linked from the outcome) shows the count.
  await page.getByRole('link', { name: 'Original öffnen' }).first().click();
  await expect(fact(page, 'Stimmen')).toHaveText('3');
});

test('status and roadmap link: planned, then linked to a roadmap item of the console by its title', async ({
  page,
  request,
}) => {
  await signInToConsole(page, EDITOR, `/de_DE/admin/board/entries/${entryId(ORIGINAL)}`);
  // Open entries cannot be linked yet.
  await expect(page.getByLabel('Roadmap-Eintrag')).toHaveCount(0);
  await page.getByLabel('Status').selectOption({ label: 'geplant' });
  await page.getByRole('button', { name: 'Status speichern' }).click();
  await expect(page.getByText('Status gespeichert.')).toBeVisible();

  await page.getByLabel('Roadmap-Eintrag').selectOption({ label: ROADMAP_ITEM.title });
  await page.getByRole('button', { name: 'Verknüpfung speichern' }).click();
  await expect(page.getByText('Verknüpfung gespeichert.')).toBeVisible();
  await expect(fact(page, 'Roadmap')).toHaveText(ROADMAP_ITEM.title);
  await expect(fact(page, 'Status')).toHaveText('geplant');
  await expectNoSeriousA11yViolations(page);

  await expect
    .poll(async () => (await publicEntry(request, ORIGINAL))?.roadmapItem, { timeout: 10_000 })
    .toBe(ROADMAP_ITEM.key);
  expect(await publicEntry(request, ORIGINAL)).toMatchObject({ status: 'planned' });
  const roadmap = (await (await request.get('/api/feedback/board/roadmap')).json()) as {
    roadmapItem: string;
    votes: number;
  }[];
  expect(roadmap.find((item) => item.roadmapItem === ROADMAP_ITEM.key)?.votes).toBe(3);

  // The list filters by status (its form puts the filter in the URL).
  await page
    .getByRole('navigation', { name: 'Konsole' })
    .getByRole('link', { name: 'Ideen-Board' })
    .click();
  const filter = page.getByRole('search', { name: 'Filter' });
  await filter.getByLabel('Status').selectOption({ label: 'geplant' });
  await filter.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(/status=planned/);
  await expect(page.getByRole('row', { name: new RegExp(ORIGINAL_TITLE) })).toContainText(
    ROADMAP_ITEM.title,
  );
  await expectNoSeriousA11yViolations(page);
  await page.goto('/de_DE/admin/board/entries?status=done');
  await expect(page.getByText('Keine Ideen für diesen Filter.')).toBeVisible();

  // On a phone the pages do not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/de_DE/admin/board', `/de_DE/admin/board/entries/${entryId(ORIGINAL)}`]) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      path,
    ).toBe(true);
  }
});

test('a sales member sees neither the board’s pages nor their links', async ({ page, request }) => {
  await signInToConsole(page, SALES, '/de_DE/admin');
  const nav = page.getByRole('navigation', { name: 'Konsole' });
  await expect(nav.getByRole('link')).toHaveText(['Zahlen', 'Leads', 'Kampagnen']);
  for (const path of ['/de_DE/admin/board', `/de_DE/admin/board/entries/${entryId(ORIGINAL)}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByText(ORIGINAL_TITLE)).toHaveCount(0);
  }
  expect((await page.request.get('/api/admin/board')).status()).toBe(403);
  expect((await request.get('/api/admin/board')).status()).toBe(401);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('redact (logged before and after) and reject (asked as a page): each a form post answered 303', async ({
    page,
    request,
  }) => {
    const id = entryId(ORIGINAL);
    await page.goto(`/de_DE/admin/board/entries/${id}`);
    await page.getByLabel('Benutzername').fill(EDITOR.username);
    await page.getByLabel('Passwort').fill(EDITOR.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Idee' })).toBeVisible();

    const field = page.getByLabel('Text (persönliche Daten schwärzen)');
    await expect(field).toHaveValue(ORIGINAL);
    const redacted = ORIGINAL.replace('0171 1234567', '(entfernt)');
    await field.fill(redacted);
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Text speichern' }).click(),
    ]);
    expect(saved.status()).toBe(303);
    await expect(page.getByRole('status')).toHaveText(
      'Text gespeichert; vorher und nachher stehen im Verlauf.',
    );
    const history = page.getByRole('region', { name: 'Verlauf' });
    await expect(history).toContainText('Text der Idee geschwärzt');
    await expect(history).toContainText('0171 1234567');
    await expect(history).toContainText('(entfernt)');
    await expect
      .poll(async () => (await publicEntry(request, `(${RUN})`))?.text, { timeout: 10_000 })
      .toBe(redacted);
    expect(JSON.stringify(await publicBoard(request))).not.toContain('0171 1234567');

    // Reject: the question comes as a page; its button confirms.
    await page.goto('/de_DE/admin/board');
    const card = queueCard(page, NO_SCRIPT_SPAM);
    await card.getByText('Ablehnen', { exact: true }).click();
    await card.getByLabel('Grund (bleibt intern)').fill('Werbung');
    await card.getByRole('button', { name: 'Ablehnen …' }).click();
    const asked = queueCard(page, NO_SCRIPT_SPAM);
    await expect(asked.getByText('Eintrag wirklich ablehnen?')).toBeVisible();
    await expect(asked.getByLabel('Grund (bleibt intern)')).toHaveValue('Werbung');
    expect(
      queryRows('select moderation from customer_feedback where feedback_text = ?', NO_SCRIPT_SPAM),
    ).toEqual([{ moderation: 'pending' }]);
    const [rejected] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      asked.getByRole('button', { name: 'Ja, ablehnen' }).click(),
    ]);
    expect(rejected.status()).toBe(303);
    await expect(page.getByRole('status').filter({ hasText: 'Abgelehnt' })).toBeVisible();
    await expect(queueCard(page, NO_SCRIPT_SPAM)).toHaveCount(0);
  });
});
