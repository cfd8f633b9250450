/**
 * Favourites of the signed-in user. A visitor's favourites live in the
 * browser; at sign-in the client merges them in (POST /api/favorites/merge).
 */

import { item } from '@shared/answers/items';
import { noContent } from '@shared/answers/wire';
import { mergeFavoritesSchema } from '@shared/schemas/favorites';
import { uuidSchema } from '@shared/schemas/items';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { favorites, items, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { idParamsOf } from '../../http/route-schemas';
import { requireUser } from '../auth';
import { findItemsByIds } from '../items';

async function favoriteIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ itemId: favorites.itemId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt));
  return rows.map((row) => row.itemId);
}

/**
 * Adds favourites, ignoring items that do not exist (any more), those of blocked owners and others'
 * paused ones (out of the marketplace: answering otherwise would tell that they exist; mayViewItem)
 * and ones already there.
 */
async function addFavorites(db: Db, userId: string, itemIds: string[]): Promise<number> {
  if (itemIds.length === 0) return 0;
  const existing = await db
    .select({ id: items.id })
    .from(items)
    .innerJoin(users, eq(users.id, items.ownerId))
    .where(
      and(
        inArray(items.id, itemIds),
        isNull(items.deletedAt),
        isNull(users.suspendedAt),
        or(eq(items.isAvailable, true), eq(items.ownerId, userId)),
      ),
    );
  if (existing.length === 0) return 0;
  await db
    .insert(favorites)
    .values(existing.map((item) => ({ userId, itemId: item.id })))
    .onConflictDoNothing();
  return existing.length;
}

const byItem = idParamsOf('itemId');

export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/favorites', { schema: { response: { 200: z.array(item) } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    return findItemsByIds(app.db, await favoriteIds(app.db, user.id), user);
  });

  app.put(
    '/api/favorites/:itemId',
    { schema: { params: byItem, response: { 204: noContent } } },
    async (request, reply) => {
      const user = requireUser(request);
      const itemId = uuidSchema.safeParse(request.params.itemId);
      if (!itemId.success || (await addFavorites(app.db, user.id, [itemId.data])) === 0) {
        throw notFound('Item not found');
      }
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/favorites/:itemId',
    { schema: { params: byItem, response: { 204: noContent } } },
    async (request, reply) => {
      const user = requireUser(request);
      const itemId = uuidSchema.safeParse(request.params.itemId);
      if (itemId.success) {
        await app.db
          .delete(favorites)
          .where(and(eq(favorites.userId, user.id), eq(favorites.itemId, itemId.data)));
      }
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/favorites/merge',
    { schema: { body: mergeFavoritesSchema, response: { 200: z.object({ itemIds: z.array(z.string()) }) } } },
    async (request) => {
      const user = requireUser(request);
      await addFavorites(app.db, user.id, [...new Set(request.body.itemIds)]);
      return { itemIds: await favoriteIds(app.db, user.id) };
    },
  );
};
