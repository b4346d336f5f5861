import { HttpError } from 'shared-ui';
import { sessionCookieOf, statusOf } from './consoleApi';

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

  it("reads a failure's status in the browser and after the server's hydration", () => {
    expect(statusOf(new HttpError(401, '{}', 'Unauthorized'))).toBe(401);
    expect(statusOf(JSON.parse(JSON.stringify(new HttpError(403, '{}', 'Forbidden'))))).toBe(403);
    expect(statusOf(new Error('offline'))).toBeUndefined();
    expect(statusOf(null)).toBeUndefined();
  });
});
