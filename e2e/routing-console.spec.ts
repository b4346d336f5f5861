import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { WebhookReceiver } from '../api/test/support/webhook-receiver';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createStaffMember, signInToConsole } from './support/staff';

/*
 * Issue 37, sections 3–4: an admin adds a webhook in the console, copies its
 * signing secret (shown once, never in an address), sends the test event,
 * and the receiver — a real HTTP server here — verifies it with the
 * specification's own library; 'Zustellungen' lists the attempt. Without
 * JavaScript too. The e2e site lets webhooks reach 127.0.0.1
 * (WEBHOOK_ALLOW_PRIVATE_NETWORKS in playwright.config.ts).
 */

const suffix = randomUUID().slice(0, 8);
const ADMIN = { username: `e2e-routing-admin-${suffix}`, password: 'routing-sichere-phrase-42' };
const ROUTING_PAGE = '/de_DE/admin/routing';

const receiver = new WebhookReceiver();
/** Each test's own endpoint on the receiver (its query makes the URL unique). */
const endpoint = (name: string) => `${receiver.url}?test=${name}-${suffix}`;

const rowOf = (page: Page, url: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: url, exact: true }) });

/** Fills 'Webhook hinzufügen' with `url` (lead.created is ticked already) and saves it. */
async function addWebhook(page: Page, url: string) {
  const form = page.getByRole('region', { name: 'Webhook hinzufügen' });
  await form.getByLabel('URL', { exact: true }).fill(url);
  await form.getByRole('button', { name: 'Speichern' }).click();
  const secret = form.getByRole('textbox', { name: 'Signierschlüssel' });
  await expect(secret).toHaveValue(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/);
  await expect(secret).toHaveAttribute('readonly', '');
  await expect(form).toContainText('Kopiere den Schlüssel jetzt: Er wird nicht wieder angezeigt.');
  expect(page.url()).not.toContain('whsec_');
  return secret.inputValue();
}

// Serial: one webhook goes through its life; sign-ins hash with argon2.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  createStaffMember(ADMIN, 'admin');
  await receiver.open();
});

test.afterAll(() => receiver.close());

test('an admin adds a webhook, sees its secret once and sends a test event the receiver verifies', async ({
  page,
}) => {
  await signInToConsole(page, ADMIN, ROUTING_PAGE);
  const nav = page.getByRole('navigation', { name: 'Konsole' });
  await expect(nav.getByRole('link', { name: 'Weiterleitung' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const url = endpoint('js');
  const secret = await addWebhook(page, url);
  const row = rowOf(page, url);
  await expect(row.getByRole('cell').nth(3)).toHaveText('aktiv');
  await expectNoSeriousA11yViolations(page);

  // Shown once: the page loaded again has no secret.
  await page.reload();
  await expect(rowOf(page, url)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Signierschlüssel' })).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);

  await rowOf(page, url)
    .getByRole('button', { name: `Testereignis an ${url} senden` })
    .click();
  await expect(page.getByRole('status')).toContainText('Testereignis eingereiht');
  await receiver.waitFor(1);
  const ping = receiver.received.find((request) => request.body.includes('"ping"'));
  expect(ping, JSON.stringify(receiver.received)).toBeDefined();
  // The specification's own library verifies it with the secret the page showed.
  const event = new Webhook(secret).verify(ping!.body, ping!.headers) as { type: string };
  expect(event.type).toBe('ping');

  await rowOf(page, url)
    .getByRole('link', { name: `Zustellungen an ${url}` })
    .click();
  await expect(nav.getByRole('link', { name: 'Zustellungen' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const attempts = page.getByRole('table', { name: 'Zustellversuche, neueste zuerst' });
  const attempt = attempts.getByRole('row').filter({ hasText: 'ping' });
  // The attempt is logged as the receiver answers: the page is read again until it shows.
  await expect(async () => {
    await page.reload();
    await expect(attempt.getByRole('cell').nth(2)).toHaveText('200', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(attempt.getByRole('cell').nth(0)).toHaveText('ping');
  await expect(attempt.getByRole('cell').nth(1)).toHaveText(url);
  await expect(attempt.getByRole('cell').nth(5)).toHaveText('ok');
  await expect(
    page.getByRole('search', { name: 'Zustellungen filtern' }).getByLabel('Ziel'),
  ).toHaveValue(/^[0-9a-f-]{36}$/);
  await expectNoSeriousA11yViolations(page);
});

test('without JavaScript, adding a webhook shows its secret on the page the post answers', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(ROUTING_PAGE);
  await page.getByLabel('Benutzername').fill(ADMIN.username);
  await page.getByLabel('Passwort').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();

  const url = endpoint('no-js');
  await addWebhook(page, url);
  await expect(rowOf(page, url)).toBeVisible();

  // The delivery log's filter is a GET form: its choice lands in the address.
  await page.goto('/de_DE/admin/routing/deliveries');
  const filters = page.getByRole('search', { name: 'Zustellungen filtern' });
  await filters.getByLabel('Ereignis').selectOption('ping');
  await filters.getByLabel('Ergebnis').selectOption({ label: 'ok' });
  await filters.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(/[?&]event=ping&outcome=ok$/);
  await expect(
    page.getByRole('table', { name: 'Zustellversuche, neueste zuerst' }).getByRole('row'),
  ).not.toHaveCount(0);
  await context.close();
});
