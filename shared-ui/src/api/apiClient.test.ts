/**
 * @jest-environment node
 */
import { apiRequest, getQueryFn, HttpError, throwIfResNotOk } from './apiClient';

function mockFetch(response: Response) {
  const fetchMock = jest.fn().mockResolvedValue(response);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('API client (SPEC §7/§8)', () => {
  it('turns a non-OK answer into "status: body"', async () => {
    const res = new Response('{"message":"Bitte mindestens 10 Zeichen eingeben"}', { status: 400 });
    await expect(throwIfResNotOk(res)).rejects.toThrow(
      '400: {"message":"Bitte mindestens 10 Zeichen eingeben"}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    const res = new Response('', { status: 503, statusText: 'Service Unavailable' });
    await expect(throwIfResNotOk(res)).rejects.toThrow('503: Service Unavailable');
  });

  it("exposes the API's message from a JSON body", () => {
    expect(new HttpError(400, '{"message":"kaputt"}', 'Bad Request').apiMessage).toBe('kaputt');
    expect(new HttpError(502, '<html>', 'Bad Gateway').apiMessage).toBeUndefined();
  });

  it('sends JSON with credentials only when there is a payload', async () => {
    const fetchMock = mockFetch(new Response('{}', { status: 201 }));
    await apiRequest('POST', '/api/feedback', { feedbackText: 'x'.repeat(12) });
    expect(fetchMock).toHaveBeenCalledWith('/api/feedback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ feedbackText: 'x'.repeat(12) }),
      credentials: 'include',
    });

    await apiRequest('GET', '/api/testimonials');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/testimonials', {
      method: 'GET',
      headers: {},
      body: undefined,
      credentials: 'include',
    });
  });

  it('loads a query by joining its key with "/"', async () => {
    const fetchMock = mockFetch(new Response('[1,2]', { status: 200 }));
    const queryFn = getQueryFn<number[]>({ on401: 'throw' });
    const result = await queryFn({ queryKey: ['/api/ebooks', 'numeric', 3] } as never);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/ebooks/numeric/3');
    expect(result).toEqual([1, 2]);
  });

  it('returns null on 401 only in that mode', async () => {
    mockFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(
      getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/x'] } as never),
    ).resolves.toBeNull();
    mockFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/x'] } as never)).rejects.toThrow(
      '401: Unauthorized',
    );
  });
});
