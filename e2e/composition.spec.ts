import { expect, test } from '@playwright/test';
import { watchConsole } from './support/console';

test.describe('composition', () => {
  test('a remote that cannot be loaded shows its fallback; header and footer keep working', async ({
    page,
  }) => {
    await page.route('**/remotes.json', (route) =>
      route.fulfill({
        json: { feedback: '/remotes/feedback-gone/mf-manifest.json' },
        headers: { 'cache-control': 'no-cache' },
      }),
    );
    await page.goto('/de_DE/feedback');

    const fallback = page.getByTestId('section-fallback');
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('Dieser Bereich ist gerade nicht erreichbar');
    await expect(fallback.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Alle E-Books sind kostenlos');

    // The header still navigates: home renders, it needs no remote.
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page).toHaveURL(/\/de_DE$/);
    await expect(page.getByRole('link', { name: 'Jetzt Kunden gewinnen' })).toBeVisible();
  });

  test('retry loads the section once the remote is back', async ({ page }) => {
    let broken = true;
    await page.route('**/remotes.json', async (route) => {
      if (!broken) return route.continue();
      return route.fulfill({ json: { feedback: '/remotes/feedback-gone/mf-manifest.json' } });
    });
    await page.goto('/de_DE/roadmap');
    await expect(page.getByTestId('section-fallback')).toBeVisible();
    broken = false;
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ausblick' })).toBeVisible();
  });

  test('the page holds exactly one React and one styled-components', async ({ page }) => {
    const { problems } = watchConsole(page);
    await page.goto('/de_DE/feedback');
    await expect(page.getByRole('heading', { name: 'Was willst DU eigentlich?' })).toBeVisible();

    const shared = await page.evaluate(() => {
      type Share = Record<
        string,
        Record<
          string,
          Record<string, Record<string, { from: string; loaded?: boolean; useIn?: string[] }>>
        >
      >;
      const federation = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Share } })
        .__FEDERATION__;
      const result: Record<string, { versions: string[]; providers: string[]; usedBy: string[] }> =
        {};
      for (const scopes of Object.values(federation.__SHARE__)) {
        for (const [name, versions] of Object.entries(scopes.default ?? {})) {
          const entry = (result[name] ??= { versions: [], providers: [], usedBy: [] });
          for (const [version, info] of Object.entries(versions)) {
            if (!entry.versions.includes(version)) entry.versions.push(version);
            if (info.loaded && !entry.providers.includes(info.from))
              entry.providers.push(info.from);
            for (const user of info.useIn ?? [])
              if (!entry.usedBy.includes(user)) entry.usedBy.push(user);
          }
        }
      }
      return result;
    });

    for (const name of [
      'react',
      'react-dom',
      'styled-components',
      'shared-ui',
      'react-router',
      'i18next',
    ]) {
      expect(shared[name]?.versions, name).toHaveLength(1);
      expect(shared[name]?.providers, name).toEqual(['shell']);
    }
    for (const name of ['react', 'styled-components', 'shared-ui']) {
      expect(shared[name]?.usedBy, name).toContain('feedback');
    }
    // Each styled-components instance injects its own <style data-styled>.
    await expect(page.locator('style[data-styled]')).toHaveCount(1);
    expect(problems.filter((p) => /several instances|Invalid hook call/i.test(p))).toEqual([]);
  });
});
