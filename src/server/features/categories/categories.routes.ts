import { category } from '@shared/answers/items';
import { noContent } from '@shared/answers/wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onReplica } from '../../db/replica';
import { PreparedJson, sendPrepared } from '../../http/read-cache';
import { encodedAnswer } from '../../http/typed-routes';
import { listCategories } from './categories.queries';

/** Reference data: changes only with a migration, so browsers may keep it a while and revalidate later. */
const CATEGORIES_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

const categoryList = z.array(category).describe('Every category, in the order the site shows them.');

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories',
    {
      config: { publicRead: true },
      schema: {
        response: {
          200: categoryList,
          304: noContent.describe('Not modified: the copy named by If-None-Match is current.'),
        },
      },
    },
    async (request, reply) => {
      // Sent as prepared bytes, past the serializer: encoded through the answer's schema here.
      const prepared = await app.readCaches.categories.get(
        'all',
        async () => new PreparedJson(encodedAnswer(categoryList, await onReplica(app, listCategories))),
      );
      return sendPrepared(request, reply, prepared, CATEGORIES_CACHE_CONTROL);
    },
  );
};
