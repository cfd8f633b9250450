/**
 * Messages (docs/product.md, "API"): conversations, threads, sending and reading.
 * Who sends and who reads is always the session's user, never the body.
 * Every answer is the viewer's own and changes often: `cache-control: no-store`.
 */

import { THREAD_PAGE_SIZE } from '@shared/constants';
import { markReadSchema, sendMessageSchema, threadQuerySchema } from '@shared/schemas/messages';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf, onceFor } from '../../http/idempotency';
import type { RateRule } from '../../http/rate-limit';
import { parse } from '../../http/validate';
import { requireUser } from '../auth/sessions';
import { mailSetupOf, withNotificationEmails } from '../notifications/notification-emails';
import { conversationsOf, threadPage } from './messages.queries';
import { markThreadRead, sendMessage } from './messages.service';

const MESSAGES_PER_SENDER: RateRule = {
  name: 'messages-send',
  limit: 60,
  windowSeconds: 60,
  message: 'Too many messages from this account; wait a minute',
};

export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  // Every answer here reads the session: http/private-answers.ts marks it `private, no-store`.

  /** Without otherUserId: the conversations. With it: one page of that thread (X-Has-More). */
  app.get('/api/messages', async (request, reply) => {
    const user = requireUser(request);
    const query = parse(threadQuerySchema, request.query);
    if (!query.otherUserId) return conversationsOf(app.db, user.id);
    const page = await threadPage(app.db, {
      viewerId: user.id,
      otherUserId: query.otherUserId,
      before: query.before,
      limit: query.limit ?? THREAD_PAGE_SIZE,
    });
    reply.header('x-has-more', String(page.hasMore));
    return page.messages;
  });

  // With an Idempotency-Key, a send retried after a dropped connection (a server that died
  // mid-request, a phone that lost signal) is stored once and answered with the first copy.
  app.post('/api/messages', async (request, reply) => {
    const user = requireUser(request);
    const input = parse(sendMessageSchema, request.body);
    const key = idempotencyKeyOf(request);
    await app.rateLimits.hit(MESSAGES_PER_SENDER, user.id);
    const answer = await withNotificationEmails(mailSetupOf(app), () =>
      onceFor(app.db, { userId: user.id, key, request: input }, async (tx) => ({
        status: 201,
        body: await sendMessage(tx, user, input),
      })),
    );
    return reply.code(answer.status).send(answer.body);
  });

  app.put('/api/messages/read', async (request) => {
    const user = requireUser(request);
    const { senderId } = parse(markReadSchema, request.body);
    const updated = await app.db.transaction((tx) => markThreadRead(tx, user.id, senderId));
    return { updated };
  });
}
