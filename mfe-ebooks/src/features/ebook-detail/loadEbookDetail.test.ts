/**
 * @jest-environment node
 */
import { createI18n, createQueryClient, type SectionLoaderArgs } from 'shared-ui';
import { jsonResponse } from 'shared-ui/testing';
import { facebookEbook, mockApi, statsUrl } from '../../testing/mockApi';
import { downloadStatsQuery, ebookDetailQuery } from '../ebooks/ebookQueries';
import { ebookDetailMeta } from './ebookDetailMeta';
import { loadEbookDetail } from './loadEbookDetail';

const PAGE = 'http://localhost/de_DE/social-media-tipps-und-tricks';

function load(ebookRef: string, search = '') {
  const queryClient = createQueryClient();
  const args: SectionLoaderArgs = {
    params: { locale: 'de_DE', ebookRef },
    request: new Request(`${PAGE}/${ebookRef}${search}`),
    queryClient,
    locale: { locale: 'de_DE', language: 'de', country: 'DE' },
  };
  return { queryClient, args, result: loadEbookDetail(args) };
}

beforeEach(() => {
  mockApi({
    'GET /api/ebooks/numeric/1?language=de': jsonResponse(200, facebookEbook),
    [`GET /api/ebooks/${facebookEbook.id}?language=de`]: jsonResponse(200, facebookEbook),
    'GET /api/ebooks/numeric/2?language=de': jsonResponse(503, { message: 'weg' }),
    'GET /api/ebooks/numeric/0?language=de': jsonResponse(400, {
      message: 'Ungültige numerische ID',
    }),
    [`GET ${statsUrl('Facebook')}`]: jsonResponse(200, { count: 8 }),
  });
});

describe('e-book detail loader', () => {
  it('prefetches the e-book and its count for the server render; the head names it', async () => {
    const { queryClient, result } = load('facebook-fuer-lokale-unternehmen-1');
    await expect(result).resolves.toBeUndefined();
    expect(
      queryClient.getQueryData(ebookDetailQuery({ kind: 'numeric', numericId: 1 }, 'de').queryKey),
    ).toEqual(facebookEbook);
    expect(queryClient.getQueryData(downloadStatsQuery('Facebook').queryKey)).toEqual({
      count: 8,
    });
    const meta = ebookDetailMeta(createI18n('de'), {
      params: { ebookRef: 'facebook-fuer-lokale-unternehmen-1' },
      queryClient,
    });
    expect(meta.title).toBe(facebookEbook.title);
    expect(meta.description).toContain('Professionelle Tipps und Strategien für Facebook');
  });

  it.each([
    'gibt-es-nicht-999',
    'kein-id',
    'x-10000000-0000-4000-8000-000000000099',
    'ungueltig-0',
  ])('answers 404 for %s', async (segment) => {
    await expect(load(segment).result).resolves.toEqual({ status: 404 });
  });

  it('redirects a wrong slug to the canonical URL, keeping the query', async () => {
    const response = await load('falscher-slug-1', '?utm_source=x').result.catch(
      (thrown: unknown) => thrown,
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get('Location')).toBe(
      '/de_DE/social-media-tipps-und-tricks/facebook-fuer-lokale-unternehmen-1?utm_source=x',
    );
  });

  it('redirects a UUID link to the numeric one', async () => {
    const response = await load(
      `facebook-fuer-lokale-unternehmen-${facebookEbook.id}`,
    ).result.catch((thrown: unknown) => thrown);
    expect((response as Response).headers.get('Location')).toBe(
      '/de_DE/social-media-tipps-und-tricks/facebook-fuer-lokale-unternehmen-1',
    );
  });

  it('does not throw when the API is down: the page shows its error state', async () => {
    const { queryClient, result } = load('slug-2');
    await expect(result).resolves.toBeUndefined();
    const query = ebookDetailQuery({ kind: 'numeric', numericId: 2 }, 'de');
    expect(queryClient.getQueryState(query.queryKey)?.status).toBe('error');
  });
});
