import { expect, test } from '@playwright/test';
import { holdScripts } from './support/holdScripts';
import { waitForHydration } from './support/hydration';
import { queryRows } from './support/database';
import { createStaffMember, signInToConsole, type StaffMember } from './support/staff';

const admin: StaffMember = { username: `hydr-${Date.now()}`, password: 'Vor-der-Hydrierung-1' };

test.beforeAll(() => createStaffMember(admin, 'admin'));

test.describe('console forms typed into before hydration (the scripts held back)', () => {
  test('the sign-in keeps what was typed and signs in', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/admin', { waitUntil: 'commit' });
    await page.getByLabel('Benutzername').fill(admin.username);
    await page.getByLabel('Passwort').fill(admin.password);
    release();
    await waitForHydration(page);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByLabel('Benutzername')).toHaveValue(admin.username);
    await expect(page.getByLabel('Passwort')).toHaveValue(admin.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  });

  test('a signed-in console form (a new pixel) keeps what was typed and saves it', async ({
    page,
  }) => {
    await signInToConsole(page, admin, '/de_DE/admin/pixels');
    const name = `Vor Hydrierung ${Date.now()}`;
    const release = await holdScripts(page);
    await page.goto('/de_DE/admin/pixels', { waitUntil: 'commit' });
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Anbieter').fill('Hydrierung GmbH');
    await page.getByLabel('Typ', { exact: true }).fill('analytics');
    await page.getByLabel('Skript (JavaScript, ohne <script>-Tag)').fill('window.hydr = 1;');
    release();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await expect(page.getByLabel('Anbieter')).toHaveValue('Hydrierung GmbH');
    await page.getByRole('button', { name: 'Pixel anlegen' }).click();
    await expect(page.getByRole('status')).toContainText(`„${name}“ angelegt`);
    expect(queryRows('select vendor from tracking_pixels where name = ?', name)).toEqual([
      { vendor: 'Hydrierung GmbH' },
    ]);
  });
});
