import { isVisitorId } from 'contracts/visitor-id';
import { readCookies } from 'shared-ui';

/** SPEC §9: cookie `visitor_id`, a UUID, 30 days, path /, SameSite Lax. */
export const VISITOR_COOKIE = 'visitor_id';
export const VISITOR_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * The visitor's id from the cookie when it is one the API accepts (the one
 * rule of contracts); anything else, undecodable included, is no id: the
 * page gives the visitor a new one, which replaces the bad cookie.
 */
export function readVisitorId(cookieHeader: string | undefined): string | undefined {
  const id = readCookies(cookieHeader).get(VISITOR_COOKIE);
  return isVisitorId(id) ? id : undefined;
}

export function visitorCookie(id: string): string {
  return `${VISITOR_COOKIE}=${id}; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/** The visitor's id from the cookie, or a new one (stored for 30 days). */
/** crypto.randomUUID exists only in secure contexts; getRandomValues everywhere. */
export function newVisitorId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function ensureVisitorId(doc: Document, newId: () => string = newVisitorId): string {
  const existing = readVisitorId(doc.cookie);
  if (existing) return existing;
  const id = newId();
  doc.cookie = visitorCookie(id);
  return id;
}
