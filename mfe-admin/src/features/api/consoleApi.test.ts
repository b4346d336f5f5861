import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from 'shared-ui';
import { jsonResponse } from 'shared-ui/testing';
import { consoleQuery, isConsoleQuery, loadConsoleQueries, sessionCookieOf } from './consoleApi';

const request = (cookie?: string) =>
  ({
    headers: { get: (name: string) => (name === 'cookie' ? (cookie ?? null) : null) },
  }) as Request;

describe('the console API from a page request', () => {
  it('forwards only the staff session cookie to the API', () => {
    expect(sessionCookieOf(request('visitor_id=abc; hello_console=s%3Axyz; theme=dark'))).toBe(
      'hello_console=s%3Axyz',
    );
    expect(sessionCookieOf(request('__Host-hello_console=s%3A1'))).toBe(
      '__Host-hello_console=s%3A1',
    );
  });

  it('forwards nothing without a session cookie', () => {
    expect(sessionCookieOf(request('visitor_id=abc; not_hello_console=1'))).toBeUndefined();
    expect(sessionCookieOf(request())).toBeUndefined();
    expect(sessionCookieOf(undefined)).toBeUndefined();
  });

  it('keys each console query by its API path, so signing out can drop them all', () => {
    const query = consoleQuery('/api/admin/users');
    expect(isConsoleQuery(query.queryKey)).toBe(true);
    expect(isConsoleQuery(['/api/ebooks', {}])).toBe(false);
  });
});

describe("a console page's loader", () => {
  it('lands its fetch even if the page stops observing the query meanwhile', async () => {
    const path = '/api/admin/testimonials/1/versions';
    const queryClient = createQueryClient();
    queryClient.setQueryData(consoleQuery(path).queryKey, { pending: 'draft' });
    let answer: (response: Response) => void = () => undefined;
    global.fetch = jest.fn(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    ) as unknown as typeof fetch;
    // The editor observes the versions; rendered anew (a new record version), it stops for a moment.
    const stop = new QueryObserver(queryClient, consoleQuery(path)).subscribe(() => undefined);
    const loading = loadConsoleQueries(queryClient, new Request('http://localhost/'), [path]);
    stop();
    answer(jsonResponse(200, { pending: null }));
    await loading;
    expect(queryClient.getQueryData(consoleQuery(path).queryKey)).toEqual({ pending: null });
  });
});
