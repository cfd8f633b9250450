/**
 * Starts and stops the server; everything else lives in buildApp.
 * Start: config → database (migrated) → demo seed when wanted → listen.
 */
import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { type Database, DataDirInUseError, openDatabase } from './db/client';
import { projectRoot } from './db/paths';
import { seedDemo } from './db/seed/demo';

async function main(): Promise<void> {
  const startedAt = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    // CLIENT_DIR: a client built elsewhere (`vite build --outDir …`); the build's own by default.
    const clientDir = process.env.CLIENT_DIR || join(projectRoot, 'dist', 'client');
    config = loadConfig(process.env, { clientDir });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await database.migrate();
  if (config.seedDemo) await seedDemo(database.db);

  const app = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      // Closing the app answers the requests in flight and stops the job worker, which lets running
      // jobs finish within its grace and hands back the rest (jobs/worker.ts).
      await app.close();
      await database.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Jobs start once the server listens: the sandbox's payments are reached on its own port.
  await app.jobs.start();
  app.log.info(
    { database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
    `Ajjir is ready at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
