import { siteConfig, siteStats as siteStatsAnswer } from '@shared/answers/site';
import { noContent } from '@shared/answers/wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowedImageHosts } from '../../config/config';
import { onReplica } from '../../db/replica';
import { PreparedJson, ReadCache, sendPrepared } from '../../http/read-cache';
import { encodedAnswer } from '../../http/typed-routes';
import { siteStats } from './site.queries';

/**
 * The figures change slowly and are the same for everyone: counted at most once per ten minutes
 * per process, whatever the number of visitors (docs/decisions/0034).
 */
const STATS_TTL_MS = 10 * 60_000;
const STATS_CACHE_CONTROL = 'public, max-age=600';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  // Settings the client needs (the map's tile server, the allowed image hosts), the same for everyone:
  // the session is not read, and shared caches may keep the answer.
  app.get(
    '/api/config',
    { config: { publicRead: true }, schema: { response: { 200: siteConfig } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { mapTiles: app.config.mapTiles, imageHosts: allowedImageHosts(app.config) };
    },
  );

  // No read cache in tests (READ_CACHE_SECONDS 0), so each test sees its own rows.
  const stats = new ReadCache<PreparedJson>(app.config.readCacheSeconds > 0 ? STATS_TTL_MS : 0, 1);
  app.get(
    '/api/site/stats',
    {
      config: { publicRead: true },
      schema: {
        response: {
          200: siteStatsAnswer,
          304: noContent.describe('Not modified: the copy named by If-None-Match is current.'),
        },
      },
    },
    async (request, reply) => {
      // Sent as prepared bytes, past the serializer: encoded through the answer's schema here.
      const prepared = await stats.get(
        'all',
        async () => new PreparedJson(encodedAnswer(siteStatsAnswer, await onReplica(app, siteStats))),
      );
      return sendPrepared(request, reply, prepared, STATS_CACHE_CONTROL);
    },
  );
};
