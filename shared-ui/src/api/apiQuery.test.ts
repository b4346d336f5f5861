/**
 * @jest-environment node
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiQueryError, apiQuery, httpStatusOf } from './apiQuery';

function answer(body: string, status: number) {
  const fetchMock = jest.fn().mockImplementation(async () => new Response(body, { status }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('apiQuery: the one way a section loads data', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('GETs the path with its parameters, keyed by both, with credentials', async () => {
    const fetchMock = answer('[{"id":1}]', 200);
    const query = apiQuery<{ id: number }[]>({
      path: '/api/faqs',
      params: { country: 'ES', language: 'de' },
      failure: 'Failed to fetch FAQs',
    });
    expect(query.queryKey).toEqual(['/api/faqs', { country: 'ES', language: 'de' }]);
    await expect(client().fetchQuery(query)).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/faqs?country=ES&language=de',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it("logs and throws SPEC §8's message, keeping the status through the server's JSON", async () => {
    answer('{"message":"kaputt"}', 503);
    const query = apiQuery({ path: '/api/faqs', failure: 'Failed to fetch FAQs' });
    const error = await client()
      .fetchQuery(query)
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiQueryError);
    expect((error as Error).message).toBe('Failed to fetch FAQs');
    expect(logged).toHaveBeenCalledWith('Failed to fetch FAQs', expect.any(Error));
    expect(httpStatusOf(error)).toBe(503);
    expect(httpStatusOf(JSON.parse(JSON.stringify(error)))).toBe(503);
  });

  it('answers the given value for a 404 when not found is data', async () => {
    answer('{"message":"Produkt nicht gefunden"}', 404);
    const query = apiQuery<{ slug: string } | null>({
      path: '/api/products/nope',
      failure: 'Failed to fetch product',
      whenNotFound: null,
    });
    await expect(client().fetchQuery(query)).resolves.toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });

  it('does not log a status the page shows as its own state, but still fails', async () => {
    answer('{"message":"Nicht angemeldet"}', 401);
    const query = apiQuery({
      path: '/api/admin/session',
      failure: 'Failed to fetch console data',
      expectedStatuses: [401, 403],
    });
    const error = await client()
      .fetchQuery(query)
      .catch((failure: unknown) => failure);
    expect(httpStatusOf(error)).toBe(401);
    expect(logged).not.toHaveBeenCalled();
  });

  it('is a failure when the API fails to answer at all', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('fetch failed')) as never;
    const query = apiQuery({ path: '/api/glossary', failure: 'Failed to fetch glossary' });
    const error = await client()
      .fetchQuery(query)
      .catch((failure: unknown) => failure);
    expect((error as Error).message).toBe('Failed to fetch glossary');
    expect(httpStatusOf(error)).toBeUndefined();
  });
});
