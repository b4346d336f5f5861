import { consolePage } from 'contracts/admin';
import { recordPath } from '../records/recordPaths';

/** The console's routing API (admin): destinations, their keys, the delivery log. */
const ROUTING_API = '/api/admin/routing';
export const DESTINATIONS_PATH = `${ROUTING_API}/destinations`;
export const WEBHOOKS_PATH = `${ROUTING_API}/webhooks`;
export const SALES_MAILS_PATH = `${ROUTING_API}/mails`;
export const destinationPath = (id: string, change: string) =>
  recordPath(DESTINATIONS_PATH, id, change);

const DELIVERIES_PATH = `${ROUTING_API}/deliveries`;
export const resendPath = (attemptId: string) => recordPath(DELIVERIES_PATH, attemptId, 'resend');

/** The filters of 'Zustellungen', as its URL and the API name them. */
export const DELIVERY_FILTERS = ['destination', 'event', 'outcome'] as const;

/** How many attempts the page lists, newest first (the API's default; its maximum is 200). */
export const DELIVERIES_LIMIT = 50;

/** The attempts the page's URL asks for: its filters (unknown values left to the API to refuse). */
export function deliveriesPath(search: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const name of DELIVERY_FILTERS) {
    const value = search.get(name)?.trim();
    if (value) query.set(name, value);
  }
  query.set('limit', String(DELIVERIES_LIMIT));
  return `${DELIVERIES_PATH}?${query}`;
}

/** 'Zustellungen' of one destination: the page's link from each row of 'Weiterleitung'. */
export const deliveriesPageOf = (destinationId: string) =>
  `${consolePage('routingDeliveries').path}?${new URLSearchParams({ destination: destinationId })}`;
