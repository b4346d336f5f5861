import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousA11yViolations } from './support/axe';
import { blobDownloads, recordBlobDownloads } from './support/blobDownloads';
import { watchConsole } from './support/console';
import { waitForHydration } from './support/hydration';

const HUB = 'hellocash/verifactu';
const SUBPAGES = [
  { path: 'so-funktioniert', heading: 'So funktioniert Verifactu' },
  { path: 'ab-wann', heading: 'Ab wann gilt Verifactu?' },
  { path: 'reicht-meine-kasse', heading: 'Reicht meine Kasse?' },
  { path: 'muss-ich', heading: 'Muss ich Verifactu nutzen?' },
  { path: 'muss-ich-verifactu-nutzen', heading: 'Muss ich Verifactu nutzen?' },
  { path: 'strafen', heading: 'Welche Strafen drohen?' },
  { path: 'friseur-beauty', heading: 'Verifactu für Friseur & Beauty' },
  { path: 'cafe-gastro', heading: 'Verifactu für Café & Gastro' },
  { path: 'einzelhandel', heading: 'Verifactu für den Einzelhandel' },
  { path: 'faq', heading: 'Häufige Fragen zu Verifactu' },
  { path: 'glossar', heading: 'Verifactu-Glossar' },
];

/** Every request the page makes, as paths. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** The calendar file a reminder link carries (a data URL: the download itself). */
async function calendarOf(link: Locator): Promise<string> {
  const href = (await link.getAttribute('href')) ?? '';
  const prefix = 'data:text/calendar;charset=utf-8,';
  expect(href.startsWith(prefix)).toBe(true);
  return decodeURIComponent(href.slice(prefix.length));
}

async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await waitForHydration(page, 'h1');
}

test.describe('Verifactu section', () => {
  // The menu's Verifactu entry (ES only) is tested with the header in shell.spec.ts.

  test('the hub works under any locale and links its pages', async ({ page }) => {
    const { problems } = watchConsole(page);
    await open(page, `/de_DE/${HUB}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Verifactu: die neue Kassenpflicht in Spanien' }),
    ).toBeVisible();
    await expect(
      page.getByText('Ab 1. Januar 2027 für körperschaftsteuerpflichtige Unternehmen'),
    ).toBeVisible();
    const questions = page.getByRole('region', { name: 'Deine Fragen zu Verifactu' });
    await expect(questions.getByRole('link')).toHaveCount(5);
    await expect(page.getByText('Demnächst verfügbar')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'PDF-Leitfaden herunterladen' })).toHaveAttribute(
      'href',
      '/de_DE/hellocash/verifactu/leitfaden.pdf',
    );

    await page.getByRole('link', { name: 'Muss ich Verifactu nutzen?' }).click();
    await expect(page).toHaveURL(/\/de_DE\/hellocash\/verifactu\/muss-ich-verifactu-nutzen$/);
    await page.getByRole('link', { name: 'Zurück zur Übersicht' }).click();
    await page.getByRole('link', { name: '2-Minuten-Check' }).click();
    await expect(page).toHaveURL(/\/de_DE\/hellocash\/verifactu\/muss-ich$/);
    expect(problems).toEqual([]);
  });

  for (const subpage of SUBPAGES) {
    test(`${subpage.path} renders with the way back to the hub`, async ({ page }) => {
      const { problems } = watchConsole(page);
      await open(page, `/de_ES/${HUB}/${subpage.path}`);
      await expect(page.getByRole('heading', { level: 1, name: subpage.heading })).toBeVisible();
      await page.getByRole('link', { name: 'Zurück zur Übersicht' }).click();
      await expect(page).toHaveURL(new RegExp(`/de_ES/${HUB}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Verifactu: die neue Kassenpflicht in Spanien',
      );
      // No hydration warning, no failed request logged.
      expect(problems).toEqual([]);
    });
  }

  test('the quick test computes its answer and reason', async ({ page }) => {
    await open(page, `/es_ES/${HUB}/muss-ich`);
    const question = (n: number) => page.getByRole('group', { name: new RegExp(`^${n}\\. `) });
    await question(1).getByRole('radio', { name: 'Sí' }).check();
    await page.getByRole('button', { name: 'Ver resultado' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Responde todavía a: caja o programa y SII',
    );

    await question(2).getByRole('radio', { name: 'Sí' }).check();
    await question(3).getByRole('radio', { name: 'No' }).check();
    await expect(page.getByRole('heading', { name: 'Sí, Verifactu te afecta.' })).toBeVisible();
    await expect(page.getByText(/desde el 1 de enero de 2027/)).toBeVisible();

    await question(3).getByRole('radio', { name: 'Sí' }).check();
    await expect(page.getByRole('heading', { name: 'No, Verifactu no te afecta.' })).toBeVisible();
  });

  test('the register checklist says what is missing and leads to helloCASH', async ({ page }) => {
    await open(page, `/de_ES/${HUB}/reicht-meine-kasse`);
    const answers = ['Ja', 'Nein', 'Ja', 'Ja', 'Nein'];
    for (const [index, answer] of answers.entries()) {
      await page
        .getByRole('group', { name: new RegExp(`^${index + 1}\\. `) })
        .getByRole('radio', { name: answer })
        .check();
    }
    await page.getByRole('button', { name: 'Ergebnis anzeigen' }).click();
    await expect(
      page.getByRole('heading', { name: /Deine Kasse ist noch nicht bereit/ }),
    ).toBeVisible();
    await expect(page.getByText('2 Punkte fehlen noch:')).toBeVisible();
    await expect(page.getByRole('link', { name: 'helloCASH entdecken' })).toHaveAttribute(
      'href',
      '/de_ES/hellocash',
    );
    for (let n = 1; n <= 5; n++) {
      await page
        .getByRole('group', { name: new RegExp(`^${n}\\. `) })
        .getByRole('radio', { name: 'Ja' })
        .check();
    }
    await expect(
      page.getByRole('heading', { name: /Deine Kasse ist bereit für Verifactu/ }),
    ).toBeVisible();
  });

  test('ab-wann counts down live and offers an .ics reminder', async ({ page }) => {
    await recordBlobDownloads(page);
    await open(page, `/de_ES/${HUB}/ab-wann`);
    const timer = page.getByRole('timer').first();
    await expect(timer).not.toContainText('--');
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? '');

    const reminder = page.getByRole('link', { name: /Im Kalender erinnern/ }).last();
    const ics = await calendarOf(reminder);
    await reminder.click();
    await expect(page.getByRole('status').last()).toContainText(
      'verifactu-stichtag-2027-07-01.ics',
    );
    expect((await blobDownloads(page)).lastFileName).toBe('verifactu-stichtag-2027-07-01.ics');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART;VALUE=DATE:20270701\r\n');
    expect(ics).toMatch(/\r\nUID:verifactu-everyoneElse-2027-07-01@127\.0\.0\.1\r\n/);
    expect(ics).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  test.describe('ab-wann without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the countdown is rendered by the server and the reminder is the calendar file itself', async ({
      page,
    }) => {
      await page.goto(`/de_ES/${HUB}/ab-wann`);
      const timer = page.getByRole('timer').first();
      await expect(timer).not.toContainText('--');
      await expect(timer).toContainText(/\d+Tage\d{2}Stunden\d{2}Minuten\d{2}Sekunden/);
      const reminder = page.getByRole('link', { name: /Im Kalender erinnern/ }).last();
      await expect(reminder).toHaveAttribute('download', 'verifactu-stichtag-2027-07-01.ics');
      const ics = await calendarOf(reminder);
      expect(ics).toContain('DTSTART;VALUE=DATE:20270701\r\n');
      // The link back leads to this site, as the server was asked for it.
      expect(ics).toMatch(
        /\r\nURL:http:\/\/127\.0\.0\.1:\d+\/de_ES\/hellocash\/verifactu\/ab-wann\r\n/,
      );
    });
  });

  test('an industry page shows its demo receipt in a dialog', async ({ page }) => {
    await open(page, `/de_ES/${HUB}/einzelhandel`);
    const trigger = page.getByRole('button', { name: /Demo-Beleg ansehen/ });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Demo-Beleg: Tienda Luna' });
    await expect(dialog).toContainText('Factura verificable en la sede electrónica de la AEAT');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  const knowledge = [
    {
      locale: 'es_ES',
      faqHeading: 'Preguntas frecuentes sobre Verifactu',
      question: '¿Qué es Verifactu?',
      answer: /Verifactu es el sistema que regula los programas de facturación/,
      otherLanguageQuestion: 'Was ist Verifactu?',
      glossaryHeading: 'Glosario Verifactu',
      term: 'SIF (Sistema Informático de Facturación)',
      definition: /Programa o conjunto de programas con los que se emiten facturas/,
      search: 'Buscar un término',
    },
    {
      locale: 'de_ES',
      faqHeading: 'Häufige Fragen zu Verifactu',
      question: 'Was ist Verifactu?',
      answer: /Verifactu ist das System, das Abrechnungsprogramme in Spanien regelt/,
      otherLanguageQuestion: '¿Qué es Verifactu?',
      glossaryHeading: 'Verifactu-Glossar',
      term: 'SIF (Sistema Informático de Facturación)',
      definition: /Abrechnungssoftware: jedes Programm, mit dem Rechnungen ausgestellt werden/,
      search: 'Begriff suchen',
    },
  ];

  for (const entry of knowledge) {
    test(`faq and glossar show the seeded entries in the language of ${entry.locale}`, async ({
      page,
    }) => {
      await open(page, `/${entry.locale}/${HUB}/faq`);
      await expect(page.getByRole('heading', { level: 1, name: entry.faqHeading })).toBeVisible();
      // A native <details> per question: its heading in the summary, the answer below.
      const question = page
        .locator('details')
        .filter({ has: page.getByRole('heading', { level: 2, name: entry.question }) });
      await expect(question).not.toHaveAttribute('open');
      await question.locator('summary').click();
      await expect(question).toHaveAttribute('open', '');
      await expect(question.getByText(entry.answer)).toBeVisible();
      await expect(page.getByRole('heading', { name: entry.otherLanguageQuestion })).toHaveCount(0);
      // The superseded July 2025 entry is inactive in the seeds.
      await expect(page.getByText(/julio de 2025\?|Juli 2025\?/)).toHaveCount(0);

      await open(page, `/${entry.locale}/${HUB}/glossar`);
      await expect(
        page.getByRole('heading', { level: 1, name: entry.glossaryHeading }),
      ).toBeVisible();
      const terms = await page.getByRole('term').allTextContents();
      expect(terms.length).toBeGreaterThan(5);
      expect(terms).toEqual(
        [...terms].sort((a, b) =>
          a.localeCompare(b, entry.locale.slice(0, 2), { sensitivity: 'base' }),
        ),
      );
      await page.getByRole('searchbox', { name: entry.search }).fill('SIF');
      await expect(page.getByRole('term')).toHaveText([entry.term]);
      await expect(page.getByRole('definition')).toContainText(entry.definition);
    });
  }

  test('other pages load no Verifactu code; the hub does', async ({ page }) => {
    const requests = recordRequests(page);
    for (const path of ['/de_DE', '/es_ES', '/es_ES/feedback', '/de_ES/roadmap']) {
      await open(page, path);
    }
    expect(requests.filter((path) => path.includes('/remotes/verifactu/'))).toEqual([]);

    await open(page, `/es_ES/${HUB}`);
    expect(requests.filter((path) => path.includes('/remotes/verifactu/')).length).toBeGreaterThan(
      0,
    );
  });

  test('the server sends the hub and the FAQs as complete HTML', async ({ request }) => {
    const hub = await request.get(`/es_ES/${HUB}`);
    expect(hub.status()).toBe(200);
    const hubHtml = await hub.text();
    expect(hubHtml).toContain('Verifactu: la nueva obligación para las cajas en España');
    expect(hubHtml).toContain('Desde el 1 de enero de 2027');
    expect(hubHtml).toContain('¿Tengo que usar Verifactu?');
    expect(hubHtml).toContain(
      '<title>Verifactu en España: todo sobre la nueva obligación para las cajas | ',
    );

    const faq = await request.get(`/de_ES/${HUB}/faq`);
    expect(faq.status()).toBe(200);
    const faqHtml = await faq.text();
    expect(faqHtml).toContain('Häufige Fragen zu Verifactu');
    expect(faqHtml).toContain('Was ist Verifactu?');
    expect(faqHtml).toContain('Wen betrifft Verifactu?');
    expect(faqHtml).not.toContain('Noch keine FAQs verfügbar.');

    const glossary = await (await request.get(`/es_ES/${HUB}/glossar`)).text();
    expect(glossary).toContain('SIF (Sistema Informático de Facturación)');
  });

  // Light is what a system preferring light gets; dark is the site's default (SPEC §4).
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`accessibility (${colorScheme})`, () => {
      test.use({ colorScheme });

      for (const path of [`/es_ES/${HUB}`, `/de_ES/${HUB}/faq`]) {
        test(`no serious or critical axe violations on ${path}`, async ({ page }) => {
          await open(page, path);
          await expect(page.locator('html')).toHaveClass(
            colorScheme === 'dark' ? /dark/ : /^(?!.*dark)/,
          );
          expect(await seriousA11yViolations(page)).toEqual([]);
        });
      }

      test('no serious or critical axe violations on a check with its messages', async ({
        page,
      }) => {
        await open(page, `/de_ES/${HUB}/reicht-meine-kasse`);
        await page.getByRole('radio', { name: 'Ja' }).first().check();
        await page.getByRole('radio', { name: 'Nein' }).last().check();
        await page.getByRole('button', { name: 'Ergebnis anzeigen' }).click();
        await expect(page.getByRole('alert')).toBeVisible();
        expect(await seriousA11yViolations(page)).toEqual([]);
      });
    });
  }
});
