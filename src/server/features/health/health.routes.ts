import type { FastifyInstance } from 'fastify';
import { ping } from '../../db/client';
import { AppError } from '../../http/errors';

type ReplicaStatus = 'ok' | 'unreachable' | 'none';

/**
 * A replica that has not answered within this is reported unreachable: /readyz answers quickly
 * whatever the replica does (one that drops packets holds a connection attempt for seconds).
 */
const REPLICA_CHECK_MS = 1000;

/**
 * The read replica, reported but not required: public reads fall back to the primary without it
 * (db/replica.ts), so taking the process out of service would only make things worse. Its
 * warnings come from those reads, at most every 30 s, not from every probe here.
 */
async function replicaStatus(app: FastifyInstance): Promise<ReplicaStatus> {
  if (app.readDb === app.db) return 'none';
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<ReplicaStatus>((resolve) => {
    timer = setTimeout(resolve, REPLICA_CHECK_MS, 'unreachable');
  });
  const pinged = ping(app.readDb).then(
    (): ReplicaStatus => 'ok',
    (): ReplicaStatus => 'unreachable',
  );
  try {
    return await Promise.race([pinged, late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  // Liveness: the process answers.
  app.get('/healthz', async () => ({ status: 'ok' }));

  // Readiness: the process can reach its database (the primary; the replica is only reported).
  // Which database it is stays unsaid: the probe is public, and that is a fact for attackers.
  app.get('/readyz', async () => {
    const replica = replicaStatus(app);
    try {
      await ping(app.db);
    } catch (error) {
      app.log.warn({ err: error }, 'database not ready');
      throw new AppError('unavailable', 'Database is not reachable');
    }
    return { status: 'ready', replica: await replica };
  });
}
