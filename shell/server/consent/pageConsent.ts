import type { ConsentConfig } from 'contracts';
import type { Request, RequestHandler, Response } from 'express';
import {
  consentState,
  readConsentChoice,
  UNDECIDED,
  type ConsentState,
} from '../../src/features/consent/consentCookie';
import { VISITOR_COOKIE } from '../../src/features/visitor/visitorCookie';
import { pageAttribution } from '../attribution';
import { allowVendorOrigins } from '../security/securityHeaders';
import { ensureVisitorCookie } from '../visitorCookie';
import type { ConsentConfigCache } from './consentConfigCache';

/** What a page is rendered with: the visitor's consent in force and the revision the banner asks on. */
export interface PageConsent {
  state: ConsentState;
  /** The current configuration revision (undefined while the API cannot say). */
  revision: string | undefined;
}

const LOCALS_KEY = 'pageConsent';

/** The page's consent (set by pageConsent; without it, nothing is granted). */
export const pageConsentOf = (res: Response): PageConsent =>
  (res.locals[LOCALS_KEY] as PageConsent | undefined) ?? { state: UNDECIDED, revision: undefined };

/** The visitor id a page may use: only with Statistik consent (set by pageConsent). */
export const consentedVisitorId = (res: Response): string | undefined =>
  res.locals.visitorId as string | undefined;

/** Whether the request carries a `visitor_id` cookie at all (readable or not). */
export const hasVisitorCookie = (req: Request) =>
  new RegExp(`(?:^|;)\\s*${VISITOR_COOKIE}=`).test(req.headers.cookie ?? '');

/** Deletes the `visitor_id` cookie in the browser. */
export const expiredVisitorCookie = `${VISITOR_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;

/** Every origin the configured services' scripts talk to, once each. */
export const vendorOriginsOf = (config: ConsentConfig | undefined): string[] => [
  ...new Set(
    (config?.categories ?? []).flatMap((category) =>
      category.services.flatMap((service) => service.origins ?? []),
    ),
  ),
];

/**
 * Before a page is rendered: the visitor's choice in force (the consent
 * cookie against the current revision), and the `visitor_id` cookie
 * following it — kept or set with Statistik consent, deleted without
 * (a withdrawal, a choice that expired or was made on another revision);
 * the attribution cookie likewise, with Statistik or Marketing consent.
 * The page's CSP then allows the origins the active pixels talk to.
 */
export function pageConsent(config: ConsentConfigCache): RequestHandler {
  return async (req, res, next) => {
    try {
      const current = await config();
      const revision = current?.revision;
      // Any active pixel may be injected once the visitor consents, without a reload.
      allowVendorOrigins(req, res, vendorOriginsOf(current));
      const state = consentState(readConsentChoice(req.headers.cookie), revision, new Date());
      res.locals[LOCALS_KEY] = { state, revision } satisfies PageConsent;
      if (state.statistics) ensureVisitorCookie(req, res);
      else if (hasVisitorCookie(req)) res.append('Set-Cookie', expiredVisitorCookie);
      pageAttribution(req, res, state.statistics || state.marketing);
      next();
    } catch (error) {
      next(error);
    }
  };
}
