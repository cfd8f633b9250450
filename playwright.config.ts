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

export default defineConfig({
  testDir: './e2e',
  // E2E_OUTPUT_DIR: a folder of one's own, when several runs share this checkout.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    // Desktop asks for reduced motion (the page then skips its transitions: quicker, and nothing is
    // checked half faded in); the phone runs keep the motion most people see.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, reducedMotion: 'reduce' } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/readyz`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { PORT: String(PORT) },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${setupServer.baseURL}/readyz`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { PORT: String(SETUP_PORT), SEED_DEMO: 'false', ADMIN_SETUP_SECRET: setupServer.secret },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
