/** The search lexicon as administrators edit it: /api/admin/lexicon (docs/decisions/0039). */

import { adminLexiconQuerySchema, lexiconConceptSchema, lexiconTermSchema } from '@shared/schemas/search';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { sendPage } from '../../http/paging';
import { parse } from '../../http/validate';
import { requireAdmin } from './admin-guard';
import { addTerm, createConcept, listLexicon, removeTerm } from './admin-lexicon';

type ById = { Params: { id: string } };

/** A serial id from the path, or the 404 of one that does not exist. */
function serialOf(params: { id: string }, what: string): number {
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound(`${what} not found`);
  return id;
}

export async function adminLexiconRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/lexicon', async (request, reply) => {
    const query = parse(adminLexiconQuerySchema, request.query);
    return sendPage(reply, await listLexicon(app.db, query));
  });

  app.post('/api/admin/lexicon/concepts', async (request, reply) => {
    const admin = requireAdmin(request);
    const input = parse(lexiconConceptSchema, request.body);
    const concept = await app.db.transaction((tx) => createConcept(tx, admin, input));
    return reply.code(201).send(concept);
  });

  app.post<ById>('/api/admin/lexicon/concepts/:id/terms', async (request, reply) => {
    const admin = requireAdmin(request);
    const conceptId = serialOf(request.params, 'Concept');
    const input = parse(lexiconTermSchema, request.body);
    const term = await app.db.transaction((tx) => addTerm(tx, admin, conceptId, input));
    return reply.code(201).send(term);
  });

  app.delete<ById>('/api/admin/lexicon/terms/:id', async (request, reply) => {
    const admin = requireAdmin(request);
    const termId = serialOf(request.params, 'Word');
    await app.db.transaction((tx) => removeTerm(tx, admin, termId));
    return reply.code(204).send();
  });
}
