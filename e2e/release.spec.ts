import { expect, test } from '@playwright/test';
import { publishChangedRelease, tempRemotes } from './support/remotesFile';
import { startShellServer } from './support/shellServer';

test('a section released under a new path is rendered and loaded without a restart', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const remotes = tempRemotes();
  publishChangedRelease(
    remotes.releasesDir,
    'feedback',
    'v2',
    'Was willst DU eigentlich?',
    'Was willst DU eigentlich? (v2)',
  );
  const server = await startShellServer({
    REMOTES_FILE: remotes.file,
    RELEASES_DIR: remotes.releasesDir,
  });
  try {
    const before = await (await request.get(`${server.baseURL}/de_DE/feedback`)).text();
    expect(before).toContain('Was willst DU eigentlich?');
    expect(before).not.toContain('(v2)');

    remotes.write({ feedback: '/releases/feedback/v2/mf-manifest.json' });

    // The server picks the new version up within 30 s (it re-reads remotes.json every few seconds).
    await expect
      .poll(
        async () =>
          (await (await request.get(`${server.baseURL}/de_DE/feedback`)).text()).includes('(v2)'),
        {
          timeout: 30_000,
          intervals: [500],
        },
      )
      .toBe(true);

    // The browser loads the new version too, on client-side navigation.
    const loadedFiles: string[] = [];
    page.on('request', (req) => loadedFiles.push(new URL(req.url()).pathname));
    await page.goto(`${server.baseURL}/de_DE`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Was willst du?' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Was willst DU eigentlich? (v2)' }),
    ).toBeVisible();
    // Before the app has started, the click is a page load: the server's v2
    // page shows at once, and its files are requested after the first paint.
    await expect
      .poll(() => loadedFiles.some((file) => file.startsWith('/releases/feedback/v2/')))
      .toBe(true);
    expect(loadedFiles.filter((file) => file.startsWith('/remotes/feedback/'))).toEqual([]);
  } finally {
    await server.stop();
  }
});
