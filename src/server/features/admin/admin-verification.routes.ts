/**
 * The administrators' side of verification (docs/decisions/0062-verified-members.md): the business
 * checks waiting for review, their decisions, each member's verifications, and revoking one. Every
 * change is audited in its own transaction.
 */
import {
  adminBusinessCheck,
  adminBusinessChecks,
  adminUserVerifications,
} from '@shared/answers/verification';
import {
  businessDecisionSchema,
  businessQueueQuery,
  revocableKindParams,
  revokeVerificationSchema,
} from '@shared/schemas/verification';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { idParams } from '../../http/route-schemas';
import { idOf } from '../../http/validate';
import {
  adminVerificationsOf,
  businessChecksPage,
  decideBusinessCheck,
  revokeVerification,
} from '../verification';
import { requireAdmin } from './admin-guard';
import { writeAudit } from './audit';

export const adminVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const userRow = async (id: string) => {
    const [row] = await app.db.select().from(users).where(eq(users.id, id));
    if (!row) throw notFound('User not found');
    return row;
  };

  app.get(
    '/api/admin/verifications/business',
    {
      schema: {
        description:
          'Business registration checks of one status (waiting for review by default), oldest first; the total in X-Total-Count.',
        querystring: businessQueueQuery,
        response: { 200: adminBusinessChecks },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const { rows, total } = await businessChecksPage(app.db, request.query);
      reply.header('cache-control', 'private, no-store');
      reply.header('x-total-count', String(total));
      return rows;
    },
  );

  app.post(
    '/api/admin/verifications/business/:id/decision',
    {
      schema: {
        description:
          'Verifies or turns down a business check waiting for review, with a note the member sees; once (409 business_decided).',
        params: idParams,
        body: businessDecisionSchema,
        response: { 200: adminBusinessCheck },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      reply.header('cache-control', 'private, no-store');
      return decideBusinessCheck(app.db, idOf(request.params, 'Business check'), request.body, {
        adminId: admin.id,
        audit: (tx, { targetLabel, details }) =>
          writeAudit(tx, {
            adminId: admin.id,
            action: 'verification.business_decide',
            targetType: 'user',
            targetId: null,
            targetLabel,
            reason: request.body.note,
            details,
          }),
      });
    },
  );

  app.get(
    '/api/admin/users/:id/verifications',
    {
      schema: {
        description: 'A member’s verifications: e-mail, phone, identity (provider, level, name), business.',
        params: idParams,
        response: { 200: adminUserVerifications },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', 'private, no-store');
      return adminVerificationsOf(app.db, await userRow(idOf(request.params, 'User')));
    },
  );

  app.post(
    '/api/admin/users/:id/verifications/:kind/revoke',
    {
      schema: {
        description:
          'Revokes one of a member’s verifications (identity, phone, business, or the confirmed e-mail), with a reason, audited; 409 not_verified when there is none.',
        params: revocableKindParams,
        body: revokeVerificationSchema,
        response: { 200: adminUserVerifications },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const userId = idOf(request.params, 'User');
      const { kind } = request.params;
      await revokeVerification(app.db, userId, kind, request.body.reason, {
        adminId: admin.id,
        audit: (tx, { targetLabel, details }) =>
          writeAudit(tx, {
            adminId: admin.id,
            action: 'verification.revoke',
            targetType: 'user',
            targetId: userId,
            targetLabel,
            reason: request.body.reason,
            details,
          }),
      });
      reply.header('cache-control', 'private, no-store');
      return adminVerificationsOf(app.db, await userRow(userId));
    },
  );
};
