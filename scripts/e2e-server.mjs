// Starts the built app for the end-to-end tests: production mode, a fresh
// embedded database in a temporary folder (removed on exit), demo data unless
// SEED_DEMO says otherwise. Every test runs from one address, so the rate
// limits are raised fiftyfold (RATE_LIMIT_FACTOR); their own tests are API tests.
// Photos go to the temporary folder too (DATA_DIR/uploads).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireNodeLine } from './node-line.mjs';

requireNodeLine("The end-to-end tests' server");

const dataDir = mkdtempSync(join(tmpdir(), 'ajjir-e2e-'));
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanup);

Object.assign(process.env, {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: process.env.PORT ?? '4173',
  // The address the tests' browser uses: the payment page sends the payer back here, with its cookies.
  PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? '4173'}`,
  DATA_DIR: dataDir,
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
  // Production refuses demo accounts unless the site says it is a demo (config.ts).
  DEMO_SITE: 'true',
  SESSION_SECRET: 'e2e-only-secret-0123456789abcdef0123456789',
  RATE_LIMIT_FACTOR: '50',
  // A journey cannot wait out a new IBAN's hold; the hold has its API and component tests
  // (docs/decisions/0048-payout-security.md).
  PAYOUT_NEW_IBAN_HOLD_HOURS: process.env.PAYOUT_NEW_IBAN_HOLD_HOURS ?? '0',
  // Nor the owner's claim window after a return: a same-day rental returned today is released at
  // once here. The window has its API tests, which move the clock (docs/decisions/0056).
  CLAIM_WINDOW_HOURS: process.env.CLAIM_WINDOW_HOURS ?? '0',
  // No mail here: the reset journey reads its link on screen, as the demo does.
  RESET_LINKS_ON_SCREEN: 'true',
  // No network here: the map draws the Kingdom's outline instead of fetching tiles.
  MAP_TILE_URL: 'none',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});

await import('../dist/server/main.js');
