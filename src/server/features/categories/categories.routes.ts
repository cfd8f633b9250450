import type { FastifyInstance } from 'fastify';
import { onReplica } from '../../db/replica';
import { PreparedJson, sendPrepared } from '../../http/read-cache';
import { listCategories } from './categories.queries';

/** Reference data: changes only with a migration, so browsers may keep it a while and revalidate later. */
const CATEGORIES_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

export async function categoriesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/categories', { config: { publicRead: true } }, async (request, reply) => {
    const prepared = await app.readCaches.categories.get(
      'all',
      async () => new PreparedJson(await onReplica(app, listCategories)),
    );
    return sendPrepared(request, reply, prepared, CATEGORIES_CACHE_CONTROL);
  });
}
