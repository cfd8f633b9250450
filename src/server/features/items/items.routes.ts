import type { FastifyInstance } from 'fastify';
import { itemsQuerySchema, uuidSchema } from '../../../shared/schemas/items';
import { notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import { findItem, listItems } from './items.queries';

export async function itemsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/items', async (request, reply) => {
    const query = parse(itemsQuerySchema, request.query);
    const { items, total } = await listItems(app.db, query);
    reply.header('x-total-count', String(total));
    return items;
  });

  app.get<{ Params: { id: string } }>('/api/items/:id', async (request) => {
    const id = parse(uuidSchema, request.params.id);
    const item = await findItem(app.db, id);
    if (!item) throw notFound('Item not found');
    return item;
  });
}
