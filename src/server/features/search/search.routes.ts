/**
 * Search helpers (docs/search.md): GET /api/search/suggestions for the search boxes and GET
 * /api/places/districts for placing a listing in a district. (GET /api/search/alternatives, for a
 * search that found nothing, counts listings: it is the items feature's, items.alternatives.ts.)
 */

import { district, suggestionList } from '@shared/answers/search';
import { districtsQuerySchema, suggestionsQuerySchema } from '@shared/schemas/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateAddressOf } from '../../http/client-address';
import type { RateRule } from '../../http/rate-limit';
import { districtsOf } from './places';
import { suggestionsFor } from './suggestions';

/**
 * Suggestions per address: one per keystroke after the box's pause, so a few hundred a minute is
 * more than anyone types; the bound is on what one address can make the database read.
 */
const SUGGESTIONS_PER_ADDRESS: RateRule = {
  name: 'search-suggestions',
  limit: 300,
  windowSeconds: 60,
  message: 'Too many suggestions asked from this address; try again in a minute',
};

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search/suggestions',
    {
      config: { publicRead: true },
      schema: { querystring: suggestionsQuerySchema, response: { 200: suggestionList } },
    },
    async (request, reply) => {
      const { q, language } = request.query;
      await app.rateLimits.hit(SUGGESTIONS_PER_ADDRESS, rateAddressOf(request.ip));
      // The same for everyone (no session read): a browser or proxy may keep it a minute.
      reply.header('cache-control', 'public, max-age=60');
      return { suggestions: await suggestionsFor(app.db, q, language) };
    },
  );
  app.get(
    '/api/places/districts',
    {
      config: { publicRead: true },
      schema: { querystring: districtsQuerySchema, response: { 200: z.array(district) } },
    },
    async (request, reply) => {
      const { city } = request.query;
      // Data of the code itself: the same until the next release.
      reply.header('cache-control', 'public, max-age=86400');
      return districtsOf(city).map(({ name, nameAr, latitude, longitude }) => ({
        name,
        nameAr,
        latitude,
        longitude,
      }));
    },
  );
};
