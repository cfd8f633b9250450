import type { FastifyInstance } from 'fastify';
import { listCategories } from './categories.queries';

export async function categoriesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/categories', async (_request, reply) => {
    // Reference data: changes only with a migration, so browsers may keep it a while.
    reply.header('cache-control', 'public, max-age=300');
    return listCategories(app.db);
  });
}
