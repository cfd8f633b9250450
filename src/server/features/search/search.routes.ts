/**
 * Search helpers (docs/search.md): GET /api/search/suggestions for the search boxes,
 * GET /api/search/alternatives for a search that found nothing, and GET /api/places/districts for
 * placing a listing in a district.
 */

import { district, searchAlternatives, suggestionList } from '@shared/answers/search';
import { itemsQuerySchema } from '@shared/schemas/items';
import { districtsQuerySchema, suggestionsQuerySchema } from '@shared/schemas/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onReplica } from '../../db/replica';
import { rateAddressOf } from '../../http/client-address';
import type { RateRule } from '../../http/rate-limit';
import { alternativesFor } from './alternatives';
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

/**
 * Alternatives per address: asked once by a results page that shows nothing, and each answer runs
 * up to ALTERNATIVES_QUERIES_MAX listing queries, so the bound is a fifth of listing reads'.
 */
const ALTERNATIVES_PER_ADDRESS: RateRule = {
  name: 'search-alternatives',
  limit: 60,
  windowSeconds: 60,
  message: 'Too many searches from this address; try again in a minute',
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
