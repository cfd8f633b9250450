import { item } from '@shared/answers/items';
import { TOTAL_CAPPED_HEADER } from '@shared/constants';
import { createItemSchema, itemsQuerySchema, updateItemSchema } from '@shared/schemas/items';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onReplica } from '../../db/replica';
import { notFound } from '../../http/errors';
import { requireAllowedImages } from '../../http/image-hosts';
import type { RateRule } from '../../http/rate-limit';
import { PreparedJson, sendPrepared } from '../../http/read-cache';
import { idParams } from '../../http/route-schemas';
import { idOf, parse } from '../../http/validate';
import { requireUser, viewerOf } from '../auth/sessions';
import { withKnownPlace } from '../search/places';
import { findUserById } from '../users/users.queries';
import { findItem, listCacheKey, listItems, listOwnerItems, mayViewItem } from './items.queries';
import { createItem, removeItem, updateItem } from './items.service';

type ById = { Params: { id: string } };

/**
 * The item just created or changed, as GET /api/items/:id answers it. It is read from the primary
 * (app.db), where the write has just happened, so it is there; only the owner removing it between
 * the two statements could make it absent, and that stays the server error it always was.
 */
async function writtenItem(app: FastifyInstance, id: string) {
  const found = await findItem(app.db, id);
  if (!found) throw new Error(`Item ${id} was written but cannot be read back`);
  return found.item;
}

/** Listing is free, but nobody lists thirty things an hour by hand: a limit against spam. */
const LISTINGS_PER_OWNER: RateRule = {
  name: 'items-create',
  limit: 30,
  windowSeconds: 60 * 60,
  message: 'Too many new listings from this account; try again later',
};

/**
 * Listing reads that reach the database, per address: the cached answers cost next to nothing, a
 * new query up to a search's worth. Five a second on average is more than anyone browsing asks for;
 * the end-to-end suite multiplies it (RATE_LIMIT_FACTOR) as it runs from one address.
 */
const LISTING_READS_PER_ADDRESS: RateRule = {
  name: 'items-read',
  limit: 300,
  windowSeconds: 60,
  message: 'Too many searches from this address; try again in a minute',
};

export async function itemsRoutes(app: FastifyInstance): Promise<void> {
  // The same for every viewer: kept for a few seconds (http/read-cache.ts). Browsers revalidate each
  // time (an owner must see their edit at once: the ETag makes that a 304); shared caches may keep it.
  const seconds = app.config.readCacheSeconds;
  const publicRead = seconds > 0 ? `public, max-age=0, s-maxage=${seconds}` : 'public, no-cache';

  app.get('/api/items', { config: { publicRead: true } }, async (request, reply) => {
    // A place filter is read as a place Ajjir knows by any spelling ("Riyad", "جده", a district).
    const query = withKnownPlace(parse(itemsQuerySchema, request.query));
    const key = listCacheKey(query);
    if (!app.readCaches.lists.has(key)) await app.rateLimits.hit(LISTING_READS_PER_ADDRESS, request.ip);
    const prepared = await app.readCaches.lists.get(key, async () => {
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
    // Kept only as everyone sees it: an item the marketplace does not list (paused, or its owner
    // blocked), which only the owner and administrators see, and a missing one are read each time.
    const view = await app.readCaches.items.get(
      id,
      async () => {
        const found = await onReplica(app, (db) => findItem(db, id));
        return found && mayViewItem(found, null) ? { prepared: new PreparedJson(found.item) } : { found };
      },
      (value) => 'prepared' in value,
    );
    if ('prepared' in view) return sendPrepared(request, reply, view.prepared, publicRead);
    const { found } = view;
    if (!found || !mayViewItem(found, await viewerOf(app, request))) throw notFound('Item not found');
    reply.header('cache-control', 'private, no-store');
    return found.item;
  });

  app.post('/api/items', async (request, reply) => {
    const user = requireUser(request);
    const input = parse(createItemSchema, request.body);
    requireAllowedImages(app.config, input);
    await app.rateLimits.hit(LISTINGS_PER_OWNER, user.id);
    const id = await createItem(app.db, user.id, input);
    return reply.code(201).send(await writtenItem(app, id));
  });

  app.patch<ById>('/api/items/:id', async (request) => {
    const user = requireUser(request);
    const id = idOf(request.params, 'Item');
    const input = parse(updateItemSchema, request.body);
    requireAllowedImages(app.config, input);
    await updateItem(app.db, id, user.id, input);
    return writtenItem(app, id);
  });

  app.delete<ById>('/api/items/:id', async (request, reply) => {
    const user = requireUser(request);
    await removeItem(app.db, idOf(request.params, 'Item'), user.id);
    return reply.code(204).send();
  });

  // Typed on its own (docs/decisions/0042): its answer is the item answer schema, its id a 404 if malformed.
  const userItems = { schema: { params: idParams, response: { 200: z.array(item) } } };
  app.withTypeProvider<ZodTypeProvider>().get('/api/users/:id/items', userItems, async (request) => {
    const ownerId = idOf(request.params, 'User');
    const owner = await findUserById(app.db, ownerId);
    const viewer = request.user;
    const isOwner = viewer?.id === ownerId;
    if (!owner || (owner.suspendedAt && !isOwner && !viewer?.isAdmin)) throw notFound('User not found');
    return listOwnerItems(app.db, ownerId, { includeUnlisted: isOwner });
  });
}
