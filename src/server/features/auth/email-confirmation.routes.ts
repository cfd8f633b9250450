/**
 * Confirming an account's e-mail (docs/decisions/0062-verified-members.md): asking for a link again,
 * and using one. The link works without being signed in (it may be opened on another device).
 */
import { notice } from '@shared/answers/auth';
import { emailConfirmationSent } from '@shared/answers/verification';
import { emailConfirmSchema } from '@shared/schemas/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateAddressOf } from '../../http/client-address';
import { AppError } from '../../http/errors';
import type { RateRule } from '../../http/rate-limit';
import { confirmEmailWithToken, sendConfirmLink } from './email-confirmation';
import { requireUser } from './sessions';

const HOUR = 60 * 60;

/** A few links an hour per account: each one is an e-mail sent in Ajjir's name. */
const LINKS_PER_ACCOUNT: RateRule = {
  name: 'email-confirm-send',
  limit: 5,
  windowSeconds: HOUR,
  message: 'Too many confirmation links asked for; try again later',
};
/** Tokens tried from one address: 256 bits cannot be guessed, but nobody needs more. */
const CONFIRMS_PER_ADDRESS: RateRule = {
  name: 'email-confirm-use',
  limit: 30,
  windowSeconds: HOUR,
  message: 'Too many confirmation links tried from this address; try again later',
};

export const LINK_SHOWN_MESSAGE =
  'Email is not set up on this server, so the confirmation link is given here';
export const LINK_SENT_MESSAGE = 'A confirmation link is on its way to your e-mail address';

export const emailConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/email/confirmation',
    {
      schema: {
        description:
          'Sends the signed-in account a new link confirming its e-mail (the ones before stop working); ' +
          '409 email_confirmed when it is confirmed already. Where links are given on screen (no mail ' +
          'server, this machine), the answer carries the token.',
        response: { 200: emailConfirmationSent },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      if (user.emailConfirmedAt)
        throw new AppError('email_confirmed', 'This e-mail address is confirmed already');
      await app.rateLimits.hit(LINKS_PER_ACCOUNT, user.id);
      const confirmToken = await sendConfirmLink(app, user);
      return confirmToken ? { message: LINK_SHOWN_MESSAGE, confirmToken } : { message: LINK_SENT_MESSAGE };
    },
  );

  app.post(
    '/api/auth/email/confirm',
    {
      schema: {
        description:
          'Confirms the e-mail address a link was sent to: once, within two days, while the account ' +
          'still has that address (400 invalid_token otherwise).',
        body: emailConfirmSchema,
        response: { 200: notice },
      },
    },
    async (request) => {
      await app.rateLimits.hit(CONFIRMS_PER_ADDRESS, rateAddressOf(request.ip));
      const confirmed = await confirmEmailWithToken(app.db, request.body.token);
      if (!confirmed) throw new AppError('invalid_token', 'This confirmation link has expired or was used');
      return { message: 'Your e-mail address is confirmed' };
    },
  );
};
