/**
 * What server processes share besides the database: Redis when REDIS_URL is set, and the cluster
 * bus (over Redis then, over PostgreSQL otherwise). See docs/decisions/0026.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { oneRow, selectRows } from '../db/client';
import { type ClusterBus, postgresBus, redisBus } from './bus';
import { openRedis, type RedisConnections } from './redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Messages to the other server processes (http/read-cache.ts clears their caches with it). */
    bus: ClusterBus;
    /** Redis, when REDIS_URL is set (rate-limit counters use it). */
    redis: RedisConnections | null;
  }
}

export async function registerCluster(app: FastifyInstance): Promise<void> {
  const redis = app.config.redisUrl ? await openRedis(app.config.redisUrl, app.log) : null;
  const bus = redis ? redisBus(redis, await databaseName(app), app.log) : postgresBus(app.database, app.log);
  app.decorate('redis', redis);
  app.decorate('bus', bus);
  // onClose runs once the last request has been answered: nothing counts or publishes any more.
  app.addHook('onClose', async () => {
    await bus.close();
    await redis?.close();
  });
}

/** The processes of one deployment share one database; its name scopes their Redis channels. */
async function databaseName(app: FastifyInstance): Promise<string> {
  const rows = await selectRows<{ name: string }>(app.db, sql`SELECT current_database() AS name`);
  return oneRow(rows, 'the current database').name;
}
