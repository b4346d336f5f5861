import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { insertTestimonial, queryRows, removeContent } from './support/database';
import { createStaffMember, signInToConsole } from './support/staff';

/*
 * Issue 41 §4, the editor's workflow on a success story: an edit kept as a
 * draft is not on the site but in its preview; published, it is; the history shows what
 * changed, word by word; an older version restored comes back as a draft
 * and, published, is on the site again.
 */

const suffix = randomUUID().slice(0, 8);
const EDITOR = { username: `e2e-redaktion-${suffix}`, password: 'redaktion-sichere-phrase-42' };
const STORY = {
  id: randomUUID(),
  name: `Greta ${suffix}`,
  quote: `Seit der neuen Kasse geht alles schneller (${suffix}).`,
};
const DRAFT_QUOTE = `Seit der neuen Kasse geht alles doppelt so schnell (${suffix}).`;
const STORIES = '/de_DE/erfolgsgeschichten';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(() => {
  createStaffMember(EDITOR, 'editor');
  insertTestimonial({
    ...STORY,
    business: 'Café Greta',
    branche: 'Gastronomie',
    location: 'Bremen',
    active: true,
  });
});

test.afterAll(() => removeContent({ testimonials: [STORY.id] }));

/** What a visitor sees on the success stories, in a page of its own. */
async function visitorSees(page: Page, shown: string, hidden: string) {
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(STORIES);
  await expect(visitor.getByText(shown)).toBeVisible();
  await expect(visitor.getByText(hidden)).toHaveCount(0);
  await visitor.close();
}

test('draft, publish, history, restore', async ({ page }) => {
  await signInToConsole(page, EDITOR, `/de_DE/admin/content/testimonials?stimme=${STORY.id}`);
  const form = page.getByRole('region', { name: `${STORY.name} (Café Greta) bearbeiten` });
  const quote = form.getByRole('group', { name: /^Deutsch/ }).getByLabel('Zitat');
  const state = page.getByTestId('publication-state');
  await expect(state).toContainText('Veröffentlicht');

  // A draft: kept, shown in the form, not on the site.
  await quote.fill(DRAFT_QUOTE);
  await form.getByRole('button', { name: 'Als Entwurf sichern' }).click();
  await expect(page.getByRole('status')).toHaveText(/Als Entwurf gesichert/);
  await expect(state).toContainText('Entwurf');
  await expect(quote).toHaveValue(DRAFT_QUOTE);
  await visitorSees(page, STORY.quote, DRAFT_QUOTE);

  // Its preview shows the page as it will be once published: with the draft.
  const preview = page.getByRole('link', { name: 'Vorschau für DE (Deutsch)' });
  const previewPage = await page.context().newPage();
  await previewPage.goto((await preview.getAttribute('href'))!);
  await expect(previewPage.getByText(DRAFT_QUOTE)).toBeVisible();
  await expect(previewPage.getByText(STORY.quote)).toHaveCount(0);
  await previewPage.close();

  // Published: on the site at once.
  await state.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(/Veröffentlicht\./);
  await expect(state).toContainText('Veröffentlicht');
  await visitorSees(page, DRAFT_QUOTE, STORY.quote);

  // The history: the newest version's changed words marked.
  const history = page.getByRole('region', { name: 'Versionen' });
  const versions = history.getByTestId('content-version');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Zitat (Deutsch)');
  await expect(versions.first().locator('ins').first()).toContainText('doppelt');
  await expect(versions.first().locator('del').first()).toContainText('schneller');
  await expect(versions.first()).not.toContainText('Unternehmen');

  // The older one restored: a draft again, published: on the site again.
  await versions
    .nth(1)
    .getByRole('button', { name: /^Diese Version wiederherstellen/ })
    .click();
  await expect(page.getByRole('status')).toHaveText(/wiederhergestellt/);
  await expect(quote).toHaveValue(STORY.quote);
  await visitorSees(page, DRAFT_QUOTE, STORY.quote);
  await state.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(/Veröffentlicht\./);
  await expect(state).toContainText('Veröffentlicht');
  await visitorSees(page, STORY.quote, DRAFT_QUOTE);

  const actions = queryRows<{ action: string }>(
    'select action from audit_log where target_id = ? order by created_at',
    STORY.id,
  ).map((row) => row.action);
  // The drafts are logged too; each publication is the editor's update.
  expect(actions).toEqual([
    'testimonial_draft_saved',
    'testimonial_updated',
    'testimonial_version_restored',
    'testimonial_updated',
  ]);
});
