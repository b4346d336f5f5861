import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { E2E_BASE_URL, E2E_SQLITE_FILE } from './env';
import { waitForHydration } from './hydration';

/** A console member: no account is seeded, the tests make their own. */
export interface StaffMember {
  username: string;
  password: string;
}

/** `npm run admin -- create-user …` against the e2e site's database, as an operator would. */
export function createStaffMember({ username, password }: StaffMember, role: string): void {
  const run = spawnSync(
    'npm',
    ['run', 'admin', '--', 'create-user', '--username', username, '--role', role],
    {
      cwd: path.resolve(__dirname, '../..'),
      env: { ...process.env, ADMIN_PASSWORD: password, SQLITE_FILE: E2E_SQLITE_FILE },
      encoding: 'utf8',
    },
  );
  expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
}

/** Signs in on a console page (hydrated, so the form posts through the router), then that page. */
export async function signInToConsole(
  page: Page,
  { username, password }: StaffMember,
  at = '/admin',
): Promise<void> {
  await page.goto(at);
  await waitForHydration(page);
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
}

/**
 * A member signed in to the console API, for tests that need staff work
 * done without driving the console's pages (publishing a board entry). Its
 * writes carry the site's Origin, as the console's own calls do.
 */
export async function signedInStaff({
  username,
  password,
}: StaffMember): Promise<APIRequestContext> {
  const staff = await playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { Origin: E2E_BASE_URL },
  });
  const answer = await staff.post('/api/admin/sign-in', { data: { username, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return staff;
}
