import { expect, test } from '@playwright/test';
import { watchConsole } from './support/console';
import { waitForHydration } from './support/hydration';
import { tempRemotes } from './support/remotesFile';
import { startShellServer } from './support/shellServer';

const MISSING = { feedback: '/remotes/feedback-gone/mf-manifest.json' };
const WORKING = { feedback: '/remotes/feedback/mf-manifest.json' };

test.describe('composition', () => {
  test('a section whose remote becomes unreachable keeps its place: 503 with its fallback, its menu entries stay, the rest works', async ({
    page,
    request,
  }) => {
    const remotes = tempRemotes(WORKING);
    const server = await startShellServer({
      REMOTES_FILE: remotes.file,
      REMOTES_MAX_AGE_MS: '100',
    });
    try {
      // The server has seen the section working once.
      expect((await request.get(`${server.baseURL}/de_DE/roadmap`)).status()).toBe(200);
      remotes.write(MISSING);
      await expect
        .poll(async () => (await request.get(`${server.baseURL}/de_DE/roadmap`)).status())
        .toBe(503);

      for (const path of ['/de_DE/roadmap', '/de_DE/feedback']) {
        const res = await request.get(`${server.baseURL}${path}`);
        expect(res.status()).toBe(503);
        expect(res.headers()['retry-after']).toMatch(/^\d+$/);
        const html = await res.text();
        expect(html).toContain('Dieser Bereich ist gerade nicht erreichbar');
        expect(html).toContain('Alle E-Books sind kostenlos'); // the footer
        // Its menu entries (from the last declaration the server saw) are still there.
        expect(html).toMatch(/<a [^>]*href="\/de_DE\/roadmap"[^>]*>Ausblick<\/a>/);
        expect(html).toMatch(/<a [^>]*href="\/de_DE\/feedback"[^>]*>Was willst du\?<\/a>/);
      }
      // Other sections and the shell's pages are unaffected.
      expect(
        (await request.get(`${server.baseURL}/de_DE/social-media-tipps-und-tricks`)).status(),
      ).toBe(200);
      expect((await request.get(`${server.baseURL}/de_DE/about`)).status()).toBe(200);
      expect((await request.get(`${server.baseURL}/de_DE/roadmap-gibt-es-nicht`)).status()).toBe(
        404,
      );

      await page.goto(`${server.baseURL}/de_DE/feedback`);
      const fallback = page.getByTestId('section-fallback');
      await expect(fallback).toBeVisible();
      await expect(fallback.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Alle E-Books sind kostenlos');

      // The header still navigates: home renders, it needs no remote.
      await page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: 'Home' })
        .click();
      await expect(page).toHaveURL(/\/de_DE$/);
      await expect(page.getByRole('link', { name: 'Jetzt Kunden gewinnen' })).toBeVisible();
    } finally {
      await server.stop();
    }
  });

  test('retry loads the section once the remote is back', async ({ page }) => {
    const remotes = tempRemotes(MISSING);
    const server = await startShellServer({
      REMOTES_FILE: remotes.file,
      REMOTES_MAX_AGE_MS: '100',
    });
    try {
      await page.goto(`${server.baseURL}/de_DE/roadmap`, { waitUntil: 'networkidle' });
      await expect(page.getByTestId('section-fallback')).toBeVisible();
      remotes.write(WORKING);
      await page.getByRole('button', { name: 'Erneut versuchen' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Ausblick' })).toBeVisible();
      await expect(page.getByTestId('section-fallback')).toHaveCount(0);
    } finally {
      await server.stop();
    }
  });

  test('the page holds exactly one React and one styled-components', async ({ page }) => {
    const { problems } = watchConsole(page);
    // networkidle: the browser has loaded the remote and hydrated (the heading is server-rendered).
    await page.goto('/de_DE/feedback', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'Was willst DU eigentlich?' })).toBeVisible();
    // The remote takes its shared modules when its page hydrates.
    await waitForHydration(page);

    const shared = await page.evaluate(() => {
      type Share = Record<
        string,
        Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>
      >;
      const federation = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Share } })
        .__FEDERATION__;
      const result: Record<string, { versions: string[]; providers: string[] }> = {};
      for (const scopes of Object.values(federation.__SHARE__)) {
        for (const [name, versions] of Object.entries(scopes.default ?? {})) {
          const entry = (result[name] ??= { versions: [], providers: [] });
          for (const [version, info] of Object.entries(versions)) {
            if (!entry.versions.includes(version)) entry.versions.push(version);
            if (info.loaded && !entry.providers.includes(info.from))
              entry.providers.push(info.from);
          }
        }
      }
      return result;
    });

    // The one i18n instance lives in shared-ui (DESIGN.md §6). The browser's one
    // router is `react-router-dom` (build/react-router-browser.mjs).
    for (const name of [
      'react',
      'react-dom',
      'styled-components',
      'shared-ui',
      'react-router-dom',
    ]) {
      expect(shared[name]?.versions, name).toHaveLength(1);
      expect(shared[name]?.providers, name).toEqual(['shell']);
    }
    // Each styled-components instance injects its own <style data-styled>; the server's styles are taken over.
    await expect(page.locator('style[data-styled]')).toHaveCount(1);
    expect(problems.filter((p) => /several instances|Invalid hook call/i.test(p))).toEqual([]);
  });
});
