import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 3100);
// A fresh data folder per run: its own embedded database, mail and SMS files.
export const E2E_DATA_DIR =
  process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'yek-e2e-'));
process.env.E2E_DATA_DIR = E2E_DATA_DIR;
// The embedded database runs as an unprivileged user when started by root: it must reach the folder.
chmodSync(E2E_DATA_DIR, 0o755);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['./failure-context-reporter.ts'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }],
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    // An action that cannot happen fails the journey quickly instead of waiting for its timeout.
    actionTimeout: 15_000,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The compiled server, as production runs it (`npm test` builds it before the journeys).
    command: `node --enable-source-maps ${path.join(root, 'apps/api/dist/server.js')}`,
    cwd: root,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      // Short-lived access tokens so the journeys see the web refresh them.
      ACCESS_TOKEN_TTL_SECONDS: '75',
      OTP_RESEND_SECONDS: '60',
      // POST /api/test/clock moves the server's time, so a trial can end during a journey.
      TEST_CLOCK_CONTROL: '1',
      // Study reminders are looked for every second, so a moved clock sends one at once.
      REMINDER_TICK_SECONDS: '1',
    },
  },
});
