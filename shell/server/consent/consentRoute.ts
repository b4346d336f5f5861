import { randomUUID } from 'node:crypto';
import type { ConsentInput } from 'contracts';
import { ATTRIBUTION_COOKIE } from 'contracts/attribution-fields';
import express, { type Request, type Response, type Router } from 'express';
import { apiRequest, createI18n, readCookies } from 'shared-ui';
import {
  consentSetCookie,
  consentState,
  readConsentChoice,
  type ConsentChoice,
} from '../../src/features/consent/consentCookie';
import {
  choiceFromForm,
  deniedStorage,
  storageNameMatches,
  type ConsentAnswer,
} from '../../src/features/consent/consentForm';
import { localeFromPath } from '../../src/features/locale/resolveLocale';
import { PREFERENCE_PATHS, RETURN_FIELD } from '../../src/features/navigation/preferenceForms';
import { addShellTexts } from '../../src/texts';
import { VISITOR_COOKIE } from '../../src/features/visitor/visitorCookie';
import { returnPath } from '../preferences';
import type { PublicOrigins } from '../security/publicOrigins';
import {
  expiredAttributionCookie,
  hasAttributionCookie,
} from '../../src/features/attribution/attributionCookie';
import { ensureVisitorCookie } from '../visitorCookie';
import type { ConsentConfigCache } from './consentConfigCache';
import { expiredVisitorCookie, hasVisitorCookie } from './pageConsent';

/** Stores one choice as proof (POST /api/consent), for the visitor at `forwardedFor`. */
export type RecordConsent = (input: ConsentInput, forwardedFor: string) => Promise<unknown>;

const recordThroughApi: RecordConsent = (input, forwardedFor) =>
  apiRequest('POST', '/api/consent', input, { headers: { 'x-forwarded-for': forwardedFor } });

export interface ConsentRouteOptions {
  config: ConsentConfigCache;
  origins: PublicOrigins;
  record?: RecordConsent;
}

/**
 * A consent form from another site (an attacker's page posting "accept all"
 * for its visitor): browsers say where a post comes from (Sec-Fetch-Site,
 * Origin); only the site's own pages may make the choice. A client that says
 * neither (no browser) speaks for itself.
 */
function fromElsewhere(req: Request, origins: PublicOrigins): boolean {
  const site = req.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.get('origin');
  return origin !== undefined && !origins.all.includes(origin);
}

/** The visitor's address for the API's rate limit, appended as the /api proxy does. */
function forwardedFor(req: Request): string {
  const earlier = req.get('x-forwarded-for');
  const address = req.socket.remoteAddress ?? '';
  return earlier ? `${earlier}, ${address}` : address;
}

/**
 * Deletes the cookies of the categories now denied that the browser sent:
 * host-only, and on the parent domain where scripts like Google's set them
 * (`.example.de` for www.example.de).
 */
function expireDeniedCookies(req: Request, res: Response, listed: string[]) {
  const parent = req.hostname.split('.').slice(-2).join('.');
  const domains = /^[a-z0-9-]+\.[a-z]{2,}$/i.test(parent) ? [undefined, parent] : [undefined];
  for (const name of readCookies(req.headers.cookie).keys()) {
    // visitor_id is the site's own: deleted host-only with the others of the choice.
    if (
      name === VISITOR_COOKIE ||
      name === ATTRIBUTION_COOKIE ||
      !listed.some((pattern) => storageNameMatches(pattern, name))
    )
      continue;
    for (const domain of domains)
      res.append('Set-Cookie', `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`);
  }
}

/**
 * The consent choice as a form post (banner and settings page, with or
 * without JavaScript): recorded through the API as proof, kept in the
 * consent cookie, the `visitor_id` cookie set with Statistik consent and
 * deleted without, the denied categories' cookies deleted. A form without
 * script gets the page it came from (303); the page's script asks for JSON
 * and applies the answer in place.
 */
export function consentRoutes({
  config,
  origins,
  record = recordThroughApi,
}: ConsentRouteOptions): Router {
  const router = express.Router();
  router.post(
    PREFERENCE_PATHS.consent,
    express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 10 }),
    async (req, res, next) => {
      try {
        await answerConsentPost(req, res, { config, origins, record });
      } catch (error) {
        next(error);
      }
    },
  );
  return router;
}

/** One consent post: refused, recorded and answered (a redirect back, or JSON), or unavailable. */
async function answerConsentPost(
  req: Request,
  res: Response,
  { config: currentConfig, origins, record }: Required<ConsentRouteOptions>,
) {
  res.setHeader('Cache-Control', 'no-store');
  const plain = (status: number, message: string) =>
    res.status(status).type('text/plain; charset=utf-8').send(message);
  if (fromElsewhere(req, origins))
    return plain(403, 'Die Einwilligung kann nur auf dieser Website gegeben werden.');
  const body = (req.body ?? {}) as Record<string, unknown>;
  const made = choiceFromForm(body);
  if (!made)
    return plain(
      400,
      "Unbekannte Auswahl: action muss 'accept-all', 'reject-all' oder 'save-selection' sein.",
    );
  const back = returnPath(body[RETURN_FIELD]);
  const locale = localeFromPath(back.pathname) ?? { language: 'de', country: 'DE' };
  const wantsJson = req.accepts(['html', 'json']) === 'json';
  const unavailable = () => {
    const i18n = createI18n(locale.language);
    addShellTexts(i18n);
    const message = i18n.getFixedT(locale.language, 'shell')('consent.unavailable');
    return wantsJson ? res.status(503).json({ message }) : plain(503, message);
  };

  const now = new Date();
  // The revision the page showed is what the visitor chose on; else the current one.
  const config = await currentConfig({ fresh: !made.revision });
  const revision = made.revision ?? config?.revision;
  if (!revision) return unavailable();
  const previous = readConsentChoice(req.headers.cookie);
  const choice: ConsentChoice = {
    consentId: previous?.consentId ?? randomUUID(),
    revision,
    decidedAt: now,
    ...made.grants,
  };
  try {
    await record(
      {
        consentId: choice.consentId,
        categories: made.grants,
        revision,
        action: made.action,
        language: locale.language,
        country: locale.country,
      },
      forwardedFor(req),
    );
  } catch (error) {
    console.error('Consent not recorded', error);
    return unavailable();
  }

  res.append('Set-Cookie', consentSetCookie(choice, { secure: req.secure }));
  const denied = config ? deniedStorage(config, made.grants) : [];
  let visitorId: string | undefined;
  if (made.grants.statistics) visitorId = ensureVisitorCookie(req, res);
  else if (hasVisitorCookie(req)) res.append('Set-Cookie', expiredVisitorCookie);
  // Kept with either Statistik or Marketing: deleted only when both are denied.
  if (!made.grants.statistics && !made.grants.marketing && hasAttributionCookie(req.headers.cookie))
    res.append('Set-Cookie', expiredAttributionCookie(req.secure));
  expireDeniedCookies(
    req,
    res,
    denied.filter((entry) => entry.kind === 'cookie').map((entry) => entry.name),
  );

  if (!wantsJson) return res.redirect(303, `${back.pathname}${back.search}`);
  const answer: ConsentAnswer = {
    ...consentState(choice, revision, now),
    ...(visitorId ? { visitorId } : {}),
    clearStorage: denied.flatMap((entry) =>
      entry.kind === 'cookie' ? [] : [{ kind: entry.kind, name: entry.name }],
    ),
  };
  res.json(answer);
}
