import { expect, test } from '@playwright/test';
import { chooseConsent } from './support/consent';
import { queryRows } from './support/database';
import { waitForHydration } from './support/hydration';

interface FeedbackRow {
  feedback_text: string;
  visitor_id: string | null;
}

test.describe('feedback page', () => {
  test('rejects a short text and stores a valid one', async ({ page, context }) => {
    // With Statistik consent the feedback carries the visitor id (issue 17).
    await chooseConsent(context);
    await page.goto('/de_DE/feedback', { waitUntil: 'networkidle' });
    // The toasts are the hydrated page's; without script see forms-without-js.spec.ts.
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Was willst DU eigentlich?' })).toBeVisible();

    const field = page.getByLabel('Sei ehrlich, bitte...');
    const submit = page.getByRole('button', { name: 'JETZT absenden' });

    const short = 'zu kurz!!';
    await field.fill(short);
    await submit.click();
    await expect(page.getByText('Bitte mindestens 10 Zeichen eingeben')).toBeVisible();
    expect(
      queryRows<FeedbackRow>('select * from customer_feedback where feedback_text = ?', short),
    ).toHaveLength(0);

    const text = `Bitte eine Online-Terminbuchung für Friseure (${Date.now()})`;
    await field.fill(text);
    await submit.click();

    await expect(page.getByRole('heading', { name: 'Vielen Dank!' })).toBeVisible();
    await expect(
      page.getByText('Dein Feedback wurde erfolgreich übermittelt.', { exact: true }),
    ).toBeVisible();

    const visitorCookie = (await context.cookies()).find((cookie) => cookie.name === 'visitor_id');
    expect(visitorCookie?.value).toMatch(/^[0-9a-f-]{36}$/);
    const rows = queryRows<FeedbackRow>(
      'select * from customer_feedback where feedback_text = ?',
      text,
    );
    expect(rows).toEqual([
      expect.objectContaining({ feedback_text: text, visitor_id: visitorCookie?.value }),
    ]);

    await page.getByRole('link', { name: 'Weiteres Feedback senden' }).click();
    await expect(page.getByLabel('Sei ehrlich, bitte...')).toHaveValue('');
  });
});
