import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser)
 * against the production build, served by scripts/e2e-server.mjs on a fresh
 * embedded database seeded with the demo data.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * A second server, empty (no demo data, so no administrator yet) and with the
 * one-time administrator setup turned on, for the setup journey.
 */
const SETUP_PORT = PORT + 1;
export const setupServer = {
  baseURL: `http://127.0.0.1:${SETUP_PORT}`,
  secret: 'e2e-setup-secret-0123456789',
};

export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/**
 * How long a web server may take to answer /readyz: a bound for a server that hangs, not a guess of
 * how fast one starts. A start runs initdb, the migrations and the demo seed on a fresh embedded
 * database; under other work on 2 cores initdb alone took a minute, and 120 s failed a run
 * (docs/decisions/0037-test-suite-time-budget.md).
 */
const SERVER_START_BOUND_MS = 10 * 60_000;

/**
 * How long an expectation waits for the page (e2e/fixtures.ts's afterDelay adds the app's own delays),
 * and a test in all. Both are bounds for a page that never comes, set for a machine half as fast as
 * a developer's under the whole suite: at 10 s and 30 s, journeys of many steps ran out while the
 * machine was busy (docs/decisions/0037-test-suite-time-budget.md). A quick run is not slowed by them.
 */
export const EXPECT_TIMEOUT_MS = 15_000;
const TEST_TIMEOUT_MS = 60_000;

export default defineConfig({
  testDir: './e2e',
  // E2E_OUTPUT_DIR: a folder of one's own, when several runs share this checkout.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: TEST_TIMEOUT_MS,
  expect: { timeout: EXPECT_TIMEOUT_MS },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // A trace records every action of every test to keep the failing ones: a sixth of the suite's
    // time on 2 cores. CI prints each failure's error and page snapshot, which is what a CI run
    // shows; a developer's run keeps the traces.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    // Desktop asks for reduced motion (the page then skips its transitions: quicker, and nothing is
    // checked half faded in); the phone runs keep the motion most people see.
    // A test tagged @phone runs at both widths (axe, layouts); a journey tagged @phone-only runs on the
    // phone alone, once, as most people here take it (docs/decisions/0037, "A journey at one width").
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined, reducedMotion: 'reduce' },
      grepInvert: /@phone-only/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/readyz`,
      reuseExistingServer: !process.env.CI,
      timeout: SERVER_START_BOUND_MS,
      env: { PORT: String(PORT) },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${setupServer.baseURL}/readyz`,
      reuseExistingServer: !process.env.CI,
      timeout: SERVER_START_BOUND_MS,
      env: { PORT: String(SETUP_PORT), SEED_DEMO: 'false', ADMIN_SETUP_SECRET: setupServer.secret },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
