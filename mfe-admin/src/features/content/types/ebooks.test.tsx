import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminEbookDetail, StaffRole } from 'contracts';
import { ebookMessages, fillMessage } from 'contracts/admin';
import { HttpError } from 'shared-ui';
import { jsonResponse } from 'shared-ui/testing';
import { mockContentApi } from '../../../testing/mockContentApi';
import { answered, post, redirected } from '../../../testing/postConsoleForm';
import { renderConsole } from '../../../testing/renderConsole';
import { ContentTypeForm } from '../ContentTypeForm';
import { ContentTypePage } from '../ContentTypePage';
import { ebooks } from './ebooks';

const EbooksPage = () => <ContentTypePage page={ebooks} />;
const EbookForm = ({ ebook }: { ebook: AdminEbookDetail }) => (
  <ContentTypeForm page={ebooks} record={ebook} />
);

jest.setTimeout(20_000);

const spanish = {
  title: 'Instagram para tu negocio',
  categoryLabel: 'Instagram',
  description: 'Cómo atraer clientes.',
  highlights: ['Ideas de publicaciones', 'Un plan semanal'],
};

const ebook: AdminEbookDetail = {
  id: '3c1f0d8e-2a4b-4c5d-8e9f-0a1b2c3d4e5f',
  numericId: 42,
  slug: 'instagram-negocio',
  category: 'Instagram',
  googleSlidesUrl: 'https://docs.google.com/presentation/d/x/edit',
  gradientType: 'cyan-purple',
  countries: ['ES'],
  language: 'es',
  title: spanish.title,
  texts: { de: null, es: spanish, fr: null },
  missing: ['de', 'fr'],
  active: false,
  downloads: 0,
  version: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  preview: { token: 'tok.en', expiresAt: '2026-01-02T01:00:00.000Z' },
};

const mockApi = (role: StaffRole, write?: (url: string) => Response) =>
  mockContentApi(role, '/api/admin/ebooks', ebook, write);

const EBOOKS = { path: '/de_DE/admin/content/ebooks', routeId: 'admin.ebooks' };

describe('the e-books page', () => {
  it('lists each e-book with its missing translations and status, for an editor', async () => {
    mockApi('editor');
    renderConsole(<EbooksPage />, EBOOKS);
    const row = (await screen.findByRole('rowheader', { name: spanish.title })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((cell) => cell.textContent),
    ).toEqual([
      'instagram-negocio',
      'Instagram',
      'ES',
      'Übersetzungen fehlen: Deutsch, Français',
      '0',
      'Inaktiv',
    ]);
    expect(within(row).getByRole('button', { name: `${spanish.title} aktivieren` })).toBeVisible();
    expect(within(row).getByRole('link', { name: `${spanish.title} bearbeiten` })).toHaveAttribute(
      'href',
      `/de_DE/admin/content/ebooks?ebook=${ebook.id}`,
    );
    expect(screen.getByRole('search', { name: 'E-Books filtern' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Konsole' });
    expect(within(nav).getByRole('link', { name: 'E-Books' })).toBeVisible();
  });

  it('is not shown to sales', async () => {
    mockApi('sales');
    renderConsole(<EbooksPage />, EBOOKS);
    expect(await screen.findByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
    expect(screen.queryByText(spanish.title)).not.toBeInTheDocument();
  });

  it('switches an e-book on with its on/off post', async () => {
    const posts = mockApi('editor');
    renderConsole(<EbooksPage />, EBOOKS);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: `${spanish.title} aktivieren` }));
    await screen.findByRole('status');
    expect(posts).toEqual([
      { url: `/api/admin/ebooks/${ebook.id}/active`, body: { active: true } },
    ]);
  });
});

describe('editing an e-book', () => {
  it('has its fields with the limits of their declaration', () => {
    mockApi('editor');
    renderConsole(<EbookForm ebook={ebook} />, EBOOKS);
    expect(screen.getByLabelText('Kategorie')).toBeRequired();
    expect(screen.getByLabelText('Kategorie')).toHaveAttribute('maxlength', '64');
    expect(screen.getByLabelText('Folien-URL (Google Slides)')).toHaveAttribute(
      'maxlength',
      '2048',
    );
    expect(screen.getByLabelText('Folien-URL (Google Slides)')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Numerische ID')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Slug')).toHaveAttribute('spellcheck', 'false');
  });

  it('shows de/es/fr side by side, the missing ones flagged, and the preview per country', () => {
    mockApi('editor');
    renderConsole(<EbookForm ebook={ebook} />, EBOOKS);
    const group = (name: RegExp) => screen.getByRole('group', { name });
    expect(within(group(/^Español/)).getByLabelText('Titel')).toHaveValue(spanish.title);
    expect(group(/^Español/)).toHaveTextContent('eigene Sprache');
    expect(group(/^Deutsch/)).toHaveTextContent('Übersetzung fehlt');
    expect(group(/^Français/)).toHaveTextContent('Übersetzung fehlt');
    expect(within(group(/^Español/)).getByLabelText(/Das erwartet dich/)).toHaveValue(
      'Ideas de publicaciones\nUn plan semanal',
    );
    expect(screen.getByRole('link', { name: 'Vorschau für ES (Español)' })).toHaveAttribute(
      'href',
      '/es_ES/social-media-tipps-und-tricks/instagram-negocio-42?preview=tok.en',
    );
  });

  it('saves the texts per language with the version, and says when someone else was faster', async () => {
    const posts = mockApi('editor', () =>
      jsonResponse(409, { message: ebookMessages.editedMeanwhile }),
    );
    renderConsole(<EbookForm ebook={ebook} />, EBOOKS);
    const user = userEvent.setup();
    const german = screen.getByRole('group', { name: /^Deutsch/ });
    await user.type(within(german).getByLabelText('Titel'), 'Instagram für dein Geschäft');
    await user.type(within(german).getByLabelText('Kategorie-Name'), 'Instagram');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Inzwischen geändert');
    expect(alert).toHaveTextContent('Dieses E-Book wurde inzwischen von jemand anderem geändert.');
    // What was typed stays.
    expect(
      within(screen.getByRole('group', { name: /^Deutsch/ })).getByLabelText('Titel'),
    ).toHaveValue('Instagram für dein Geschäft');
    expect(posts[0]?.body).toMatchObject({
      version: 4,
      numericId: 42,
      countries: ['ES'],
      texts: {
        de: { title: 'Instagram für dein Geschäft', categoryLabel: 'Instagram', highlights: [] },
        es: spanish,
        fr: null,
      },
    });
  });
});

describe('the forms without script', () => {
  const fields = {
    form: 'ebook-create',
    slug: 'instagram-negocio',
    numericId: '',
    category: 'Instagram',
    googleSlidesUrl: 'https://docs.google.com/presentation/d/x/edit',
    gradientType: 'cyan-purple',
    countries: 'ES',
    language: 'es',
    'texts.es.title': spanish.title,
    'texts.es.categoryLabel': 'Instagram',
  };

  it('creates an e-book and goes on to its edit (with the preview)', async () => {
    const { answer, api } = post(
      'admin.ebooks',
      '/de_DE/admin/content/ebooks',
      fields,
      () => ebook,
    );
    expect(await redirected(answer)).toEqual({
      status: 303,
      location: `/de_DE/admin/content/ebooks?ebook=${ebook.id}&gesendet=ebook-create&ergebnis=Instagram+para+tu+negocio`,
    });
    expect(api).toHaveBeenCalledWith(
      'POST',
      '/api/admin/ebooks',
      expect.objectContaining({
        numericId: null,
        countries: ['ES'],
        texts: { de: null, es: { ...spanish, description: '', highlights: [] }, fr: null },
        active: false,
      }),
    );
  });

  it('says a taken slug at the slug field, naming the e-book that has it', async () => {
    const message = fillMessage(ebookMessages.slugTaken, { title: 'Facebook für Cafés' });
    const { answer } = post(
      'admin.ebooks',
      '/de_DE/admin/content/ebooks?ebook=neu',
      fields,
      () => new HttpError(409, JSON.stringify({ message, fields: { slug: message } }), ''),
    );
    expect(await answered(answer)).toMatchObject({
      status: 400,
      data: { fieldErrors: { slug: message }, values: { 'texts.es.title': spanish.title } },
    });
  });
});
