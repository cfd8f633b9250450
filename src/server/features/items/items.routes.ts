import type { FastifyInstance } from 'fastify';
import { TOTAL_CAPPED_HEADER } from '../../../shared/constants';
import { createItemSchema, itemsQuerySchema, updateItemSchema } from '../../../shared/schemas/items';
import { onReplica } from '../../db/replica';
import { notFound } from '../../http/errors';
import type { RateRule } from '../../http/rate-limit';
import { PreparedJson, sendPrepared } from '../../http/read-cache';
import { idOf, parse } from '../../http/validate';
import { requireUser, viewerOf } from '../auth/sessions';
import { findUserById } from '../users/users.queries';
import { findItem, listItems, listOwnerItems } from './items.queries';
import { createItem, removeItem, updateItem } from './items.service';

type ById = { Params: { id: string } };

/** Listing is free, but nobody lists thirty things an hour by hand: a limit against spam. */
const LISTINGS_PER_OWNER: RateRule = {
  name: 'items-create',
  limit: 30,
  windowSeconds: 60 * 60,
  message: 'Too many new listings from this account; try again later',
};

export async function itemsRoutes(app: FastifyInstance): Promise<void> {
  // The same for every viewer: kept for a few seconds (http/read-cache.ts). Browsers revalidate each
  // time (an owner must see their edit at once: the ETag makes that a 304); shared caches may keep it.
  const seconds = app.config.readCacheSeconds;
  const publicRead = seconds > 0 ? `public, max-age=0, s-maxage=${seconds}` : 'public, no-cache';

  app.get('/api/items', { config: { publicRead: true } }, async (request, reply) => {
    const query = parse(itemsQuerySchema, request.query);
    const prepared = await app.readCaches.lists.get(JSON.stringify(query), async () => {
      const { items, total, capped } = await onReplica(app, (db) =>
        listItems(db, query, { totals: app.readCaches.totals }),
      );
      return new PreparedJson(items, {
        'x-total-count': String(total),
        ...(capped && { [TOTAL_CAPPED_HEADER]: 'true' }),
      });
    });
    return sendPrepared(request, reply, prepared, publicRead);
  });

  app.get<ById>('/api/items/:id', { config: { publicRead: true } }, async (request, reply) => {
    const id = idOf(request.params, 'Item');
    // Kept only as everyone sees it: a blocked owner's item (which the owner and administrators
    // still see) and a missing one are read again each time.
    const view = await app.readCaches.items.get(
      id,
      async () => {
        const found = await onReplica(app, (db) => findItem(db, id));
        return found && !found.ownerBlocked ? { prepared: new PreparedJson(found.item) } : { found };
      },
      (value) => 'prepared' in value,
    );
    if ('prepared' in view) return sendPrepared(request, reply, view.prepared, publicRead);
    const { found } = view;
    const viewer = found?.ownerBlocked ? await viewerOf(app, request) : null;
    const privileged = viewer !== null && (viewer.id === found?.item.ownerId || viewer.isAdmin);
    // A blocked owner's items are out of the marketplace; a paused item still opens (marked unavailable).
    if (!found || (found.ownerBlocked && !privileged)) throw notFound('Item not found');
    reply.header('cache-control', 'private, no-store');
    return found.item;
  });

  app.post('/api/items', async (request, reply) => {
    const user = requireUser(request);
    const input = parse(createItemSchema, request.body);
    await app.rateLimits.hit(LISTINGS_PER_OWNER, user.id);
    const id = await createItem(app.db, user.id, input);
    return reply.code(201).send((await findItem(app.db, id))!.item);
  });

  app.patch<ById>('/api/items/:id', async (request) => {
    const user = requireUser(request);
    const id = idOf(request.params, 'Item');
    await updateItem(app.db, id, user.id, parse(updateItemSchema, request.body));
    return (await findItem(app.db, id))!.item;
  });

  app.delete<ById>('/api/items/:id', async (request, reply) => {
    const user = requireUser(request);
    await removeItem(app.db, idOf(request.params, 'Item'), user.id);
    return reply.code(204).send();
  });

  app.get<ById>('/api/users/:id/items', async (request) => {
    const ownerId = idOf(request.params, 'User');
    const owner = await findUserById(app.db, ownerId);
    const viewer = request.user;
    const isOwner = viewer?.id === ownerId;
    if (!owner || (owner.suspendedAt && !isOwner && !viewer?.isAdmin)) throw notFound('User not found');
    return listOwnerItems(app.db, ownerId, { includeUnlisted: isOwner });
  });
}
