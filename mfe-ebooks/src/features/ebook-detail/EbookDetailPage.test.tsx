import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { jsonResponse, renderSection } from 'shared-ui/testing';
import { facebookEbook, mockApi, statsUrl } from '../../testing/mockApi';
import { EbookDetailPage } from './EbookDetailPage';

function renderDetail(segment: string) {
  return renderSection(
    <Routes>
      <Route
        path="/:locale/social-media-tipps-und-tricks/:ebookRef"
        element={<EbookDetailPage />}
      />
    </Routes>,
    { route: `/de_DE/social-media-tipps-und-tricks/${segment}` },
  );
}

describe('e-book detail page (SPEC §2)', () => {
  it('finds the e-book by its numeric id and shows all it promises', async () => {
    const { calls } = mockApi({
      'GET /api/ebooks/numeric/1?language=de': jsonResponse(200, facebookEbook),
      [`GET ${statsUrl('Facebook')}`]: jsonResponse(200, { count: 1234 }),
    });
    renderDetail('facebook-fuer-lokale-unternehmen-1');
    expect(screen.getByText('Lade E-Book...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: facebookEbook.title }),
    ).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/ebooks/numeric/1?language=de');
    expect(screen.getByRole('link', { name: /Zurück zu allen E-Books/ })).toHaveAttribute(
      'href',
      '/de_DE/social-media-tipps-und-tricks',
    );
    expect(
      screen.getByText('Professionelle Tipps und Strategien für Facebook'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Das erwartet dich:' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('GRATIS DOWNLOAD')).toBeInTheDocument();
    expect(await screen.findByText('1.234× heruntergeladen')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Jetzt herunterladen - Kostenlos' }),
    ).toBeInTheDocument();
  });

  it('finds the e-book by its UUID, even under a wrong slug', async () => {
    const ebook = {
      ...facebookEbook,
      id: '10000000-0000-4000-8000-000000000002',
      title: 'Facebook und Instagram: Werbeanzeigen mit kleinem Budget',
      category: 'Facebook und Instagram',
      highlights: ['Eins', 'Zwei', 'Drei', 'Vier'],
    };
    mockApi({
      [`GET /api/ebooks/${ebook.id}?language=de`]: jsonResponse(200, ebook),
      [`GET ${statsUrl(ebook.category)}`]: jsonResponse(200, { count: 0 }),
    });
    renderDetail(`irgendwas-${ebook.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: ebook.title })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('says so when the e-book does not exist', async () => {
    mockApi({});
    renderDetail('gibt-es-nicht-999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'E-Book nicht gefunden' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Das gesuchte E-Book existiert nicht.')).toBeInTheDocument();
  });

  it('does not ask the API about a segment without an id', () => {
    const { fetchMock } = mockApi({});
    renderDetail('nur-ein-slug');
    expect(screen.getByRole('heading', { name: 'E-Book nicht gefunden' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a retry when the API is down, and recovers', async () => {
    let up = false;
    mockApi({
      'GET /api/ebooks/numeric/1?language=de': () =>
        up ? jsonResponse(200, facebookEbook) : jsonResponse(503, { message: 'weg' }),
      [`GET ${statsUrl('Facebook')}`]: jsonResponse(200, { count: 1 }),
    });
    renderDetail('facebook-fuer-lokale-unternehmen-1');
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
    expect(screen.queryByText('E-Book nicht gefunden')).not.toBeInTheDocument();
    up = true;
    await userEvent.setup().click(retry);
    expect(
      await screen.findByRole('heading', { level: 1, name: facebookEbook.title }),
    ).toBeInTheDocument();
  });

  it('describes an e-book by its category and shows no empty bullet list', async () => {
    const ebook = {
      ...facebookEbook,
      category: 'YouTube',
      categoryLabel: 'YouTube',
      gradientType: 'unbekannt',
      highlights: [],
    };
    mockApi({
      'GET /api/ebooks/numeric/1?language=de': jsonResponse(200, ebook),
      [`GET ${statsUrl('YouTube')}`]: jsonResponse(200, { count: 0 }),
    });
    renderDetail('facebook-fuer-lokale-unternehmen-1');
    expect(
      await screen.findByText('Professionelle Tipps und Strategien für YouTube'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Das erwartet dich:' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
