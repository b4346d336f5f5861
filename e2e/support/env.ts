import path from 'node:path';

/** The production site the e2e suite starts, on its own port and its own SQLite file. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_SQLITE_FILE = path.resolve(__dirname, '../../test-results/e2e-site.sqlite');

/**
 * How long the e2e site's API keeps an answer (RESPONSE_CACHE_TTL_SECONDS):
 * rows a test writes or removes directly in the database show within it.
 */
export const E2E_RESPONSE_CACHE_TTL_SECONDS = 2;

/** The throwaway SMTP server the site mails to in the e2e suite (e2e/support/smtp-sink.mjs). */
export const E2E_SMTP_PORT = E2E_PORT + 5;
/** Where it writes each mail it receives, as an .eml file. */
export const E2E_MAIL_DIR = path.resolve(__dirname, '../../test-results/e2e-mail');

/** The sender identification the e2e site's mails end with (LEGAL_*, README). */
export const E2E_LEGAL_SETTINGS = {
  LEGAL_COMPANY: 'E2E Beispiel Software GmbH',
  LEGAL_ADDRESS: 'Prüfweg 3, 10115 Berlin, Deutschland',
  LEGAL_REGISTER: 'Amtsgericht Charlottenburg, HRB 654321 B',
  LEGAL_CONTACT: 'kontakt@e2e-beispiel.example, +49 30 7654321',
};
