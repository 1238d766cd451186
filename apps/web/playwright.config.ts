import { defineConfig } from '@playwright/test';

/** Where the report and the artifacts go (relative to apps/web): CI runs two groups at once, each with its own. */
const results = process.env.E2E_RESULTS ?? 'test-results';

/** Runs against a server someone else started (E2E_BASE_URL); no webServer here. */
export default defineConfig({
  testDir: './e2e',
  workers: 1,
  fullyParallel: false,
  // CI runs four groups side by side with the unit suites (see .ci/run): generous limits, which cost nothing when
  // a test passes, keep a loaded machine from failing a test that only waits longer
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: `${results}/e2e.json` }]],
  outputDir: `${results}/artifacts`,
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:8080',
    locale: 'en-GB',
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
