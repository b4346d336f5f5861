import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import chromium from './build/chromium.json';
import {
  E2E_BASE_URL,
  E2E_LEGAL_SETTINGS,
  E2E_MAIL_DIR,
  E2E_PORT,
  E2E_RESPONSE_CACHE_TTL_SECONDS,
  E2E_SMTP_PORT,
  E2E_SQLITE_FILE,
} from './e2e/support/env';

/**
 * End-to-end tests drive Debian's Chromium (no browser downloads here)
 * against the production build, served exactly as `npm start` serves it.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
      args: chromium.args,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `rm -f ${E2E_SQLITE_FILE} && node scripts/start.mjs`,
      url: `${E2E_BASE_URL}/healthz`,
      env: {
        PORT: String(E2E_PORT),
        SQLITE_FILE: E2E_SQLITE_FILE,
        // The builds under test, never a section a developer released locally (.releases/).
        REMOTES_FILE: path.join(__dirname, 'remotes.json'),
        NODE_ENV: 'production',
        // Rows the tests insert directly (tracking pixels have no API) show within seconds.
        RESPONSE_CACHE_TTL_SECONDS: String(E2E_RESPONSE_CACHE_TTL_SECONDS),
        // The consent revision (a new pixel) reaches the banner within a second.
        CONSENT_CONFIG_MAX_AGE_MS: '1000',
        // The newsletter's mails go to the throwaway SMTP server below.
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        // Who sends them: each mail ends with it (e2e/contact-newsletter.spec.ts).
        ...E2E_LEGAL_SETTINGS,
        // Every test's browser writes from 127.0.0.1 (page views, Web Vitals beacons, leads): one
        // visitor to the rate limit, with more writes than any real one. The limit itself is
        // tested in the API suite (api/test/rate-limit.test.ts).
        RATE_LIMIT_MAX: '10000',
        // Webhooks may go to the tests' own receivers on http://127.0.0.1 (e2e/routing-console.spec.ts).
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A throwaway SMTP server: every mail it receives becomes a file the tests read.
      command: 'node e2e/support/smtp-sink.mjs',
      port: E2E_SMTP_PORT,
      env: { SMTP_SINK_PORT: String(E2E_SMTP_PORT), SMTP_SINK_DIR: E2E_MAIL_DIR },
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
