/**
 * GET /api/search/alternatives (docs/search.md): for a search that found nothing, the ways out:
 * the same search with one filter dropped, nearby cities, a word read otherwise, each with how many
 * listings it would find (items.alternatives.ts).
 */
import { searchAlternatives } from '@shared/answers/search';
import { itemsQuerySchema } from '@shared/schemas/items';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onReplica } from '../../db/replica';
import { rateAddressOf } from '../../http/client-address';
import type { RateRule } from '../../http/rate-limit';
import { alternativesFor } from './items.alternatives';

/**
 * Alternatives per address: asked once by a results page that shows nothing, and each answer runs
 * up to 14 listing queries (items.alternatives.ts), so the bound is a fifth of listing reads'.
 */
const ALTERNATIVES_PER_ADDRESS: RateRule = {
  name: 'search-alternatives',
  limit: 60,
  windowSeconds: 60,
  message: 'Too many searches from this address; try again in a minute',
};

export const alternativesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search/alternatives',
    {
      config: { publicRead: true },
      // The query of GET /api/items: its order, page and position are accepted and change nothing.
      schema: { querystring: itemsQuerySchema, response: { 200: searchAlternatives } },
    },
    async (request, reply) => {
      // The filters of a listing query; its order, page and position change nothing here.
      const { sort: _sort, lat: _lat, lng: _lng, limit: _limit, offset: _offset, ...filters } = request.query;
      await app.rateLimits.hit(ALTERNATIVES_PER_ADDRESS, rateAddressOf(request.ip));
      // The same for everyone (no session read); a minute old is still a fair way out.
      reply.header('cache-control', 'public, max-age=60');
      return onReplica(app, (db) => alternativesFor(db, filters));
    },
  );
};
