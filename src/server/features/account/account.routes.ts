/**
 * A member's own account (docs/decisions/0066-closed-accounts.md): downloading everything Ajjir
 * holds about them, and closing the account. Only the signed-in member, about themself; every
 * answer is private and never stored.
 */
import { Readable } from 'node:stream';
import { CLOSE_ATTEMPTS_PER_HOUR, DATA_EXPORTS_PER_HOUR, dataExportFileName } from '@shared/account';
import { accountClosing } from '@shared/answers/account';
import { noContent } from '@shared/answers/wire';
import { todayInRiyadh } from '@shared/bookings';
import { closeAccountSchema } from '@shared/schemas/account';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateAddressOf } from '../../http/client-address';
import { AppError, unauthorized } from '../../http/errors';
import type { RateRule } from '../../http/rate-limit';
import { writeAudit } from '../admin';
import { clearSessionCookie, requireUser } from '../auth';
import { requireCurrentPassword } from '../users';
import { closeAccount, closeBlockersOf } from './account-close';
import { memberDataChunks } from './account-export';

const HOUR = 60 * 60;
const LIMITS = {
  exportsPerAccount: {
    name: 'data-export-account',
    limit: DATA_EXPORTS_PER_HOUR,
    windowSeconds: HOUR,
    message: 'Too many downloads of your data; try again in an hour',
  },
  exportsPerAddress: {
    name: 'data-export-ip',
    limit: DATA_EXPORTS_PER_HOUR * 4,
    windowSeconds: HOUR,
    message: 'Too many downloads from this address; try again later',
  },
  closesPerAccount: {
    name: 'account-close-account',
    limit: CLOSE_ATTEMPTS_PER_HOUR,
    windowSeconds: HOUR,
    message: 'Too many attempts to close the account; try again later',
  },
} as const satisfies Record<string, RateRule>;

const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** A download, streamed (never encoded through a schema). */
const download = z
  .string()
  .describe(
    'The file, as a download (Content-Disposition: attachment), application/json: one object with the ' +
      'profile, then an array for each kind of record (listings, bookings, messages, reviews, payments, ' +
      'refunds, invoices, payouts, verifications, consents, reports, blocks, notifications, sessions, audit entries).',
  );

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/account/export', { schema: { response: { 200: download } } }, async (request, reply) => {
    const member = requireUser(request);
    await app.rateLimits.hit(LIMITS.exportsPerAddress, rateAddressOf(request.ip));
    await app.rateLimits.hit(LIMITS.exportsPerAccount, member.id);
    const exportedAt = new Date();
    // Written before the first byte, as the administrators' exports are.
    await writeAudit(app.db, {
      adminId: member.id,
      action: 'member.data_exported',
      targetType: 'user',
      targetId: member.id,
      targetLabel: null,
      details: {},
    });
    const body = Readable.from(
      loggingFailures(memberDataChunks(app.db, member.id, exportedAt), request),
    ) as unknown as string;
    return privately(reply)
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${dataExportFileName(todayInRiyadh())}"`)
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });

  app.get(
    '/api/account/closing',
    { schema: { response: { 200: accountClosing } } },
    async (request, reply) => {
      const member = requireUser(request);
      privately(reply);
      return { blockers: await closeBlockersOf(app.db, member.id) };
    },
  );

  app.post(
    '/api/account/close',
    { schema: { body: closeAccountSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const member = requireUser(request);
      if (member.isAdmin) {
        throw new AppError('admin_protected', 'An administrator account is not closed from here');
      }
      await app.rateLimits.hit(LIMITS.closesPerAccount, member.id);
      await requireCurrentPassword(app, request, member, request.body.currentPassword);
      const outcome = await closeAccount(app.db, member.id);
      // Closed by another request meanwhile: this session is gone with it.
      if (outcome === null) throw unauthorized('Please sign in');
      if (!outcome.closed) {
        throw new AppError('account_not_closable', 'The account has rentals or money still open', {
          reason: outcome.blockers.join(','),
        });
      }
      clearSessionCookie(reply);
      return privately(reply).code(204).send();
    },
  );
};

/** Passes the chunks on; a failure is logged with the request, then ends the stream (and the download). */
async function* loggingFailures(chunks: AsyncGenerator<string>, request: FastifyRequest) {
  try {
    yield* chunks;
  } catch (error) {
    request.log.error({ err: error }, 'member data export failed midway');
    throw error;
  }
}
