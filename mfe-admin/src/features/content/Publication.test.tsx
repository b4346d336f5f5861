import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentPending, ContentVersionList } from 'contracts';
import { jsonResponse } from 'shared-ui/testing';
import { mockContentApi, staffSession } from '../../testing/mockContentApi';
import { post, redirected } from '../../testing/postConsoleForm';
import { renderConsole } from '../../testing/renderConsole';
import { testimonialTexts, testTestimonial } from '../../testing/testTestimonial';
import { ContentTypeForm } from './ContentTypeForm';
import { ContentTypePage } from './ContentTypePage';
import { testimonials } from './types/testimonials';

jest.setTimeout(20_000);

const testimonial = testTestimonial('Live und öffentlich.');

const withDraft = (state: 'draft' | 'scheduled'): ContentVersionList => ({
  pending: {
    id: 'aaaaaaaa-0000-4000-8000-000000000009',
    state,
    snapshot: {
      name: 'Lena Schmidt',
      imageUrl: null,
      country: 'DE',
      language: 'de',
      texts: testimonialTexts('Noch ein Entwurf.'),
      active: true,
    },
    changed: ['texts.de.quote'],
    author: 'rita',
    createdAt: '2026-01-03T00:00:00.000Z',
    publishedAt: null,
    publishAt: state === 'scheduled' ? '2026-11-29T13:05:00.000Z' : null,
  },
  published: [],
});

const PAGE = { path: '/de_DE/admin/content/testimonials', routeId: 'admin.testimonials' };
const quoteField = () =>
  within(screen.getByRole('group', { name: /^Deutsch/ })).getByLabelText('Zitat');

describe('publishing a content record', () => {
  it('shows the draft in the form, its state, and publishes or discards it', async () => {
    const posts = mockContentApi('editor', '/api/admin/testimonials', testimonial);
    renderConsole(
      <ContentTypeForm page={testimonials} record={testimonial} versions={withDraft('draft')} />,
      PAGE,
    );
    expect(quoteField()).toHaveValue('Noch ein Entwurf.');
    const state = screen.getByTestId('publication-state');
    expect(state).toHaveTextContent('Entwurf');
    await userEvent.setup().click(within(state).getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      url: `/api/admin/testimonials/${testimonial.id}/publish`,
      body: {},
    });
    expect(within(state).getByRole('button', { name: 'Entwurf verwerfen' })).toBeVisible();
  });

  it('says it is published once the draft is, without a reload', async () => {
    // The API as it is: publishing makes the draft the live record (a new version) and leaves none pending.
    let live = false;
    const record = () => (live ? { ...testimonial, version: 4 } : testimonial);
    const path = `/api/admin/testimonials/${testimonial.id}`;
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        live = url === `${path}/publish`;
        return jsonResponse(200, record());
      }
      if (url === '/api/admin/session') return jsonResponse(200, staffSession('editor'));
      if (url === path) return jsonResponse(200, record());
      // The versions answer last: the record's new version is shown (its editor anew) meanwhile.
      if (url === `${path}/versions`) {
        const versions = live ? { pending: null, published: [] } : withDraft('draft');
        await new Promise((resolve) => setTimeout(resolve, 50));
        return jsonResponse(200, versions);
      }
      return jsonResponse(200, [record()]);
    }) as unknown as typeof fetch;
    renderConsole(<ContentTypePage page={testimonials} />, {
      ...PAGE,
      path: `${PAGE.path}?stimme=${testimonial.id}`,
    });
    const state = await screen.findByTestId('publication-state');
    await waitFor(() => expect(state).toHaveTextContent('Entwurf'));
    await userEvent.setup().click(within(state).getByRole('button', { name: 'Veröffentlichen' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Veröffentlicht.');
    await waitFor(() =>
      expect(screen.getByTestId('publication-state')).toHaveTextContent(/^Veröffentlicht$/),
    );
    expect(quoteField()).toHaveValue('Live und öffentlich.');
  });

  it('says when a scheduled one goes live', () => {
    mockContentApi('editor', '/api/admin/testimonials', testimonial);
    renderConsole(
      <ContentTypeForm
        page={testimonials}
        record={testimonial}
        versions={withDraft('scheduled')}
      />,
      PAGE,
    );
    expect(screen.getByTestId('publication-state')).toHaveTextContent(
      'Geplant für 29. Nov. 2026, 13:05 UTC',
    );
  });

  it("lists each record's pending edit next to its status", async () => {
    const pending: ContentPending = { state: 'scheduled', publishAt: '2026-11-29T13:05:00.000Z' };
    const listed = { ...testimonial, pending };
    mockContentApi('editor', '/api/admin/testimonials', listed);
    renderConsole(<ContentTypePage page={testimonials} />, PAGE);
    const row = (await screen.findByRole('rowheader', { name: 'Lena Schmidt' })).closest('tr')!;
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent(
      /^Aktiv · Geplant für 29. Nov. 2026, 13:05 UTC$/,
    );
  });

  it('keeps an edit as a draft with the version it started from', async () => {
    const posts = mockContentApi('editor', '/api/admin/testimonials', testimonial);
    renderConsole(
      <ContentTypeForm
        page={testimonials}
        record={testimonial}
        versions={{ pending: null, published: [] }}
      />,
      PAGE,
    );
    expect(screen.getByTestId('publication-state')).toHaveTextContent('Veröffentlicht');
    const user = userEvent.setup();
    await user.clear(quoteField());
    await user.type(quoteField(), 'Nur ein Entwurf.');
    await user.click(screen.getByRole('button', { name: 'Als Entwurf sichern' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      url: `/api/admin/testimonials/${testimonial.id}/draft`,
      body: { version: 3, texts: { de: { quote: 'Nur ein Entwurf.' } } },
    });
  });

  it('schedules without script: the draft, then its time (Berlin)', async () => {
    const { answer, api } = post(
      'admin.testimonials',
      `/de_DE/admin/content/testimonials?stimme=${testimonial.id}`,
      {
        form: `testimonial-edit:${testimonial.id}`,
        intent: 'schedule',
        publishAt: '2026-11-29T14:05',
        version: '3',
        name: 'Lena Schmidt',
        imageUrl: '',
        country: 'DE',
        language: 'de',
        active: 'true',
        'texts.de.quote': 'Später öffentlich.',
      },
      () => withDraft('scheduled'),
    );
    expect(await redirected(answer)).toMatchObject({
      status: 303,
      location: expect.stringContaining('ergebnis=scheduled'),
    });
    expect(api.mock.calls.map((call) => (call as unknown[]).slice(0, 2))).toEqual([
      ['POST', `/api/admin/testimonials/${testimonial.id}/draft`],
      ['POST', `/api/admin/testimonials/${testimonial.id}/publish`],
    ]);
    expect((api.mock.calls[1] as unknown[])[2]).toEqual({ publishAt: '2026-11-29T14:05' });
  });
});
