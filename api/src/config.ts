import path from 'node:path';
import { metricsAddressFromEnv, type MetricsAddress } from 'server-kit/metrics';
import type { SenderIdentification } from 'contracts';
import { apiRoot } from './db/connection';
import type { MailConfig } from './mail/mailer';
import { DEFAULT_DAILY_VOTE_CAP } from './services/board';
import { defaultRetentionPolicy, type RetentionPolicy } from './services/console/retention';

/** Everything the server reads from the environment, in one place. */
export interface ServerConfig {
  port: number;
  host: string;
  /**
   * API_SOCKET: a Unix socket the API also listens on, for a proxy on the
   * same host (`npm start`'s shell). Unset: the TCP port only.
   */
  socketPath: string | undefined;
  trustProxy: boolean | number | string;
  rateLimit: { limit: number; windowMs: number };
  /**
   * REDIS_URL (the former name RATE_LIMIT_REDIS_URL is still read): what
   * several API instances share — the rate limiter's counts and the response
   * cache's invalidations (pub/sub). Unset: both in this process only.
   */
  redisUrl: string | undefined;
  /** Browser origins allowed to call the API (CORS); empty: same origin only. */
  corsOrigins: string[];
  /** Seconds GET answers are served from memory; 0 switches the cache off. */
  responseCacheTtlSeconds: number;
  /** The provider's console (/api/admin/*). */
  admin: AdminConfig;
  /** BOARD_DAILY_VOTE_CAP: votes per board entry, network address and UTC day. */
  board: { dailyVoteCap: number };
  /**
   * The newsletter's and sales' mails: SMTP_URL or the outbox folder, the
   * sender and its identification (LEGAL_*), the links' origin.
   */
  mail: MailConfig & { linkOrigin: string; exampleLegalSettings: string[] };
  /**
   * WEBHOOK_ALLOW_PRIVATE_NETWORKS: webhooks may go to http:// and to
   * loopback/private addresses (development, tests). Off: https:// to public
   * addresses only, checked at every delivery.
   */
  webhooks: { allowPrivateNetworks: boolean };
  /**
   * METRICS_PORT (and METRICS_HOST, default 127.0.0.1): Prometheus metrics
   * on a listener of their own, never the public port. Unset: none.
   */
  metrics: MetricsAddress | undefined;
}

export interface AdminConfig {
  /** PUBLIC_ORIGIN: the site's origins (comma-separated) a console write may come from besides its own. */
  allowedOrigins: string[];
  /** ADMIN_COOKIE_SECURE: Secure + __Host- session cookie; default on when NODE_ENV=production. */
  secureCookie: boolean;
  /** APP_SECRET (>= 32 characters): keys session cookies and the suppression list; optional. */
  appSecret: string | undefined;
  /** RETENTION_*_MONTHS: how long each kind of lead is kept (RETENTION_*_DAYS: payloads, Web Vitals). */
  retention: RetentionPolicy;
}

/** TRUST_PROXY: 'true'/'false', a hop count, or Express's subnet syntax ('loopback', '10.0.0.0/8'). */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** A whole number >= `min` from the environment, or the default; anything else stops the start. */
export function intFromEnv(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min = 1,
): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number >= ${min} (got '${raw}')`);
  }
  return value;
}

/** 'true'/'false' (or 1/0) from the environment, or the default; anything else stops the start. */
export function booleanFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be true or false (got '${env[name]}')`);
}

const listFromEnv = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function adminConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AdminConfig {
  const appSecret = env.APP_SECRET?.trim() || undefined;
  if (appSecret && appSecret.length < 32) {
    throw new Error('APP_SECRET must be at least 32 characters long (e.g. openssl rand -hex 32)');
  }
  const months = (name: string, fallback: number) => intFromEnv(env, name, fallback);
  return {
    allowedOrigins: listFromEnv(env.PUBLIC_ORIGIN).map((origin) => origin.replace(/\/+$/, '')),
    secureCookie: booleanFromEnv(env, 'ADMIN_COOKIE_SECURE', env.NODE_ENV === 'production'),
    appSecret,
    retention: {
      emailCapturesMonths: months(
        'RETENTION_EMAIL_CAPTURES_MONTHS',
        defaultRetentionPolicy.emailCapturesMonths,
      ),
      paymentLeadsMonths: months(
        'RETENTION_PAYMENT_LEADS_MONTHS',
        defaultRetentionPolicy.paymentLeadsMonths,
      ),
      feedbackMonths: months('RETENTION_FEEDBACK_MONTHS', defaultRetentionPolicy.feedbackMonths),
      contactRequestsMonths: months(
        'RETENTION_CONTACT_REQUESTS_MONTHS',
        defaultRetentionPolicy.contactRequestsMonths,
      ),
      newsletterPendingMonths: months(
        'RETENTION_NEWSLETTER_PENDING_MONTHS',
        defaultRetentionPolicy.newsletterPendingMonths,
      ),
      newsletterUnsubscribedMonths: months(
        'RETENTION_NEWSLETTER_UNSUBSCRIBED_MONTHS',
        defaultRetentionPolicy.newsletterUnsubscribedMonths,
      ),
      deliveryPayloadDays: intFromEnv(
        env,
        'RETENTION_DELIVERY_PAYLOAD_DAYS',
        defaultRetentionPolicy.deliveryPayloadDays,
      ),
      webVitalsDays: intFromEnv(
        env,
        'RETENTION_WEB_VITALS_DAYS',
        defaultRetentionPolicy.webVitalsDays,
      ),
      searchMissesDays: intFromEnv(
        env,
        'RETENTION_SEARCH_MISSES_DAYS',
        defaultRetentionPolicy.searchMissesDays,
      ),
    },
  };
}

/**
 * The LEGAL_* settings' example values (README): obviously not a real
 * company, so a mail sent with them shows at once what is missing. The
 * server warns at start in production while one of them is in use.
 */
const EXAMPLE_SENDER_IDENTIFICATION = {
  LEGAL_COMPANY: 'Muster GmbH',
  LEGAL_ADDRESS: 'Musterstraße 1, 12345 Musterstadt, Deutschland',
  LEGAL_REGISTER: 'Amtsgericht Musterstadt, HRB 00000',
  LEGAL_CONTACT: 'kontakt@example.de',
} as const;

/**
 * LEGAL_*: who sends the mails, read once; the names of the required ones
 * left at their example values (`exampleSettings`): unset, or set to the
 * example itself (deploy/compose.yaml and deploy/k8s/config.yaml give the
 * examples, to be replaced).
 */
export function senderIdentificationFromEnv(env: NodeJS.ProcessEnv): {
  identification: SenderIdentification;
  exampleSettings: string[];
} {
  const setting = (name: string) => env[name]?.trim() || undefined;
  const names = Object.keys(EXAMPLE_SENDER_IDENTIFICATION) as Array<
    keyof typeof EXAMPLE_SENDER_IDENTIFICATION
  >;
  const required = (name: (typeof names)[number]) =>
    setting(name) ?? EXAMPLE_SENDER_IDENTIFICATION[name];
  return {
    identification: {
      company: required('LEGAL_COMPANY'),
      address: required('LEGAL_ADDRESS'),
      register: required('LEGAL_REGISTER'),
      contact: required('LEGAL_CONTACT'),
      representative: setting('LEGAL_REPRESENTATIVE'),
      vatId: setting('LEGAL_VAT_ID'),
    },
    exampleSettings: names.filter((name) => required(name) === EXAMPLE_SENDER_IDENTIFICATION[name]),
  };
}

/**
 * SMTP_URL, MAIL_FROM, MAIL_OUTBOX_DIR, LEGAL_*; the links' origin is
 * PUBLIC_ORIGIN's first (canonical).
 */
export function mailConfigFromEnv(
  env: NodeJS.ProcessEnv,
  publicOrigins: readonly string[],
): ServerConfig['mail'] {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl) {
    let protocol = '';
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:')
      throw new Error(
        'SMTP_URL must be smtp://user:password@host:port or smtps://… (got an unreadable value)',
      );
  }
  const { identification, exampleSettings } = senderIdentificationFromEnv(env);
  return {
    smtpUrl,
    identification,
    exampleLegalSettings: exampleSettings,
    outboxDir: path.resolve(env.MAIL_OUTBOX_DIR?.trim() || path.join(apiRoot(), 'data', 'outbox')),
    from: env.MAIL_FROM?.trim() || 'helloMarketing <newsletter@localhost>',
    linkOrigin: publicOrigins[0] ?? 'http://localhost:3000',
  };
}

export function serverConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const admin = adminConfigFromEnv(env);
  return {
    port: intFromEnv(env, 'PORT', 3001, 0),
    host: env.HOST ?? '127.0.0.1',
    socketPath: env.API_SOCKET?.trim() || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // Per client IP. Behind a reverse proxy set TRUST_PROXY, or every visitor shares one IP.
    rateLimit: {
      limit: intFromEnv(env, 'RATE_LIMIT_MAX', 600),
      windowMs: intFromEnv(env, 'RATE_LIMIT_WINDOW_MS', 15 * 60 * 1000),
    },
    // REDIS_URL wins; RATE_LIMIT_REDIS_URL keeps older deployments' Secrets working.
    redisUrl: env.REDIS_URL?.trim() || env.RATE_LIMIT_REDIS_URL?.trim() || undefined,
    // CORS_ORIGINS: comma-separated, e.g. 'https://www.example.de,https://example.es'.
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    responseCacheTtlSeconds: intFromEnv(env, 'RESPONSE_CACHE_TTL_SECONDS', 60, 0),
    admin,
    board: { dailyVoteCap: intFromEnv(env, 'BOARD_DAILY_VOTE_CAP', DEFAULT_DAILY_VOTE_CAP) },
    mail: mailConfigFromEnv(env, admin.allowedOrigins),
    webhooks: {
      allowPrivateNetworks: booleanFromEnv(env, 'WEBHOOK_ALLOW_PRIVATE_NETWORKS', false),
    },
    metrics: metricsAddressFromEnv(env, 'METRICS_PORT'),
  };
}
