import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentVersionList } from 'contracts';
import { mockContentApi } from '../../testing/mockContentApi';
import { post, redirected } from '../../testing/postConsoleForm';
import { renderConsole } from '../../testing/renderConsole';
import { testimonialTexts, testTestimonial } from '../../testing/testTestimonial';
import { ContentVersions } from './ContentVersions';
import { testimonials } from './types/testimonials';

jest.setTimeout(20_000);

const testimonial = testTestimonial('Jetzt geht alles viel schneller.');

const snapshot = (quote: string) => ({
  name: 'Lena Schmidt',
  imageUrl: null,
  country: 'DE',
  language: 'de',
  texts: testimonialTexts(quote),
  active: true,
});

const published = (id: string, quote: string, at: string, author: string | null) => ({
  id,
  state: 'published' as const,
  snapshot: snapshot(quote),
  changed: ['texts.de.quote'],
  author,
  createdAt: at,
  publishedAt: at,
  publishAt: null,
});

const versions: ContentVersionList = {
  pending: null,
  published: [
    published(
      'aaaaaaaa-0000-4000-8000-000000000002',
      'Jetzt geht alles viel schneller.',
      '2026-01-02T00:00:00.000Z',
      'rita',
    ),
    published(
      'aaaaaaaa-0000-4000-8000-000000000001',
      'Jetzt geht alles schneller.',
      '2026-01-01T00:00:00.000Z',
      null,
    ),
  ],
};

const PAGE = { path: '/de_DE/admin/content/testimonials', routeId: 'admin.testimonials' };

describe('a record’s versions', () => {
  it('lists each publication, who and when, with only the changed words marked', async () => {
    mockContentApi('editor', '/api/admin/testimonials', testimonial, undefined, versions);
    renderConsole(<ContentVersions page={testimonials} record={testimonial} />, PAGE);
    const items = await screen.findAllByTestId('content-version');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('rita · aktuelle Version');
    expect(items[1]).toHaveTextContent('vor Beginn des Verlaufs');
    const diff = within(items[0]!).getByTestId('field-diff');
    expect(within(diff).getByText('Zitat (Deutsch)')).toBeVisible();
    expect(diff.querySelector('ins')).toHaveTextContent('viel');
    expect(within(diff).queryByText(/Unternehmen/)).toBeNull();
    // The current one is not offered again.
    expect(within(items[0]!).queryByRole('button')).toBeNull();
  });

  it('restores an older one with its form', async () => {
    const posts = mockContentApi(
      'editor',
      '/api/admin/testimonials',
      testimonial,
      undefined,
      versions,
    );
    renderConsole(<ContentVersions page={testimonials} record={testimonial} />, PAGE);
    const [, older] = await screen.findAllByTestId('content-version');
    await userEvent
      .setup()
      .click(within(older!).getByRole('button', { name: /^Diese Version wiederherstellen/ }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts).toEqual([
      {
        url: `/api/admin/testimonials/${testimonial.id}/versions/aaaaaaaa-0000-4000-8000-000000000001/restore`,
        body: {},
      },
    ]);
  });

  it('restores without script too (post, then the page again)', async () => {
    const { answer, api } = post(
      'admin.testimonials',
      `/de_DE/admin/content/testimonials?stimme=${testimonial.id}`,
      {
        form: `testimonial-restore:${testimonial.id}`,
        versionId: 'aaaaaaaa-0000-4000-8000-000000000001',
      },
      () => versions,
    );
    expect(await redirected(answer)).toMatchObject({ status: 303 });
    expect(api).toHaveBeenCalledWith(
      'POST',
      `/api/admin/testimonials/${testimonial.id}/versions/aaaaaaaa-0000-4000-8000-000000000001/restore`,
      {},
    );
  });
});
