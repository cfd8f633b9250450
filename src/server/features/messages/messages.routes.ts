/**
 * Messages (docs/product.md, "API"): conversations, threads, sending and reading.
 * Who sends and who reads is always the session's user, never the body.
 * Every answer is the viewer's own and changes often: `cache-control: no-store`.
 */

import { conversation, type Message, message } from '@shared/answers/messages';
import { THREAD_PAGE_SIZE } from '@shared/constants';
import { markReadSchema, sendMessageSchema, threadQuerySchema } from '@shared/schemas/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyOf, onceFor } from '../../http/idempotency';
import type { RateRule } from '../../http/rate-limit';
import { requireUser } from '../auth';
import { conversationsOf, threadPage } from './messages.queries';
import { markThreadRead, sendMessage } from './messages.service';

const MESSAGES_PER_SENDER: RateRule = {
  name: 'messages-send',
  limit: 60,
  windowSeconds: 60,
  message: 'Too many messages from this account; wait a minute',
};

/** GET /api/messages: the conversations, or with `otherUserId` one page of that thread. */
const conversationsOrThread = z
  .union([z.array(conversation), z.array(message)])
  .describe(
    'Without otherUserId: the conversations, newest first. With it: one page of that thread, ' +
      'oldest first; the X-Has-More header says whether older messages remain.',
  );

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every answer here reads the session: http/private-answers.ts marks it `private, no-store`.

  /** Without otherUserId: the conversations. With it: one page of that thread (X-Has-More). */
  app.get(
    '/api/messages',
    { schema: { querystring: threadQuerySchema, response: { 200: conversationsOrThread } } },
    async (request, reply) => {
      const user = requireUser(request);
      const query = request.query;
      if (!query.otherUserId) return conversationsOf(app.db, user.id);
      const page = await threadPage(app.db, {
        viewerId: user.id,
        otherUserId: query.otherUserId,
        before: query.before,
        limit: query.limit ?? THREAD_PAGE_SIZE,
      });
      reply.header('x-has-more', String(page.hasMore));
      return page.messages;
    },
  );

  // With an Idempotency-Key, a send retried after a dropped connection (a server that died
  // mid-request, a phone that lost signal) is stored once and answered with the first copy.
  app.post(
    '/api/messages',
    {
      schema: {
        description:
          'With an Idempotency-Key header (8 to 100 of letters, digits, . : - _), a retried send ' +
          'is stored once and answered with the first copy.',
        body: sendMessageSchema,
        response: { 201: message },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const input = request.body;
      const key = idempotencyKeyOf(request);
      await app.rateLimits.hit(MESSAGES_PER_SENDER, user.id);
      const answer = await onceFor(app.db, { userId: user.id, key, request: input }, async (tx) => ({
        status: 201,
        body: await sendMessage(tx, user, input),
      }));
      // Always 201: the first answer, or the same one again for a retry with its Idempotency-Key.
      return reply.code(201).send(answer.body as Message);
    },
  );

  app.put(
    '/api/messages/read',
    { schema: { body: markReadSchema, response: { 200: z.object({ updated: z.number() }) } } },
    async (request) => {
      const user = requireUser(request);
      const updated = await app.db.transaction((tx) => markThreadRead(tx, user.id, request.body.senderId));
      return { updated };
    },
  );
};
