import type { LeadListItem } from 'contracts';
import { jsonResponse } from 'shared-ui/testing';

/** A payment lead with every field, none of the optional ones set but those given. */
export const leadItem = (extra: Partial<LeadListItem> = {}): LeadListItem => ({
  type: 'payment',
  id: '1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d',
  email: 'kundin@example.com',
  createdAt: '2026-03-05T14:07:00.000Z',
  country: 'ES',
  language: 'es',
  ebookCategory: null,
  ebookId: null,
  ebookTitle: null,
  newsletterOptIn: null,
  provider: 'mollie',
  interestLevel: 'high',
  status: 'neu',
  statusNote: null,
  converted: false,
  convertedAt: null,
  assigneeId: null,
  assigneeName: null,
  submissions: 1,
  lastSubmittedAt: null,
  feedbackText: null,
  contactName: null,
  phone: null,
  business: null,
  message: null,
  productSlug: null,
  productName: null,
  newsletterState: null,
  confirmedAt: null,
  unsubscribedAt: null,
  attribution: null,
  ...extra,
});

/**
 * The leads API of a test: a write answers `answer`, the session is none
 * (401), and every other read (the page's loader again after a write)
 * answers `read`. Returns the writes sent to it, as the page posted them.
 */
export function mockLeadApi(answer: Response, read: () => Response) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) =>
    (init?.method ?? 'GET') === 'POST'
      ? answer
      : url === '/api/admin/session'
        ? jsonResponse(401, { message: 'Nicht angemeldet' })
        : read(),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return () =>
    (fetchMock.mock.calls as [string, RequestInit | undefined][])
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => ({ url, body: JSON.parse(String(init!.body)) as unknown }));
}
