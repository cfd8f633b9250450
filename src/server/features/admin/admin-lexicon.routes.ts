/** The search lexicon as administrators edit it: /api/admin/lexicon (docs/decisions/0039). */

import { adminPage, lexiconConceptView, lexiconTerm } from '@shared/answers/admin';
import { noContent } from '@shared/answers/wire';
import { adminLexiconQuerySchema, lexiconConceptSchema, lexiconTermSchema } from '@shared/schemas/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { sendPage } from '../../http/paging';
import { requireAdmin } from './admin-guard';
import { addTerm, createConcept, listLexicon, removeTerm } from './admin-lexicon';

/** Concepts and their forms are numbered (serials): the id stays text, and any other text is a 404. */
const serialParams = z.object({
  id: z.string().describe('A positive whole number. Any other text names nothing: 404.'),
});

/** A serial id from the path, or the 404 of one that does not exist. */
function serialOf(params: { id: string }, what: string): number {
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound(`${what} not found`);
  return id;
}

export const adminLexiconRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/lexicon',
    {
      schema: {
        querystring: adminLexiconQuerySchema,
        response: { 200: adminPage(lexiconConceptView, 'lexicon concepts with their forms') },
      },
    },
    async (request, reply) => sendPage(reply, await listLexicon(app.db, request.query)),
  );

  app.post(
    '/api/admin/lexicon/concepts',
    { schema: { body: lexiconConceptSchema, response: { 201: lexiconConceptView } } },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const input = request.body;
      const concept = await app.db.transaction((tx) => createConcept(tx, admin, input));
      return reply.code(201).send(concept);
    },
  );

  app.post(
    '/api/admin/lexicon/concepts/:id/terms',
    { schema: { params: serialParams, body: lexiconTermSchema, response: { 201: lexiconTerm } } },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const conceptId = serialOf(request.params, 'Concept');
      const input = request.body;
      const term = await app.db.transaction((tx) => addTerm(tx, admin, conceptId, input));
      return reply.code(201).send(term);
    },
  );

  app.delete(
    '/api/admin/lexicon/terms/:id',
    { schema: { params: serialParams, response: { 204: noContent } } },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const termId = serialOf(request.params, 'Word');
      await app.db.transaction((tx) => removeTerm(tx, admin, termId));
      return reply.code(204).send();
    },
  );
};
