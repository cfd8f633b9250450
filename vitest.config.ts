import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const path = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@shared': path('./src/shared'), '@client': path('./src/client') };
const serverTests = ['src/server/**/*.test.ts'];

// Node 22 keeps the compiled code of what the workers load on disk for the next run
// (module.enableCompileCache, here through the environment the workers inherit).
// docs/decisions/0037-test-suite-time-budget.md.
process.env.NODE_COMPILE_CACHE ??= path('./node_modules/.cache/node-compile');

// The API suite runs on embedded PGlite always, and again on a real
// PostgreSQL when TEST_DATABASE_URL is set. CI sets REQUIRE_POSTGRES=1 (.ci/run): then a run
// without TEST_DATABASE_URL is refused, rather than passing on PGlite alone without a word.
// A worker runs file after file in one module registry (no fresh process per file): each file
// paid for loading Fastify, Drizzle and PGlite again, 108 s of the embedded suite's 139 s on
// 2 cores. Every file builds its own app and database (test/test-app.ts), and restores any
// timer or global it fakes, so nothing a file does outlives it.
const isolate = false;

if (process.env.REQUIRE_POSTGRES === '1' && !process.env.TEST_DATABASE_URL) {
  throw new Error(
    'REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: the API suite must run on PostgreSQL here ' +
      '(.ci/run sets it once PostgreSQL answers; without REQUIRE_POSTGRES the suite runs on PGlite only).',
  );
}

const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  resolve: { alias },
  test: {
    // One worker more than cores (Vitest's default is one fewer): API tests spend much of their
    // time waiting on PostgreSQL, which runs in processes of its own. On 2 cores 3 workers took the
    // suite from 4 min 45 s to 3 min 18 s.
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          root: path('.'),
          isolate,
          environment: 'node',
          // The sandboxes of outside services need no database: they run once, here.
          include: [
            'src/shared/**/*.test.ts',
            'src/client/**/*.test.ts',
            'src/sandboxes/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // An unexpected console.error fails the test (src/client/test/console-guard.ts).
          setupFiles: [path('./src/client/test/setup-unit.ts')],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'components',
          root: path('.'),
          isolate,
          // happy-dom runs Radix's dialogs (portals, focus, pointer events) and is quicker to start than jsdom.
          environment: 'happy-dom',
          include: ['src/client/**/*.test.tsx'],
          // Cleanup, i18next with the real strings, no unexpected console.error, and how long
          // findBy… and waitFor wait (15 s, a hang bound under this one).
          setupFiles: [path('./src/client/test/setup-components.ts')],
          // A bound for a test that hangs, as the API projects have, not a guess of how long one
          // takes (docs/decisions/0037). Measured on this 2-core machine, shared with another
          // engineer's tests (load average 5-11): the slowest honest tests, typing into forms and
          // Radix dialogs (profile-edit-form up to 12.1 s, earnings' IBAN 7.4 s, address-fields 5.3 s),
          // 2.2 s with the machine to themselves; Vitest's default 5 s failed them. A machine half
          // as fast as the slowest run still finishes under 30 s.
          testTimeout: 30_000,
        },
      },
      ...databases.map((database) => ({
        resolve: { alias },
        test: {
          name: `api-${database}`,
          root: path('.'),
          isolate,
          environment: 'node',
          include: serverTests,
          env: { TEST_DB: database },
          globalSetup: [path(`./src/server/test/global-setup.${database}.ts`)],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
