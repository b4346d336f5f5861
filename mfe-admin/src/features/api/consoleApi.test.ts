import { consoleQuery, isConsoleQuery, sessionCookieOf } from './consoleApi';

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
