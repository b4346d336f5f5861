import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { NEWS as NEWS_PAGE } from './fixtures/verifactu-next/src/news';
import { watchConsole } from './support/console';
import { gotoHydrated } from './support/navigation';
import { pageProblems } from './support/pageProblems';
import { runRelease } from './support/releaseScript';
import { buildSectionRelease } from './support/sectionBuild';
import { startShellServer } from './support/shellServer';

// Sections own their pages: the Verifactu team releases a build that adds a
// page, a menu entry for Spain and (with the page) a sitemap entry — and two
// routes the platform has not granted it (fixtures/verifactu-next: its next
// declaration and the page). Nothing else is rebuilt or restarted.

const NEWS = `/${NEWS_PAGE.path}`;
const LABEL = NEWS_PAGE.label;

async function sitemapUrls(request: APIRequestContext, baseURL: string) {
  const xml = await (await request.get(`${baseURL}/sitemaps/verifactu.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
}

async function openHelloCashMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'helloCASH' }).click();
  const menu = page.getByRole('menu', { name: 'helloCASH' });
  await expect(menu).toBeVisible();
  return menu;
}

test('a section release adds a page, a menu entry for Spain and a sitemap entry live; a rollback removes them', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const build = buildSectionRelease('verifactu', path.join(__dirname, 'fixtures/verifactu-next'));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hello-section-release-'));
  const env = {
    RELEASES_DIR: path.join(dir, 'releases'),
    REMOTES_FILE: path.join(dir, 'releases', 'remotes.json'),
  };
  runRelease(['--init'], env);
  const server = await startShellServer({ ...env, REMOTES_MAX_AGE_MS: '200' });
  const url = (pathname: string) => `${server.baseURL}${pathname}`;
  const status = async (pathname: string) => (await request.get(url(pathname))).status();
  try {
    expect(await status(`/es_ES${NEWS}`)).toBe(404);
    // A page open since before the release, in another section.
    const before = await browser.newPage();
    await gotoHydrated(before, url('/es_ES/roadmap'));

    runRelease(['verifactu', '--from', build.dist], env);
    await expect.poll(() => status(`/es_ES${NEWS}`), { timeout: 20_000 }).toBe(200);

    // Server-rendered, with its title.
    const html = await (await request.get(url(`/es_ES${NEWS}`))).text();
    expect(html).toContain(`<title>${NEWS_PAGE.title} | helloMarketing</title>`);
    expect(html).toContain('Verifactu-Neuigkeiten</h1>');
    // In the sitemap, in every locale (Verifactu's pages are reachable everywhere).
    const urls = await sitemapUrls(request, server.baseURL);
    expect(urls).toContain(url(`/es_ES${NEWS}`));
    expect(urls).toContain(url(`/de_DE${NEWS}`));
    // The section's country rule: reachable under de_DE too, the menu entry is Spain's only.
    expect(await status(`/de_DE${NEWS}`)).toBe(200);

    // Routes outside the section's prefixes are refused, with a line naming section and path.
    expect(server.errors()).toContain(
      'section "verifactu": route "roadmap/verifactu" refused: it is under a prefix of section "feedback"',
    );
    expect(server.errors()).toContain(
      `section "verifactu": route "verifactu-news" refused: it is outside the section's prefixes (hellocash/verifactu)`,
    );
    expect(await status('/es_ES/roadmap/verifactu')).toBe(404);
    expect(await status('/es_ES/verifactu-news')).toBe(404);
    expect(await status('/es_ES/roadmap')).toBe(200);

    // Direct load: hydrates without a warning.
    const { problems } = watchConsole(page);
    await gotoHydrated(page, url(`/es_ES${NEWS}`));
    await expect(page.getByRole('heading', { level: 1, name: NEWS_PAGE.title })).toBeVisible();
    expect(pageProblems(problems)).toEqual([]);

    // Desktop menu in Spain; client navigation from another section reaches the page.
    await gotoHydrated(page, url('/es_ES/roadmap'));
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await (await openHelloCashMenu(page)).getByRole('menuitem', { name: LABEL.es }).click();
    await expect(page).toHaveURL(url(`/es_ES${NEWS}`));
    await expect(page.getByRole('heading', { level: 1, name: NEWS_PAGE.title })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    expect(pageProblems(problems)).toEqual([]);

    // Not in the German menu.
    await gotoHydrated(page, url('/de_DE/roadmap'));
    const germanMenu = await openHelloCashMenu(page);
    await expect(germanMenu.getByRole('menuitem', { name: 'Kassensystem' })).toBeVisible();
    await expect(germanMenu.getByRole('menuitem', { name: LABEL.de })).toHaveCount(0);

    // The mobile sheet in Spain.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const mobile = await phone.newPage();
    await gotoHydrated(mobile, url('/es_ES'));
    await mobile.getByTestId('mobile-menu-button').click();
    await expect(mobile.getByRole('dialog').getByRole('link', { name: LABEL.es })).toBeVisible();
    await phone.close();

    // The page opened before the release has an older table: its next section
    // loads as a new page (the Verifactu hub of the new release), not mixed in.
    await before.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await (await openHelloCashMenu(before)).getByRole('menuitem', { name: 'Verifactu' }).click();
    await expect(before).toHaveURL(url('/es_ES/hellocash/verifactu'));
    await expect(before.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await before.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      undefined,
    );

    // Rollback: all of it gone again, without a restart.
    runRelease(['verifactu', '--rollback'], env);
    await expect.poll(() => status(`/es_ES${NEWS}`), { timeout: 20_000 }).toBe(404);
    expect(await sitemapUrls(request, server.baseURL)).not.toContain(url(`/es_ES${NEWS}`));
    await gotoHydrated(page, url('/es_ES/roadmap'));
    await expect(
      (await openHelloCashMenu(page)).getByRole('menuitem', { name: 'Verifactu' }),
    ).toBeVisible();
    await expect(page.getByRole('menuitem', { name: LABEL.es })).toHaveCount(0);
  } finally {
    await server.stop();
    build.remove();
  }
});
