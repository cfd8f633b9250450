import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const path = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@shared': path('./src/shared'), '@client': path('./src/client') };
const serverTests = ['src/server/**/*.test.ts'];

// The API suite runs on embedded PGlite always, and again on a real
// PostgreSQL when TEST_DATABASE_URL is set (CI sets it when the server answers).
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
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      ...databases.map((database) => ({
        resolve: { alias },
        test: {
          name: `api-${database}`,
          root: path('.'),
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
