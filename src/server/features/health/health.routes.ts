import type { FastifyInstance } from 'fastify';
import { ping } from '../../db/client';
import { AppError } from '../../http/errors';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  // Liveness: the process answers.
  app.get('/healthz', async () => ({ status: 'ok' }));

  // Readiness: the process can reach its database.
  app.get('/readyz', async () => {
    try {
      await ping(app.db);
    } catch (error) {
      app.log.warn({ err: error }, 'database not ready');
      throw new AppError('unavailable', 'Database is not reachable');
    }
    return { status: 'ready', database: app.database.kind };
  });
}
