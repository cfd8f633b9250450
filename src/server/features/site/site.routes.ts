import type { SiteConfig } from '@shared/api-types';
import type { FastifyInstance } from 'fastify';
import { allowedImageHosts } from '../../config/config';
import { onReplica } from '../../db/replica';
import { PreparedJson, ReadCache, sendPrepared } from '../../http/read-cache';
import { siteStats } from './site.queries';

/**
 * The figures change slowly and are the same for everyone: counted at most once per ten minutes
 * per process, whatever the number of visitors (docs/decisions/0034).
 */
const STATS_TTL_MS = 10 * 60_000;
const STATS_CACHE_CONTROL = 'public, max-age=600';

export async function siteRoutes(app: FastifyInstance): Promise<void> {
  // Settings the client needs (the map's tile server, the allowed image hosts), the same for everyone:
  // the session is not read, and shared caches may keep the answer.
  app.get('/api/config', { config: { publicRead: true } }, async (_request, reply): Promise<SiteConfig> => {
    reply.header('cache-control', 'public, max-age=300');
    return { mapTiles: app.config.mapTiles, imageHosts: allowedImageHosts(app.config) };
  });

  // No read cache in tests (READ_CACHE_SECONDS 0), so each test sees its own rows.
  const stats = new ReadCache<PreparedJson>(app.config.readCacheSeconds > 0 ? STATS_TTL_MS : 0, 1);
  app.get('/api/site/stats', { config: { publicRead: true } }, async (request, reply) => {
    const prepared = await stats.get('all', async () => new PreparedJson(await onReplica(app, siteStats)));
    return sendPrepared(request, reply, prepared, STATS_CACHE_CONTROL);
  });
}
