import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminTestimonialDetail, StaffRole } from 'contracts';
import { testimonialMessages } from 'contracts/admin';
import { HttpError } from 'shared-ui';
import { jsonResponse } from 'shared-ui/testing';
import { mockContentApi } from '../../../testing/mockContentApi';
import { answered, post, redirected } from '../../../testing/postConsoleForm';
import { renderConsole } from '../../../testing/renderConsole';
import { ContentTypeForm } from '../ContentTypeForm';
import { ContentTypePage } from '../ContentTypePage';
import { testimonials } from './testimonials';

const TestimonialsPage = () => <ContentTypePage page={testimonials} />;
const TestimonialForm = ({ testimonial }: { testimonial: AdminTestimonialDetail }) => (
  <ContentTypeForm page={testimonials} record={testimonial} />
);

jest.setTimeout(20_000);

const spanish = {
  quote: 'Ahora tengo más clientes del barrio.',
  business: 'Panadería Marta',
  industry: 'Panadería',
  location: 'Valencia',
};

const testimonial: AdminTestimonialDetail = {
  id: '6c3f2d8e-4b5c-4d6e-9f0a-1b2c3d4e5f60',
  name: 'Marta García',
  imageUrl: null,
  country: 'ES',
  language: 'es',
  business: spanish.business,
  texts: { de: null, es: spanish, fr: null },
  missing: ['de', 'fr'],
  active: false,
  version: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  preview: { token: 'tok.en', expiresAt: '2026-01-02T01:00:00.000Z' },
};
const title = 'Marta García (Panadería Marta)';

const mockApi = (role: StaffRole, write?: (url: string) => Response) =>
  mockContentApi(role, '/api/admin/testimonials', testimonial, write);

const PAGE = { path: '/de_DE/admin/content/testimonials', routeId: 'admin.testimonials' };

describe('the testimonials page', () => {
  it('lists each testimonial with its business, country, missing translations and status', async () => {
    mockApi('editor');
    renderConsole(<TestimonialsPage />, PAGE);
    const row = (await screen.findByRole('rowheader', { name: 'Marta García' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['Panadería Marta', 'ES', 'Übersetzungen fehlen: Deutsch, Français', 'Inaktiv']);
    expect(within(row).getByRole('link', { name: `${title} bearbeiten` })).toHaveAttribute(
      'href',
      `/de_DE/admin/content/testimonials?stimme=${testimonial.id}`,
    );
  });

  it('is not shown to sales', async () => {
    mockApi('sales');
    renderConsole(<TestimonialsPage />, PAGE);
    expect(await screen.findByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
  });

  it('switches a testimonial on with its on/off post', async () => {
    const posts = mockApi('editor');
    renderConsole(<TestimonialsPage />, PAGE);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: `${title} aktivieren` }));
    await screen.findByRole('status');
    expect(posts).toEqual([
      { url: `/api/admin/testimonials/${testimonial.id}/active`, body: { active: true } },
    ]);
  });
});

describe('editing a testimonial', () => {
  it('shows quote, business and location de/es/fr side by side, the missing ones flagged', () => {
    mockApi('editor');
    renderConsole(<TestimonialForm testimonial={testimonial} />, PAGE);
    const group = (name: RegExp) => screen.getByRole('group', { name });
    expect(within(group(/^Español/)).getByLabelText('Zitat')).toHaveValue(spanish.quote);
    expect(within(group(/^Español/)).getByLabelText('Ort')).toHaveValue('Valencia');
    expect(group(/^Español/)).toHaveTextContent('eigene Sprache');
    expect(group(/^Deutsch/)).toHaveTextContent('Übersetzung fehlt');
  });

  it('takes the limits from the declaration: the name and the own language’s quote required, 191 and 5000 at most', () => {
    mockApi('editor');
    renderConsole(<TestimonialForm testimonial={testimonial} />, PAGE);
    const own = within(screen.getByRole('group', { name: /^Español/ }));
    expect(own.getByLabelText('Zitat')).toBeRequired();
    expect(own.getByLabelText('Zitat')).toHaveAttribute('maxlength', '5000');
    expect(own.getByLabelText('Ort')).not.toBeRequired();
    expect(own.getByLabelText('Ort')).toHaveAttribute('maxlength', '191');
    expect(screen.getByLabelText('Name')).toBeRequired();
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxlength', '191');
    const other = within(screen.getByRole('group', { name: /^Deutsch/ }));
    expect(other.getByLabelText('Zitat')).not.toBeRequired();
  });

  it('links to its country’s success stories in every language, with the preview token', () => {
    mockApi('editor');
    renderConsole(<TestimonialForm testimonial={testimonial} />, PAGE);
    const links = screen.getAllByRole('link', { name: /^Vorschau für/ });
    // The country's own language first.
    expect(links.map((link) => link.textContent)).toEqual([
      'Vorschau für ES (Español)',
      'Vorschau für ES (Deutsch)',
      'Vorschau für ES (Français)',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/es_ES/erfolgsgeschichten?preview=tok.en',
      '/de_ES/erfolgsgeschichten?preview=tok.en',
      '/fr_ES/erfolgsgeschichten?preview=tok.en',
    ]);
  });

  it('saves with the version and says when someone else was faster', async () => {
    const posts = mockApi('editor', () =>
      jsonResponse(409, { message: testimonialMessages.editedMeanwhile }),
    );
    renderConsole(<TestimonialForm testimonial={testimonial} />, PAGE);
    const user = userEvent.setup();
    const german = within(screen.getByRole('group', { name: /^Deutsch/ }));
    await user.type(german.getByLabelText('Zitat'), 'Jetzt kommen mehr Leute aus dem Viertel.');
    await user.type(german.getByLabelText('Unternehmen'), 'Bäckerei Marta');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Inzwischen geändert');
    expect(posts[0]?.body).toMatchObject({
      version: 2,
      country: 'ES',
      texts: {
        de: {
          quote: 'Jetzt kommen mehr Leute aus dem Viertel.',
          business: 'Bäckerei Marta',
          industry: '',
          location: '',
        },
        es: spanish,
        fr: null,
      },
    });
  });
});

describe('the forms without script', () => {
  const fields = {
    form: 'testimonial-create',
    name: 'Marta García',
    imageUrl: '',
    country: 'ES',
    language: 'es',
    'texts.es.quote': spanish.quote,
    'texts.es.business': spanish.business,
  };

  it('creates a testimonial and goes on to its edit', async () => {
    const { answer, api } = post(
      'admin.testimonials',
      '/de_DE/admin/content/testimonials',
      fields,
      () => testimonial,
    );
    expect(await redirected(answer)).toEqual({
      status: 303,
      location: `/de_DE/admin/content/testimonials?stimme=${testimonial.id}&gesendet=testimonial-create&ergebnis=Marta+Garc%C3%ADa`,
    });
    expect(api).toHaveBeenCalledWith(
      'POST',
      '/api/admin/testimonials',
      expect.objectContaining({ imageUrl: null, country: 'ES', active: false }),
    );
  });

  it('says a bad image URL at its field', async () => {
    const message = testimonialMessages.imageUrlInvalid;
    const { answer } = post(
      'admin.testimonials',
      '/de_DE/admin/content/testimonials?stimme=neu',
      { ...fields, imageUrl: 'javascript:alert(1)' },
      () => new HttpError(400, JSON.stringify({ message, fields: { imageUrl: message } }), ''),
    );
    expect(await answered(answer)).toMatchObject({
      status: 400,
      data: { fieldErrors: { imageUrl: message }, values: { name: 'Marta García' } },
    });
  });
});
