import type { Request, RequestHandler, Response } from 'express';
import {
  ATTRIBUTION_FIELD,
  decodeAttribution,
  encodeAttribution,
} from 'contracts/attribution-fields';
import { escapeHtml } from 'server-kit';
import { ATTRIBUTION_FIELD_MARKER } from 'shared-ui';
import {
  attributionCookie,
  expiredAttributionCookie,
  fieldTouches,
  hasAttributionCookie,
  landingTouch,
} from '../src/features/attribution/attributionCookie';
import { formPostBody } from './render/formPost';

const LOCALS_KEY = 'attribution';

/**
 * Issue 37, on a page request: what brought the visitor, from the request's
 * URL (utm_*) and Referer. With Statistik or Marketing consent the cookie
 * keeps first and last touch (set again only when this request is a touch);
 * without, the cookie is deleted and the value lives in this page only. The
 * lead forms' field gets the value after the page cache (fillAttributionField).
 */
export function pageAttribution(req: Request, res: Response, consented: boolean): void {
  const landing =
    req.method === 'GET'
      ? landingTouch(new URL(req.originalUrl, `http://${req.hostname}`), req.get('referer'))
      : undefined;
  const touches = fieldTouches(consented, req.headers.cookie, landing);
  if (consented && landing) {
    const cookie = attributionCookie(touches, req.secure);
    if (cookie) res.append('Set-Cookie', cookie);
  } else if (!consented && hasAttributionCookie(req.headers.cookie)) {
    res.append('Set-Cookie', expiredAttributionCookie(req.secure));
  }
  res.locals[LOCALS_KEY] = encodeAttribution(touches);
}

/** The field's value for this answer: a re-rendered form post keeps what it posted. */
function fieldValue(req: Request, res: Response): string {
  if (req.method !== 'POST') return (res.locals[LOCALS_KEY] as string | undefined) ?? '';
  const body = formPostBody(req, res);
  const posted = body && new URLSearchParams(body.toString('utf8')).get(ATTRIBUTION_FIELD);
  return encodeAttribution(decodeAttribution(posted ?? ''));
}

/** The page's empty attribution fields with this visitor's value (escaped). */
export function fillAttributionFields(html: string, value: string): string {
  if (!value || !html.includes(ATTRIBUTION_FIELD_MARKER)) return html;
  return html.replaceAll(
    ATTRIBUTION_FIELD_MARKER,
    `name="${ATTRIBUTION_FIELD}" value="${escapeHtml(value)}"`,
  );
}

/**
 * Fills every answer's lead form fields, stored page or fresh: placed before
 * the page cache, it sees the page after the cache kept it (without the
 * visitor's values), one string search when a page has no lead form.
 */
export const fillAttributionField: RequestHandler = (req, res, next) => {
  const send = res.send.bind(res);
  res.send = (body: unknown) =>
    send(typeof body === 'string' ? fillAttributionFields(body, fieldValue(req, res)) : body);
  next();
};
