import { screen } from '@testing-library/react';
import { jsonResponse, renderSection } from 'shared-ui/testing';
import { listItem, mockApi, statsUrl } from '../../testing/mockApi';
import { EbookCard } from './EbookCard';

function renderCard(
  overrides: Parameters<typeof listItem>[0],
  count: number,
  options: Parameters<typeof renderSection>[1] = {},
) {
  const ebook = listItem(overrides);
  mockApi({ [`GET ${statsUrl(ebook.category)}`]: jsonResponse(200, { count }) });
  return renderSection(<EbookCard ebook={ebook} />, options);
}

describe('e-book card (SPEC §2)', () => {
  it('links to {slug}-{numericId} and shows badges, title, description and link text', async () => {
    renderCard({}, 12);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute(
      'href',
      '/de_DE/social-media-tipps-und-tricks/facebook-fuer-lokale-unternehmen-1',
    );
    expect(screen.getByText('GRATIS DOWNLOAD')).toBeInTheDocument();
    expect(await screen.findByText('12× heruntergeladen')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        name: 'Facebook für lokale Unternehmen: Der Praxis-Leitfaden',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Professionelle Tipps und Strategien für Facebook'),
    ).toBeInTheDocument();
    expect(screen.getByText('Mehr erfahren & herunterladen')).toBeInTheDocument();
  });

  it('links with the UUID when the e-book has no numeric id', () => {
    renderCard({ numericId: null }, 0);
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      '/de_DE/social-media-tipps-und-tricks/facebook-fuer-lokale-unternehmen-10000000-0000-4000-8000-000000000001',
    );
  });

  it.each([
    ['emerald-teal', 'emerald-teal'],
    ['purple-pink', 'purple-pink'],
    ['cyan-purple', 'cyan-purple'],
    ['orange-pink', 'orange-pink'],
    ['rainbow', 'emerald-teal'],
    ['', 'emerald-teal'],
    ['toString', 'emerald-teal'],
  ])('gradientType "%s" colours the card %s', (gradientType, expected) => {
    const { container } = renderCard({ gradientType }, 0);
    expect(container.querySelector('[data-gradient]')).toHaveAttribute('data-gradient', expected);
  });

  it.each([
    ['de', 'DE', 1234, '1.234× heruntergeladen'],
    ['de', 'DE', 1234567, '1.234.567× heruntergeladen'],
    ['de', 'DE', 1, '1× heruntergeladen'],
    ['es', 'ES', 12345, '12.345 descargas'],
    ['es', 'ES', 1, '1 descarga'],
    ['fr', 'FR', 1234, '1\u202f234 téléchargements'],
    ['fr', 'FR', 1, '1 téléchargement'],
  ] as const)('formats the count for %s (%s, %d)', async (language, country, count, text) => {
    renderCard({}, count, { language, country });
    expect(await screen.findByTestId('download-count')).toHaveTextContent(text, {
      normalizeWhitespace: false,
    });
  });

  it.each([
    ['de', 'DE', 'Neu'],
    ['es', 'ES', 'Nuevo'],
    ['fr', 'FR', 'Nouveau'],
  ] as const)(
    'says %s "%s" instead of a count of 0 (counts start at 1)',
    async (language, country, text) => {
      renderCard({}, 0, { language, country });
      expect(await screen.findByTestId('download-count')).toHaveTextContent(text);
      expect(screen.queryByText(/0\s*(×|descarga|téléchargement)/)).not.toBeInTheDocument();
    },
  );

  it("shows the e-book's cover in the page's language, versioned, with its size reserved", () => {
    const { container } = renderCard({ coverVersion: 'abc123' }, 3, { language: 'es' });
    const cover = screen.getByTestId('ebook-cover');
    expect(cover).toHaveAttribute(
      'src',
      '/api/ebooks/10000000-0000-4000-8000-000000000001/cover.svg?language=es&v=abc123',
    );
    expect(cover).toHaveAttribute('width', '600');
    expect(cover).toHaveAttribute('height', '800');
    // The title is the card's heading: the image adds nothing to read out.
    expect(cover).toHaveAttribute('alt', '');
    expect(container.querySelector('svg')).toBeNull();
  });

  it("shows the e-book's own description where it has one", () => {
    renderCard({ description: 'Wie du mit deiner Seite Kundschaft gewinnst.' }, 1);
    expect(screen.getByText('Wie du mit deiner Seite Kundschaft gewinnst.')).toBeInTheDocument();
    expect(screen.queryByText(/Professionelle Tipps/)).not.toBeInTheDocument();
  });

  it('names the category as the API names it in the language of the texts', () => {
    renderCard(
      { category: 'Facebook und Instagram', categoryLabel: 'Facebook e Instagram', language: 'es' },
      0,
      { country: 'ES' },
    );
    expect(
      screen.getByText('Consejos y estrategias profesionales para Facebook e Instagram'),
    ).toBeInTheDocument();
  });

  it("marks an e-book not in the page's language with its own, says so in the page's, and keeps badges and link in the page's", async () => {
    renderCard(
      {
        title: 'Perfil de Empresa en Google',
        description: null,
        category: 'Google Unternehmensprofil',
        categoryLabel: 'Perfil de Empresa de Google',
        language: 'es',
      },
      2,
    );
    const title = screen.getByRole('heading', { name: 'Perfil de Empresa en Google' });
    const block = title.closest('[lang]');
    expect(block).toHaveAttribute('lang', 'es');
    // The whole block in Spanish, the category's description too.
    expect(block).toHaveTextContent(
      'Consejos y estrategias profesionales para Perfil de Empresa de Google',
    );
    const note = screen.getByTestId('only-in-language');
    expect(note).toHaveTextContent('Nur auf Spanisch verfügbar');
    expect(note).toHaveAttribute('lang', 'de');
    expect(await screen.findByText('2× heruntergeladen')).not.toHaveAttribute('lang');
    expect(screen.getByText('Mehr erfahren & herunterladen').closest('[lang]')).toBeNull();
  });

  it("adds no lang and no note when the e-book speaks the page's language", () => {
    const { container } = renderCard({ language: 'fr' }, 0, { country: 'FR' });
    expect(container.querySelector('[lang]')).toBeNull();
    expect(screen.queryByTestId('only-in-language')).not.toBeInTheDocument();
  });

  it('shows no count badge when the count could not be loaded', async () => {
    const ebook = listItem({});
    const { fetchMock } = mockApi({
      [`GET ${statsUrl(ebook.category)}`]: jsonResponse(503, { message: 'weg' }),
    });
    renderSection(<EbookCard ebook={ebook} />);
    await screen.findByText('GRATIS DOWNLOAD');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByTestId('download-count')).not.toBeInTheDocument();
  });
});
