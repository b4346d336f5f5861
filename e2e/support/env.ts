import path from 'node:path';

/** The production site the e2e suite starts, on its own port and its own SQLite file. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_SQLITE_FILE = path.resolve(__dirname, '../../test-results/e2e-site.sqlite');
