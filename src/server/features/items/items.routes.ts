import { item } from '@shared/answers/items';
import { noContent } from '@shared/answers/wire';
import { ALL_WORDS_COUNT_HEADER, TOTAL_CAPPED_HEADER } from '@shared/constants';
import { createItemSchema, itemsQuerySchema, updateItemSchema } from '@shared/schemas/items';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onReplica } from '../../db/replica';
import { rateAddressOf } from '../../http/client-address';
import { notFound } from '../../http/errors';
import { requireAllowedImages } from '../../http/image-hosts';
import type { RateRule } from '../../http/rate-limit';
import { PreparedJson, sendPrepared } from '../../http/read-cache';
import { idParams } from '../../http/route-schemas';
import { encodedAnswer } from '../../http/typed-routes';
import { idOf } from '../../http/validate';
import { requireConfirmedEmail, requireUser, viewerOf } from '../auth';
import { withKnownPlace } from '../search';
import { findUserById } from '../users';
import { findItem, listCacheKey, listItems, listOwnerItems, mayViewItem } from './items.queries';
import { createItem, removeItem, updateItem } from './items.service';

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

/**
 * Item pages that reach the database, per address: a listed item is kept and cheap, but a missing or
 * unlisted item is read each time, so a script walking ids would reach the database on every one.
 * Ten a second on average is far more than anyone opening listings asks for.
 */
const ITEM_READS_PER_ADDRESS: RateRule = {
  name: 'item-read',
  limit: 600,
  windowSeconds: 60,
  message: 'Too many listings opened from this address; try again in a minute',
};

/** One page of listings; X-Total-Count says how many match in all (see `listItems`). */
const itemPage = z
  .array(item)
  .describe(
    `One page of listings. X-Total-Count is how many match in all; with ${TOTAL_CAPPED_HEADER}: true, more than that. For a search of several words, ${ALL_WORDS_COUNT_HEADER} is how many have all of them; those with some follow.`,
  );

/** What a public read answers when the client's copy (If-None-Match) is still current. */
const notModified = noContent.describe('Not modified: the copy named by If-None-Match is current.');

export const itemsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The same for every viewer: kept for a few seconds (http/read-cache.ts). Browsers revalidate each
  // time (an owner must see their edit at once: the ETag makes that a 304); shared caches may keep it.
  const seconds = app.config.readCacheSeconds;
  const publicRead = seconds > 0 ? `public, max-age=0, s-maxage=${seconds}` : 'public, no-cache';

  app.get(
    '/api/items',
    {
      config: { publicRead: true },
      schema: { querystring: itemsQuerySchema, response: { 200: itemPage, 304: notModified } },
    },
    async (request, reply) => {
      // A place filter is read as a place Ajjir knows by any spelling ("Riyad", "جده", a district).
      const query = withKnownPlace(request.query);
      const key = listCacheKey(query);
      if (!app.readCaches.lists.has(key))
        await app.rateLimits.hit(LISTING_READS_PER_ADDRESS, rateAddressOf(request.ip));
      const prepared = await app.readCaches.lists.get(key, async () => {
        const { items, total, capped, allWords } = await onReplica(app, (db) =>
          listItems(db, query, { totals: app.readCaches.totals }),
        );
        // Sent as prepared bytes, past the serializer: encoded through the answer's schema here.
        return new PreparedJson(encodedAnswer(itemPage, items), {
          'x-total-count': String(total),
          ...(capped && { [TOTAL_CAPPED_HEADER]: 'true' }),
          ...(allWords !== undefined && { [ALL_WORDS_COUNT_HEADER]: String(allWords) }),
        });
      });
      return sendPrepared(request, reply, prepared, publicRead);
    },
  );

  app.get(
    '/api/items/:id',
    {
      config: { publicRead: true },
      schema: { params: idParams, response: { 200: item, 304: notModified } },
    },
    async (request, reply) => {
      const id = idOf(request.params, 'Item');
      if (!app.readCaches.items.has(id))
        await app.rateLimits.hit(ITEM_READS_PER_ADDRESS, rateAddressOf(request.ip));
      // Kept only as everyone sees it: an item the marketplace does not list (paused, or its owner
      // blocked), which only the owner and administrators see, and a missing one are read each time.
      const view = await app.readCaches.items.get(
        id,
        async () => {
          const found = await onReplica(app, (db) => findItem(db, id));
          return found && mayViewItem(found, null)
            ? { prepared: new PreparedJson(encodedAnswer(item, found.item)) }
            : { found };
        },
        (value) => 'prepared' in value,
      );
      if ('prepared' in view) return sendPrepared(request, reply, view.prepared, publicRead);
      const { found } = view;
      if (!found || !mayViewItem(found, await viewerOf(app, request))) throw notFound('Item not found');
      reply.header('cache-control', 'private, no-store');
      return found.item;
    },
  );

  app.post(
    '/api/items',
    { schema: { body: createItemSchema, response: { 201: item } } },
    async (request, reply) => {
      const user = requireUser(request);
      // A new account lists once its e-mail is confirmed (docs/decisions/0062-verified-members.md).
      requireConfirmedEmail(user);
      const input = request.body;
      requireAllowedImages(app.config, input);
      await app.rateLimits.hit(LISTINGS_PER_OWNER, user.id);
      const id = await createItem(app.db, user.id, input);
      return reply.code(201).send(await writtenItem(app, id));
    },
  );

  app.patch(
    '/api/items/:id',
    { schema: { params: idParams, body: updateItemSchema, response: { 200: item } } },
    async (request) => {
      const user = requireUser(request);
      const id = idOf(request.params, 'Item');
      const input = request.body;
      requireAllowedImages(app.config, input);
      await updateItem(app.db, id, user.id, input);
      return writtenItem(app, id);
    },
  );

  app.delete(
    '/api/items/:id',
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const user = requireUser(request);
      await removeItem(app.db, idOf(request.params, 'Item'), user.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/users/:id/items',
    { schema: { params: idParams, response: { 200: z.array(item) } } },
    async (request) => {
      const ownerId = idOf(request.params, 'User');
      const owner = await findUserById(app.db, ownerId);
      const viewer = request.user;
      const isOwner = viewer?.id === ownerId;
      if (!owner || (owner.suspendedAt && !isOwner && !viewer?.isAdmin)) throw notFound('User not found');
      return listOwnerItems(app.db, ownerId, { includeUnlisted: isOwner });
    },
  );
};
