import { defineConfig } from '@playwright/test';
import { disableFeaturesSwitch } from './e2e/support/chromium-features';

/** Where the report and the artifacts go (relative to apps/web): CI runs two groups at once, each with its own. */
const results = process.env.E2E_RESULTS ?? 'test-results';

/** Runs against a server someone else started (E2E_BASE_URL); no webServer here. */
export default defineConfig({
  testDir: './e2e',
  workers: 1,
  fullyParallel: false,
  // CI runs two groups side by side on two cores (see .ci/run): generous limits, which cost nothing when a test
  // passes, keep a loaded machine from failing a test that only waits longer
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // In CI a failed test runs once more: the list names one that then passes "flaky" (scripts/e2e.mjs counts it as
  // passed, and its first failure's snapshot stays in the artifacts): a rare race should not fail CI, while a test
  // that fails twice does.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: `${results}/e2e.json` }]],
  outputDir: `${results}/artifacts`,
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:8080',
    locale: 'en-GB',
    viewport: { width: 1280, height: 900 },
    // No trace by default: recording one makes every test markedly slower, and CI keeps only its log. A failure still writes its
    // page snapshot (error-context.md) and a screenshot; E2E_TRACE=retain-on-failure records traces when debugging.
    trace: (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
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
        disableFeaturesSwitch(),
      ],
    },
  },
});
