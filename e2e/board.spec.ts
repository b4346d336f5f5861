import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { seriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { chooseConsent } from './support/consent';
import { queryRows } from './support/database';
import { gotoHydrated } from './support/navigation';
import { pageProblems } from './support/pageProblems';
import { createStaffMember, signedInStaff } from './support/staff';

/*
 * Issue 21, the voting board: visitors send feedback, an editor publishes
 * it, other visitors see it on /{locale}/feedback/board and vote — with
 * script (at once, optimistic) and without (a form post, post/redirect/get).
 * The vote is remembered by the functional cookie the API sets with the
 * first vote and counted on the server.
 */

const EDITOR = { username: 'e2e-ideen-redaktion', password: 'board-sichere-phrase-31' };
const STAMP = Date.now();
/** One entry per test that votes, so each test's counts are its own. */
const ENTRIES = {
  withScript: `Quiero reservar citas online para mi peluquería (${STAMP})`,
  withoutScript: `Quiero mandar recordatorios por WhatsApp a mis clientes (${STAMP})`,
  planned: `Bitte ein Kassenbuch als PDF für meine Steuerberaterin (${STAMP})`,
  forAxe: `Je voudrais imprimer mes tickets de caisse en A4 (${STAMP})`,
};
type EntryName = keyof typeof ENTRIES;
const ids = {} as Record<EntryName, string>;

const BOARD = '/es_ES/feedback/board';
/** Newest first: the entries of this run lead the first page, whatever else the site holds. */
const NEWEST = `${BOARD}?sort=newest`;

/** A visitor sends it through the public API, then the editor publishes it (issue 21: moderation first). */
async function seedEntry(
  request: APIRequestContext,
  staff: APIRequestContext,
  name: EntryName,
  language: string,
) {
  const sent = await request.post('/api/feedback', {
    data: { feedbackText: ENTRIES[name], country: 'ES', language },
  });
  expect(sent.status()).toBe(201);
  ids[name] = ((await sent.json()) as { id: string }).id;
  const published = await staff.post(`/api/admin/board/${ids[name]}/publish`, { data: {} });
  expect(published.status(), await published.text()).toBe(200);
}

const storedVotes = (name: EntryName) =>
  queryRows<{ n: number }>(
    'select count(*) as n from feedback_votes where feedback_id = ?',
    ids[name],
  )[0]?.n;

const entryCard = (page: Page, name: EntryName): Locator =>
  page.locator('article').filter({ hasText: ENTRIES[name] });

/** The cookies the consent configuration lists as necessary (set without asking). */
async function necessaryCookies(request: APIRequestContext): Promise<string[]> {
  const config = (await (await request.get('/api/consent/config?language=es')).json()) as {
    categories: { id: string; services: { storage: { name: string; kind: string }[] }[] }[];
  };
  return config.categories
    .filter((category) => category.id === 'necessary')
    .flatMap((category) => category.services.flatMap((service) => service.storage))
    .filter((entry) => entry.kind === 'cookie')
    .map((entry) => entry.name);
}

async function voterCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'board_voter');
}

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async ({ request }) => {
  createStaffMember(EDITOR, 'editor');
  const staff = await signedInStaff(EDITOR);
  await seedEntry(request, staff, 'withScript', 'es');
  await seedEntry(request, staff, 'withoutScript', 'es');
  await seedEntry(request, staff, 'forAxe', 'fr');
  await seedEntry(request, staff, 'planned', 'de');
  const planned = await staff.post(`/api/admin/board/${ids.planned}/status`, {
    data: { status: 'planned' },
  });
  expect(planned.status()).toBe(200);
  const linked = await staff.post(`/api/admin/board/${ids.planned}/roadmap`, {
    data: { roadmapItem: 'websites' },
  });
  expect(linked.status()).toBe(200);
  await staff.dispose();
});

test('only published entries are on the board, server-rendered, in the sitemap', async ({
  request,
}) => {
  const pending = `Todavía sin revisar (${STAMP})`;
  expect((await request.post('/api/feedback', { data: { feedbackText: pending } })).status()).toBe(
    201,
  );
  const page = await request.get(NEWEST);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain('<h1');
  expect(html).toContain('Tablón de ideas');
  for (const text of Object.values(ENTRIES)) expect(html).toContain(text);
  expect(html).not.toContain(pending);
  // Nobody's votes in it: pages for visitors without the voter cookie are shared as usual.
  expect(page.headers()['cache-control']).toBe('no-cache');

  const sitemap = await (await request.get('/sitemaps/feedback.xml')).text();
  expect(sitemap).toContain('/es_ES/feedback/board</loc>');
  expect(sitemap).toContain('/de_DE/feedback/board</loc>');
});

test('with JavaScript: a vote counts at once, stays after a reload, and can be taken back', async ({
  page,
  context,
  browser,
}) => {
  const { problems } = watchConsole(page);
  // No consent needed: the voter cookie is functional, set only by the vote itself.
  await chooseConsent(context, 'reject-all');
  await gotoHydrated(page, BOARD);
  await expect(page.getByRole('heading', { level: 1, name: 'Tablón de ideas' })).toBeVisible();
  const card = entryCard(page, 'withScript');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('votes')).toHaveText('0 votos');
  await expect(card.getByText('Abierta')).toBeVisible();
  expect(await voterCookie(context)).toBeUndefined();

  const vote = card.getByRole('button', { name: /^Votar / });
  await expect(vote).toHaveAttribute('aria-pressed', 'false');
  const stored = page.waitForResponse(
    (res) => res.url().endsWith('/api/feedback/board/votes') && res.status() === 201,
  );
  await vote.click();
  await expect(card.getByRole('button', { name: /^Retirar mi voto / })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card.getByTestId('votes')).toHaveText('1 voto');
  await stored;
  await expect(card.getByRole('status')).toHaveText('Gracias, tu voto cuenta.');
  expect(storedVotes('withScript')).toBe(1);
  const cookie = await voterCookie(context);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);
  // Everything set without consent is listed as necessary in the consent configuration.
  const necessary = await necessaryCookies(page.request);
  for (const { name } of await context.cookies()) expect(necessary).toContain(name);

  // A reload: the server renders the visitor's own vote, for them alone.
  const reloaded = await page.reload();
  expect(reloaded?.headers()['cache-control']).toBe('private, no-cache');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(card.getByTestId('votes')).toHaveText('1 voto');
  await expect(card.getByRole('button', { name: /^Retirar mi voto / })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Another visitor sees the count, not the vote.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(BOARD);
  await expect(entryCard(otherPage, 'withScript').getByTestId('votes')).toHaveText('1 voto');
  await expect(
    entryCard(otherPage, 'withScript').getByRole('button', { name: /^Votar / }),
  ).toHaveAttribute('aria-pressed', 'false');
  await other.close();

  await card.getByRole('button', { name: /^Retirar mi voto / }).click();
  await expect(card.getByTestId('votes')).toHaveText('0 votos');
  await expect(card.getByRole('button', { name: /^Votar / })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(card.getByRole('status')).toHaveText('Has retirado tu voto.');
  await expect.poll(() => storedVotes('withScript')).toBe(0);
  expect(pageProblems(problems)).toEqual([]);
});

test('with JavaScript the filter updates the list in place, and the URL keeps it', async ({
  page,
  context,
}) => {
  await chooseConsent(context, 'reject-all');
  await gotoHydrated(page, NEWEST);
  await page.evaluate(() => Object.assign(window, { boardPageLoad: 'first' }));
  await page.getByLabel('Estado').selectOption('planned');
  await page.getByRole('button', { name: 'Mostrar' }).click();
  await expect(page).toHaveURL(/[?&]status=planned/);
  await expect(entryCard(page, 'planned')).toBeVisible();
  await expect(entryCard(page, 'withScript')).toHaveCount(0);
  // The same document: React Router loaded the list, the browser loaded no page.
  expect(await page.evaluate(() => (window as { boardPageLoad?: string }).boardPageLoad)).toBe(
    'first',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a vote is a form post: back on the same view, counted, the button says so', async ({
    page,
    context,
  }) => {
    const view = `${NEWEST}&status=open`;
    await page.goto(view);
    const card = entryCard(page, 'withoutScript');
    await expect(card.getByTestId('votes')).toHaveText('0 votos');
    await card.getByRole('button', { name: /^Votar / }).click();

    // Post/redirect/get: the same sort and filter, at the entry.
    await expect(page).toHaveURL(/[?&]sort=newest/);
    await expect(page).toHaveURL(/[?&]status=open/);
    expect(new URL(page.url()).hash).toBe(`#idee-${ids.withoutScript}`);
    await expect(card.getByTestId('votes')).toHaveText('1 voto');
    await expect(card.getByRole('button', { name: /^Retirar mi voto / })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(card.getByRole('status')).toHaveText('Gracias, tu voto cuenta.');
    expect(storedVotes('withoutScript')).toBe(1);
    expect(await voterCookie(context)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    await page.reload();
    await expect(card.getByTestId('votes')).toHaveText('1 voto');
    await card.getByRole('button', { name: /^Retirar mi voto / }).click();
    await expect(card.getByTestId('votes')).toHaveText('0 votos');
    await expect(card.getByRole('button', { name: /^Votar / })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(storedVotes('withoutScript')).toBe(0);
  });

  test("another site's page cannot make the visitor vote", async ({ page, context, baseURL }) => {
    // A page elsewhere with a copy of the vote form, sent by the visitor's click.
    await page.route('http://elsewhere.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${baseURL}${BOARD}">
          <input type="hidden" name="form" value="vote:${ids.withoutScript}">
          <input type="hidden" name="entryId" value="${ids.withoutScript}">
          <button name="intent" value="vote">Gewinnspiel</button></form>`,
      }),
    );
    await page.goto('http://elsewhere.example/');
    await page.getByRole('button', { name: 'Gewinnspiel' }).click();
    await expect(page).toHaveURL(`${baseURL}${BOARD}`);
    await expect(entryCard(page, 'withoutScript').getByRole('alert')).toBeVisible();
    await expect(entryCard(page, 'withoutScript').getByTestId('votes')).toHaveText('0 votos');
    expect(storedVotes('withoutScript')).toBe(0);
    expect(await voterCookie(context)).toBeUndefined();
  });

  test('sorting and filtering are a GET form', async ({ page }) => {
    await page.goto(BOARD);
    await page.getByLabel('Ordenar por').selectOption('newest');
    await page.getByLabel('Estado').selectOption({ label: 'Prevista' });
    await page.getByRole('button', { name: 'Mostrar' }).click();
    await expect(page).toHaveURL(/[?&]sort=newest/);
    await expect(page).toHaveURL(/[?&]status=planned/);
    await expect(page.getByLabel('Estado')).toHaveValue('planned');
    const planned = entryCard(page, 'planned');
    await expect(planned).toBeVisible();
    await expect(planned.getByText('Prevista')).toBeVisible();
    // Written in German on a Spanish page: marked so, read out in German.
    await expect(planned.getByText(ENTRIES.planned)).toHaveAttribute('lang', 'de');
    await expect(entryCard(page, 'withScript')).toHaveCount(0);
  });
});

test('the feedback page and its thank-you card lead to the board', async ({ page, context }) => {
  await chooseConsent(context, 'reject-all');
  await gotoHydrated(page, '/es_ES/feedback');
  await expect(
    page.getByRole('link', { name: 'Ir al tablón de ideas: lee y vota' }),
  ).toHaveAttribute('href', '/es_ES/feedback/board');
  await page
    .getByLabel('Sé sincero, por favor...')
    .fill(`Me gustaría un informe mensual de ventas por correo (${STAMP})`);
  await page.getByRole('button', { name: 'ENVIAR ahora' }).click();
  await expect(page.getByRole('heading', { name: '¡Muchas gracias!' })).toBeVisible();
  await expect(
    page.getByText('En cuanto revisemos tu mensaje, aparecerá en el tablón de ideas.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Ir al tablón de ideas: lee y vota' }).click();
  await expect(page).toHaveURL(/\/es_ES\/feedback\/board$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tablón de ideas' })).toBeVisible();
});

test('the roadmap shows the votes of the entries linked to an item and leads to the board', async ({
  page,
  request,
}) => {
  const voted = await request.post('/api/feedback/board/votes', {
    data: { entryId: ids.planned, voterKey: '0b7e6f3a-5c1d-4e2f-9a8b-7c6d5e4f3a2b' },
  });
  expect(voted.status()).toBe(201);
  await page.goto('/es_ES/roadmap');
  await expect(page.locator('#ausblick-websites')).toContainText('1 voto en el tablón de ideas');
  // Only items with linked entries show a count (other tests may link some too).
  const items = (await (await request.get('/api/feedback/board/roadmap')).json()) as {
    entries: number;
  }[];
  await expect(page.getByText(/en el tablón de ideas$/)).toHaveCount(
    items.filter((item) => item.entries > 0).length,
  );
  await expect(
    page.getByRole('link', { name: 'Ir al tablón de ideas: lee y vota' }),
  ).toHaveAttribute('href', '/es_ES/feedback/board');
});

test.describe('accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${colorScheme}: no serious or critical axe violation on the board, a vote pressed`, async ({
      page,
      context,
    }) => {
      await chooseConsent(context, 'reject-all');
      await page.emulateMedia({ colorScheme });
      await gotoHydrated(page, NEWEST);
      const card = entryCard(page, 'forAxe');
      // The pressed button's colours are checked too; the vote is taken back after.
      await card.getByRole('button', { name: /^Votar / }).click();
      await expect(card.getByRole('status')).toHaveText('Gracias, tu voto cuenta.');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await card.getByRole('button', { name: /^Retirar mi voto / }).click();
      await expect(card.getByRole('status')).toHaveText('Has retirado tu voto.');
    });
  }
});
