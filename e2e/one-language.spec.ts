import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { insertRow, runSql } from './support/database';
import { foreignTextBlocks, otherLanguage } from './support/languageCheck';
import { gotoHydrated } from './support/navigation';

/**
 * Issue 19, "one language per page": on every page type, in each country's
 * language and for German and Spanish speakers abroad, no text is in another
 * language than the page's unless it carries its own `lang` (the heuristic
 * in support/languageCheck.ts). Records without the page's language are
 * shown whole in their own, marked, with a note; testimonials are the
 * visitor's country's; switching the language keeps the record.
 */

const LOCALES = ['de_DE', 'es_ES', 'fr_FR', 'es_DE', 'de_ES'] as const;
type Locale = (typeof LOCALES)[number];
const countryOf = (locale: Locale) => locale.slice(3);

interface Listed {
  slug: string;
  numericId?: number | null;
  id: string;
}

async function firstOf(request: APIRequestContext, url: string): Promise<Listed> {
  const list = (await (await request.get(url)).json()) as Listed[];
  expect(list.length, url).toBeGreaterThan(0);
  return list[0]!;
}

/** Every page type, as paths below the locale (records: the country's first). */
async function pageTypes(request: APIRequestContext, locale: Locale) {
  const country = countryOf(locale);
  const ebook = await firstOf(request, `/api/ebooks?country=${country}`);
  const product = await firstOf(request, `/api/products/brand/hellocash?country=${country}`);
  return {
    home: '',
    'e-book list': 'social-media-tipps-und-tricks',
    'e-book detail': `social-media-tipps-und-tricks/${ebook.slug}-${ebook.numericId ?? ebook.id}`,
    'success stories': 'erfolgsgeschichten',
    'helloMarketing line': 'hellomarketing',
    'helloCASH line': 'hellocash',
    'product detail': `hellocash/${product.slug}`,
    payment: 'hellocash/hellopayment',
    'Verifactu hub': 'hellocash/verifactu',
    'Verifactu FAQ': 'hellocash/verifactu/faq',
    roadmap: 'roadmap',
    feedback: 'feedback',
    board: 'feedback/board',
    '404': 'diese-seite-gibt-es-nicht',
  };
}

async function foreignBlocksOn(page: Page, path: string) {
  await gotoHydrated(page, path);
  return (await foreignTextBlocks(page)).map(
    ({ language, lang, where, text }) => `${language} in ${lang} ${where}: ${text.slice(0, 140)}`,
  );
}

test.describe('one language per page', () => {
  test('the heuristic finds the old success stories page: a French quote on a German page', async ({
    page,
  }) => {
    const story = (lang: string) => `
      <figure${lang}><blockquote><p>Grâce aux conseils Instagram, nos plateaux de fromages
      partent avant même d’arriver en vitrine.</p></blockquote>
      <figcaption><p>Camille Martin</p><p>Fromagerie Martin</p></figcaption></figure>`;
    const germanPage = (body: string) =>
      `<!doctype html><html lang="de"><body><main><h1>Erfolgsgeschichten</h1>
       <p>Kleine Unternehmen erzählen, wie sie mit Social Media neue Kunden gewonnen haben.</p>
       ${body}</main></body></html>`;
    await page.setContent(germanPage(story('')));
    expect((await foreignTextBlocks(page)).map((block) => block.language)).toEqual(['fr']);
    await page.setContent(germanPage(story(' lang="fr"')));
    expect(await foreignTextBlocks(page)).toEqual([]);
    // A Spanish frame around German texts (the e-book page before), and labels.
    expect(otherLanguage('Facebook für lokale Unternehmen: Der Praxis-Leitfaden', 'es')).toBe('de');
    expect(otherLanguage('Instagram Reels: 30 ideas para tu negocio', 'de')).toBe('es');
    expect(otherLanguage('Más reseñas reales en Google y respuestas profesionales', 'fr')).toBe(
      'es',
    );
    // Names, brands and single words are not judged.
    expect(otherLanguage('Panadería La Espiga', 'de')).toBeNull();
    expect(otherLanguage('helloCASH', 'fr')).toBeNull();
  });

  for (const locale of LOCALES)
    test(`${locale}: every page type speaks ${locale.slice(0, 2)} or marks what does not`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      for (const [type, path] of Object.entries(await pageTypes(request, locale))) {
        const url = `/${locale}${path ? `/${path}` : ''}`;
        expect.soft(await foreignBlocksOn(page, url), `${type} (${url})`).toEqual([]);
      }
    });
});

test.describe('a record without the page language', () => {
  const id = randomUUID();
  const numericId = 900_000 + Math.floor(Math.random() * 90_000);
  const slug = `nur-auf-deutsch-${numericId}`;
  const title = 'Nur auf Deutsch: Schaufenster, die verkaufen';

  test.beforeAll(() => {
    insertRow('ebooks', {
      id,
      numeric_id: numericId,
      slug,
      category: 'Pinterest',
      google_slides_url: 'https://docs.google.com/presentation/d/nur-deutsch/edit',
      gradient_type: 'orange-pink',
      countries: '["ES"]',
      language: 'de',
      created_at: '2030-01-01 00:00:00.000',
    });
    insertRow('ebook_translations', {
      ebook_id: id,
      language: 'de',
      title,
      category_label: 'Pinterest',
      description: 'Wie du dein Schaufenster so gestaltest, dass Leute hereinkommen.',
      highlights: JSON.stringify(['Die richtige Beleuchtung für dein Schaufenster']),
    });
  });
  test.afterAll(() => {
    runSql('DELETE FROM ebook_translations WHERE ebook_id = ?', id);
    runSql('DELETE FROM ebooks WHERE id = ?', id);
  });

  test('is shown whole in its own language, marked, with a note in the page language', async ({
    page,
  }) => {
    // The list is cached by the API for up to 2 s in this suite.
    await expect
      .poll(async () => {
        await gotoHydrated(page, '/es_ES/social-media-tipps-und-tricks');
        return page.getByRole('heading', { name: title }).count();
      })
      .toBe(1);
    const card = page.getByRole('link').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.locator('[lang="de"]')).toContainText(
      'Wie du dein Schaufenster so gestaltest',
    );
    await expect(card.getByText('Solo disponible en alemán')).toBeVisible();
    expect(await foreignTextBlocks(page)).toEqual([]);

    await card.click();
    await expect(page).toHaveURL(
      new RegExp(`/es_ES/social-media-tipps-und-tricks/${slug}-${numericId}$`),
    );
    const block = page.locator('main [lang="de"]').filter({ hasText: title });
    await expect(block.getByRole('heading', { level: 2 })).toHaveText('Das erwartet dich:');
    await expect(block.getByRole('listitem')).toHaveText([
      /Die richtige Beleuchtung für dein Schaufenster$/,
    ]);
    await expect(page.getByText('Solo disponible en alemán')).toBeVisible();
    // The download stays Spanish.
    await expect(page.getByRole('link', { name: /Descargar ahora/ })).toBeVisible();
    expect(await foreignTextBlocks(page)).toEqual([]);
  });
});

test.describe('testimonials and switching the language', () => {
  test("the success stories are the visitor's country's, in the page language", async ({
    page,
    request,
  }) => {
    for (const [locale, names] of [
      ['de_ES', ['Lucía Fernández', 'Jordi Puig', 'Marta Ruiz']],
      ['fr_FR', ['Camille Martin', 'Karim Benali', 'Élodie Rousseau']],
    ] as const) {
      const stories = (await (
        await request.get(
          `/api/testimonials?country=${countryOf(locale)}&language=${locale.slice(0, 2)}`,
        )
      ).json()) as { name: string; quote: string }[];
      await gotoHydrated(page, `/${locale}/erfolgsgeschichten`);
      const shown = page.getByRole('main').getByRole('listitem');
      await expect(shown).toHaveCount(stories.length);
      for (const name of names) await expect(shown.filter({ hasText: name })).toHaveCount(1);
      for (const story of stories) await expect(page.getByText(story.quote)).toBeVisible();
      expect(await foreignTextBlocks(page)).toEqual([]);
    }
    // A German speaker in Spain reads Spain's stories in German, not the French quote of before.
    await gotoHydrated(page, '/de_ES/erfolgsgeschichten');
    await expect(page.getByText(/Sonntagsbrot/)).toBeVisible();
    await expect(page.getByText(/Grâce aux conseils Instagram/)).toHaveCount(0);
  });

  test('switching to Español on a German e-book keeps the e-book, now in Spanish', async ({
    page,
  }) => {
    await gotoHydrated(
      page,
      '/de_DE/social-media-tipps-und-tricks/facebook-fuer-lokale-unternehmen-1',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Facebook für lokale Unternehmen: Der Praxis-Leitfaden',
    );
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('es');
    await expect(page).toHaveURL(
      /\/es_DE\/social-media-tipps-und-tricks\/facebook-fuer-lokale-unternehmen-1$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Facebook para negocios locales: la guía práctica',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Lo que te espera:' })).toBeVisible();
    expect(await foreignTextBlocks(page)).toEqual([]);
  });
});
