/**
 * Creates an administrator from the server's shell, for operators:
 *
 *   npm run admin:create -- --email ops@ajjir.sa --username ops [--password …]
 *   npm run admin:create -- --promote sara@ajjir.sa
 *
 * Uses the same environment as the server (DATABASE_URL or DATA_DIR). Without
 * --password a strong one is generated and printed once. In a deployment with
 * only the build: node dist/server/create-admin.js --email …
 */
import { runAdminCommand } from './admin-command';

runAdminCommand(process.argv.slice(2), process.env, console).then((code) => process.exit(code));
