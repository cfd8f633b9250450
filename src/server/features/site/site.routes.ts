import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '../../../shared/api-types';

/** Settings the client needs (the map's tile server), from the environment. */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/config', async (_request, reply): Promise<SiteConfig> => {
    reply.header('cache-control', 'public, max-age=300');
    return { mapTiles: app.config.mapTiles };
  });
}
