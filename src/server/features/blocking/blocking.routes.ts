/**
 * Members block members (docs/decisions/0065-members-block-members.md): block, unblock, the
 * viewer's list, and what stands between the viewer and one member. The blocker is always the
 * session's user, never the body; every answer is the viewer's own (http/private-answers.ts marks
 * it `private, no-store`).
 */

import { blockedMember, blockRelation } from '@shared/answers/blocks';
import { noContent } from '@shared/answers/wire';
import { BLOCK_CHANGES_PER_HOUR } from '@shared/blocking';
import { blockMemberSchema, blocksQuerySchema } from '@shared/schemas/blocks';
import { uuidSchema } from '@shared/schemas/items';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateRule } from '../../http/rate-limit';
import { idParamsOf } from '../../http/route-schemas';
import { requireUser } from '../auth';
import { blockedMembersPage } from './blocking.queries';
import { blockMember, relationBetween, unblockMember } from './blocking.service';

/** Blocks and unblocks together, per member. */
const BLOCK_CHANGES: RateRule = {
  name: 'member-blocks',
  limit: BLOCK_CHANGES_PER_HOUR,
  windowSeconds: 3600,
  message: 'Too many blocks and unblocks from this account; wait a while',
};

const byUser = idParamsOf('userId');

export const blockingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/blocks',
    {
      schema: {
        description:
          'The members the viewer blocked, newest first, one page at a time: `before` is the last ' +
          'member of the previous page; the X-Has-More header says whether more remain.',
        querystring: blocksQuerySchema,
        response: { 200: z.array(blockedMember) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const page = await blockedMembersPage(app.db, { blockerId: user.id, ...request.query });
      reply.header('x-has-more', String(page.hasMore));
      return page.rows;
    },
  );

  app.post(
    '/api/blocks',
    {
      schema: {
        description:
          'Blocks a member: 201 with the block, or 200 with the one that already stands. Nobody is told.',
        body: blockMemberSchema,
        response: { 200: blockedMember, 201: blockedMember },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await app.rateLimits.hit(BLOCK_CHANGES, user.id);
      const { block, created } = await blockMember(app.db, user.id, request.body.userId);
      return reply.code(created ? 201 : 200).send(block);
    },
  );

  app.get(
    '/api/blocks/:userId',
    {
      schema: {
        description:
          'What stands between the viewer and this member: `blocked` when the viewer blocked them, ' +
          '`closed` when messages and requests between the two are closed by either one.',
        params: byUser,
        response: { 200: blockRelation },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const other = uuidSchema.safeParse(request.params.userId);
      // An id that names nobody has nothing between them and the viewer.
      if (!other.success) return { blocked: false, closed: false };
      return relationBetween(app.db, user.id, other.data);
    },
  );

  app.delete(
    '/api/blocks/:userId',
    { schema: { params: byUser, response: { 204: noContent } } },
    async (request, reply) => {
      const user = requireUser(request);
      await app.rateLimits.hit(BLOCK_CHANGES, user.id);
      const other = uuidSchema.safeParse(request.params.userId);
      if (other.success) await unblockMember(app.db, user.id, other.data);
      return reply.code(204).send();
    },
  );
};
