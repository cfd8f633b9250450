import type { FastifyInstance } from 'fastify';
import { createItemSchema, itemsQuerySchema, updateItemSchema } from '../../../shared/schemas/items';
import { notFound } from '../../http/errors';
import { sendPage } from '../../http/paging';
import type { RateRule } from '../../http/rate-limit';
import { idOf, parse } from '../../http/validate';
import { requireUser } from '../auth/sessions';
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
  app.get('/api/items', async (request, reply) => {
    const query = parse(itemsQuerySchema, request.query);
    const { items, total } = await listItems(app.db, query);
    return sendPage(reply, { rows: items, total });
  });

  app.get<ById>('/api/items/:id', async (request) => {
    const found = await findItem(app.db, idOf(request.params, 'Item'));
    const viewer = request.user;
    const privileged = viewer !== null && (viewer.id === found?.item.ownerId || viewer.isAdmin);
    // A blocked owner's items are out of the marketplace; a paused item still opens (marked unavailable).
    if (!found || (found.ownerBlocked && !privileged)) throw notFound('Item not found');
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
