import { defineConfig, devices } from '@playwright/test';
import chromium from '../build/chromium.json';
import { EDGE_URL } from './support/composition';

/**
 * The container smoke suite: the production composition as podman runs it
 * (scripts/deploy/smoke.sh starts it, runs this, removes it), tested
 * through the edge's published port. No web server of its own.
 */
export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: EDGE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
      args: chromium.args,
    },
  },
  projects: [{ name: 'containers', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
