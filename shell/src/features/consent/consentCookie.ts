import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_MONTHS,
  CONSENT_REVISION_PATTERN,
} from 'contracts/consent-categories';
import { isVisitorId } from 'contracts/visitor-id';
import { readCookies } from 'shared-ui';

/** The optional categories, each granted or not (necessary is always granted). */
export interface ConsentGrants {
  statistics: boolean;
  marketing: boolean;
}

export const NO_CONSENT: ConsentGrants = { statistics: false, marketing: false };
export const ALL_CONSENT: ConsentGrants = { statistics: true, marketing: true };

/** A visitor's choice as the consent cookie keeps it. */
export interface ConsentChoice extends ConsentGrants {
  /** The random id every choice of this browser is recorded under (POST /api/consent). */
  consentId: string;
  /** The configuration revision the choice was made on. */
  revision: string;
  decidedAt: Date;
}

/**
 * What a page knows about the visitor's consent: whether a choice in force
 * exists (else the banner asks) and what it grants. A choice on an older
 * revision or older than six months grants nothing: the visitor is asked again.
 */
export interface ConsentState extends ConsentGrants {
  decided: boolean;
}

export const UNDECIDED: ConsentState = { decided: false, ...NO_CONSENT };

const FLAGS = { statistics: 's', marketing: 'm' } as const;
/** A clock skew tolerated on a choice's date before the cookie counts as forged. */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

/** `consentId.revision.decidedAtSeconds.flags` (flags `s`, `m`, `sm` or `-`): cookie-safe, no encoding. */
export function consentCookieValue(choice: ConsentChoice): string {
  const flags =
    (choice.statistics ? FLAGS.statistics : '') + (choice.marketing ? FLAGS.marketing : '');
  const seconds = Math.floor(choice.decidedAt.getTime() / 1000);
  return [choice.consentId, choice.revision, seconds, flags || '-'].join('.');
}

/** The choice a cookie value holds; anything malformed is no choice (the banner asks again). */
export function parseConsentCookie(value: string | undefined): ConsentChoice | undefined {
  const parts = value?.split('.');
  if (parts?.length !== 4) return undefined;
  const [consentId, revision, seconds, flags] = parts as [string, string, string, string];
  if (!isVisitorId(consentId) || !CONSENT_REVISION_PATTERN.test(revision)) return undefined;
  if (!/^\d{1,12}$/.test(seconds) || !/^(-|s|m|sm)$/.test(flags)) return undefined;
  return {
    consentId,
    revision,
    decidedAt: new Date(Number(seconds) * 1000),
    statistics: flags.includes(FLAGS.statistics),
    marketing: flags.includes(FLAGS.marketing),
  };
}

/** The choice in a Cookie header (or `document.cookie`), if it holds one. */
export function readConsentChoice(cookieHeader: string | undefined): ConsentChoice | undefined {
  return parseConsentCookie(readCookies(cookieHeader).get(CONSENT_COOKIE));
}

/**
 * When a choice must be asked again: six calendar months after it was made
 * (the last day of the month where the month is shorter: 31 August → 28/29 February).
 */
export function consentExpiry(decidedAt: Date): Date {
  const expiry = new Date(decidedAt.getTime());
  const day = expiry.getUTCDate();
  expiry.setUTCDate(1);
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_MAX_AGE_MONTHS);
  const lastDay = new Date(
    Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() + 1, 0),
  ).getUTCDate();
  expiry.setUTCDate(Math.min(day, lastDay));
  return expiry;
}

/**
 * Whether a choice is still in force: made on the current revision (an
 * unknown one, the API unreachable, trusts the cookie's), less than six
 * months ago, and not dated in the future.
 */
export function isChoiceInForce(
  choice: ConsentChoice,
  currentRevision: string | undefined,
  now: Date,
): boolean {
  if (currentRevision !== undefined && choice.revision !== currentRevision) return false;
  if (choice.decidedAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) return false;
  return consentExpiry(choice.decidedAt).getTime() > now.getTime();
}

/** What a page may do for this visitor: only a choice in force grants anything. */
export function consentState(
  choice: ConsentChoice | undefined,
  currentRevision: string | undefined,
  now: Date,
): ConsentState {
  if (!choice || !isChoiceInForce(choice, currentRevision, now)) return UNDECIDED;
  return { decided: true, statistics: choice.statistics, marketing: choice.marketing };
}

/**
 * The consent cookie, set when the choice is made: until it expires, every path, not readable by
 * script (the server reads and writes it: a third-party script cannot grant
 * itself consent), Secure when the site is served over TLS.
 */
export function consentSetCookie(choice: ConsentChoice, { secure }: { secure: boolean }): string {
  const maxAge = Math.floor(
    (consentExpiry(choice.decidedAt).getTime() - choice.decidedAt.getTime()) / 1000,
  );
  return `${CONSENT_COOKIE}=${consentCookieValue(choice)}; Max-Age=${maxAge}; Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}
