/**
 * @jest-environment node
 */
import { QueryClient } from '@tanstack/react-query';
import type { ActionFunctionArgs } from 'react-router-dom';
import { sectionActionArgs } from './sectionAction';
import type { ShellRouteContext } from './shellRouteContext';

/** A form posted without script, as toFetchRequest hands it to the static handler. */
const pagePost = () =>
  new Request('https://site.example/de_DE/admin/leads', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: 'hello_console=s%3Aabc; visitor_id=v1',
      origin: 'https://site.example',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': '203.0.113.9',
      'user-agent': 'Browser',
    },
    body: 'form=sign-out',
  });

describe("a section action's API calls on the shell's server", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("carry the visitor's cookies, address, protocol and fetch metadata; the cookies the API sets go to the page's answer", async () => {
    const sent: Headers[] = [];
    global.fetch = jest.fn(async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      const headers = new Headers();
      headers.append('Set-Cookie', 'hello_console=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
      return new Response('{}', { headers });
    }) as unknown as typeof fetch;
    const context: ShellRouteContext = {
      queryClient: new QueryClient(),
      rootLocale: () => 'de_DE',
      responseCookies: [],
    };
    const args = await sectionActionArgs({
      params: { locale: 'de_DE' },
      request: pagePost(),
      context,
    } as unknown as ActionFunctionArgs);

    expect(args?.hydrated).toBe(false);
    expect(args?.formData.get('form')).toBe('sign-out');
    await args!.api('POST', '/api/admin/sign-out', {});
    expect(Object.fromEntries(sent[0]!)).toMatchObject({
      cookie: 'hello_console=s%3Aabc; visitor_id=v1',
      origin: 'https://site.example',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
    });
    expect(sent[0]!.get('user-agent')).not.toBe('Browser');
    expect(context.responseCookies).toEqual([
      'hello_console=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
  });
});
