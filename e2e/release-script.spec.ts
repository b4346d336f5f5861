import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { runRelease } from './support/releaseScript';
import { publishChangedRelease } from './support/remotesFile';
import { startShellServer } from './support/shellServer';

const TITLE = 'Was willst DU eigentlich?';
const CHANGED_TITLE = 'Was willst DU eigentlich? (v2)';

/** The version the script reports having switched to (`… → /releases/feedback/<version>/…`). */
const releasedVersion = (output: string) =>
  /→ \/releases\/feedback\/([^/]+)\/mf-manifest\.json/.exec(output)?.[1];

async function serverRenders(request: APIRequestContext, baseURL: string, text: string) {
  await expect
    .poll(
      async () => (await (await request.get(`${baseURL}/de_DE/feedback`)).text()).includes(text),
      {
        timeout: 15_000,
        intervals: [250],
      },
    )
    .toBe(true);
}

/** Opens home and navigates to the section in the browser; returns the section files it loaded. */
async function openSectionInBrowser(page: Page, baseURL: string, heading: string) {
  const loaded: string[] = [];
  const onRequest = (req: { url: () => string }) => loaded.push(new URL(req.url()).pathname);
  page.on('request', onRequest);
  await page.goto(`${baseURL}/de_DE`, { waitUntil: 'networkidle' });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Was willst du?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  page.off('request', onRequest);
  return loaded.filter((file) => /^\/(releases|remotes)\/feedback\//.test(file));
}

test('npm run release switches one section to a new build and --rollback switches it back, without a restart', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hello-release-'));
  const env = {
    RELEASES_DIR: path.join(dir, 'releases'),
    REMOTES_FILE: path.join(dir, 'releases', 'remotes.json'),
  };
  // The current build, released as it is, then a team's next build with one text changed.
  const first = releasedVersion(runRelease(['feedback', '--from', 'mfe-feedback/dist'], env));
  expect(first).toMatch(/^[0-9a-f]{12}$/);
  const builds = path.join(dir, 'builds');
  publishChangedRelease(builds, 'feedback', 'next', TITLE, CHANGED_TITLE);

  const server = await startShellServer({ ...env, REMOTES_MAX_AGE_MS: '200' });
  try {
    await serverRenders(request, server.baseURL, TITLE);
    expect(await openSectionInBrowser(page, server.baseURL, TITLE)).toContain(
      `/releases/feedback/${first}/remoteEntry.js`,
    );

    const output = runRelease(['feedback', '--from', path.join(builds, 'feedback', 'next')], env);
    const second = releasedVersion(output);
    expect(second).toMatch(/^[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
    await serverRenders(request, server.baseURL, CHANGED_TITLE);
    const secondFiles = await openSectionInBrowser(page, server.baseURL, CHANGED_TITLE);
    expect(secondFiles).toContain(`/releases/feedback/${second}/remoteEntry.js`);
    expect(secondFiles.filter((file) => !file.startsWith(`/releases/feedback/${second}/`))).toEqual(
      [],
    );
    // Other sections were not touched.
    const remotes = (await (await request.get(`${server.baseURL}/remotes.json`)).json()) as Record<
      string,
      { manifest: string; prefixes: string[] }
    >;
    expect(remotes.ebooks?.manifest).toBe('/remotes/ebooks/mf-manifest.json');
    // A release changes the manifest, never the prefixes the platform granted.
    expect(remotes.feedback?.prefixes).toEqual(['feedback', 'roadmap']);

    expect(runRelease(['feedback', '--rollback'], env)).toContain(
      `/releases/feedback/${first}/mf-manifest.json`,
    );
    await serverRenders(request, server.baseURL, `${TITLE}</h1>`);
    const rolledBack = await openSectionInBrowser(page, server.baseURL, TITLE);
    expect(rolledBack).toContain(`/releases/feedback/${first}/remoteEntry.js`);
    expect(rolledBack.filter((file) => file.includes(`/${second}/`))).toEqual([]);
  } finally {
    await server.stop();
  }
});

test('the release script refuses an unknown section and names the known ones', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hello-release-'));
  const env = { RELEASES_DIR: dir, REMOTES_FILE: path.join(dir, 'remotes.json') };
  let message = '';
  try {
    runRelease(['blog'], env);
  } catch (error) {
    message = String((error as { stderr?: string }).stderr);
  }
  expect(message).toContain("unknown section 'blog'");
  expect(message).toContain('feedback, ebooks, products, hellopayment, verifactu');
});

test('a shell whose remotes.json is missing is not ready until release --init writes one', async ({
  request,
}) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hello-release-'));
  const env = { RELEASES_DIR: dir, REMOTES_FILE: path.join(dir, 'remotes.json') };
  const server = await startShellServer(env);
  try {
    // Alive (the process answers) but not ready: it cannot say where the sections are.
    expect((await request.get(`${server.baseURL}/healthz`)).status()).toBe(200);
    expect((await request.get(`${server.baseURL}/readyz`)).status()).toBe(503);

    expect(runRelease(['--init'], env)).toContain('every section on its local build');
    expect((await request.get(`${server.baseURL}/readyz`)).status()).toBe(200);
    const html = await (await request.get(`${server.baseURL}/de_DE/feedback`)).text();
    expect(html).toContain(TITLE);
  } finally {
    await server.stop();
  }
});
