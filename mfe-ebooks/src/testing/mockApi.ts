import type { EbookDetail, EbookListItem } from 'contracts';
import { jsonResponse } from 'shared-ui/testing';

type Answer = Response | ((body: unknown) => Response | Promise<Response>);

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A fetch for unit tests that answers by "METHOD url" and records every call;
 * anything not listed answers 404, like the API for an unknown path.
 */
export function mockApi(answers: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const answer = answers[`${method} ${url}`];
    if (!answer) return jsonResponse(404, { message: 'Nicht gefunden' });
    return typeof answer === 'function' ? answer(body) : answer;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetchMock,
    calls,
    bodiesOf: (method: string, url: string) =>
      calls.filter((call) => call.method === method && call.url === url).map((call) => call.body),
  };
}

export const statsUrl = (category: string) =>
  `/api/stats/downloads?${new URLSearchParams({ category })}`;

export const facebookEbook: EbookDetail = {
  id: '10000000-0000-4000-8000-000000000001',
  numericId: 1,
  title: 'Facebook für lokale Unternehmen: Der Praxis-Leitfaden',
  slug: 'facebook-fuer-lokale-unternehmen',
  category: 'Facebook',
  categoryLabel: 'Facebook',
  gradientType: 'emerald-teal',
  description: null,
  coverVersion: 'v1Facebook01',
  language: 'de',
  googleSlidesUrl: 'https://docs.google.com/presentation/d/abc/edit',
  highlights: [
    'Wie du mit deiner Facebook-Seite Kunden aus deiner Umgebung erreichst',
    'Beitragsideen und ein Wochenplan, der dich wenig Zeit kostet',
  ],
};

export function listItem(overrides: Partial<EbookListItem>): EbookListItem {
  const { googleSlidesUrl: _url, highlights: _highlights, ...item } = facebookEbook;
  return { ...item, ...overrides };
}
