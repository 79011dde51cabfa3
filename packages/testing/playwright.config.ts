import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SMTP_URL } from './e2e/alert-inbox';
import { STAFF_API_TOKEN } from './e2e/staff-token';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Browser tests run against the composed site started the way the README says (`npm start`),
 * on its own port and its own embedded database folder (or DATABASE_URL when CI sets it).
 */
export default defineConfig({
  testDir: './e2e',
  // the run's SMTP server: the site's mails land in a folder every worker reads
  globalSetup: './e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // two browsers at once: spec files are independent (each signs up its own shoppers, the remote-failure
  // test runs its own gateway), and the checks are mostly waiting on rendering, so 2 cores stay busy
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: path.join(root, '.data', 'e2e-results'),
  use: {
    baseURL: `http://localhost:${PORT}`,
    // a US browser unless a test says otherwise: en-CA would be offered the Canadian store (the Canada store modal)
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npm start',
    cwd: root,
    url: `http://localhost:${PORT}/healthz`,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      PGLITE_DATA_DIR: path.join(root, '.data', 'e2e-pglite'),
      LOG_LEVEL: 'warn',
      // every run signs up a few shoppers from 127.0.0.1; with CI's PostgreSQL kept between runs the
      // default of 5 sign-ups per hour per IP would refuse them (the limit itself has service tests)
      SIGN_UP_ATTEMPTS_PER_HOUR: '1000',
      SIGN_IN_ATTEMPTS_PER_15_MIN: '1000',
      // the shop's print files of placed orders (design-lab.spec.ts reads them as the shop would)
      STAFF_API_TOKEN,
      // price alerts (checked every second) and crafter quotes: mailed to the run's SMTP server (global-setup.ts)
      SMTP_URL: E2E_SMTP_URL,
      ALERTS_INTERVAL_MS: '1000',
    },
  },
});
