import { registered, signedIn } from '@shared/answers/auth';
import { meResponse } from '@shared/answers/users';
import { noContent } from '@shared/answers/wire';
import { loginSchema, registerSchema } from '@shared/schemas/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateAddressOf } from '../../http/client-address';
import { AppError, takenError } from '../../http/errors';
import { AUTH_LIMITS, LOGIN_PAIR_LIMITS } from './auth.limits';
import { findUserByEmail, insertUser, takenIdentifiers } from './auth.queries';
import { consentsNeededOf, recordConsents } from './consents';
import { sendConfirmLink } from './email-confirmation';
import { isKnownAddress, isKnownDevice, setDeviceCookie } from './known-device';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { refuseReservedNames } from './reserved-names';
import {
  clearSessionCookie,
  createSession,
  destroySession,
  SESSION_COOKIE,
  setSessionCookie,
} from './sessions';
import { toUser } from './user-view';

const INVALID_CREDENTIALS = 'Invalid email or password';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.rateLimits;

  app.post(
    '/api/auth/register',
    { schema: { body: registerSchema, response: { 201: registered } } },
    async (request, reply) => {
      const { password, ...input } = request.body;
      // Counted before the lookup, so probing which e-mails have accounts is limited too.
      await limits.hit(AUTH_LIMITS.signupsPerAddress, rateAddressOf(request.ip));
      const taken = await takenIdentifiers(app.db, input.email, input.username);
      if (taken.email) throw takenError('email');
      if (taken.username) throw takenError('username');
      await refuseReservedNames(app.db, input, null);
      const { consent, ...account } = input;
      const passwordHash = await hashPassword(password);
      // A race with another sign-up still ends in 409: the unique indexes refuse the second. The
      // consent is recorded with the account, or neither is (docs/decisions/0063-legal-consents.md).
      const user = await app.db.transaction(async (tx) => {
        const created = await insertUser(tx, { ...account, passwordHash });
        await recordConsents(tx, created.id, consent);
        return created;
      });
      await startSession(request, reply, user.id);
      // The link confirming the e-mail goes out now (on screen in a demo: docs/decisions/0062).
      const confirmToken = await sendConfirmLink(app, user);
      return reply.code(201).send({ user: toUser(user), ...(confirmToken && { confirmToken }) });
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: loginSchema, response: { 200: signedIn } } },
    async (request, reply) => {
      const { email, password } = request.body;
      // A closed account signs nobody in, with the answer of a wrong password (docs/decisions/0066).
      const found = await findUserByEmail(app.db, email);
      const user = found?.closedAt ? undefined : found;
      // Others' wrong guesses never refuse the owner on their own device (docs/decisions/0027).
      const ownDevice = user !== undefined && isKnownDevice(app, request, user.id);
      const pair = ownDevice ? `${email}|own-device` : `${email}|${rateAddressOf(request.ip)}`;
      if (!ownDevice) await limits.check(AUTH_LIMITS.loginFailuresPerAddress, rateAddressOf(request.ip));
      for (const tier of LOGIN_PAIR_LIMITS) await limits.check(tier, pair);
      if (!ownDevice) await checkAccountCeiling(email, user?.id, request.ip);
      // The same work and the same answer whether the e-mail or the password was wrong.
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!user || !valid) {
        await limits.hit(AUTH_LIMITS.loginFailuresPerAddress, rateAddressOf(request.ip));
        for (const tier of LOGIN_PAIR_LIMITS) await limits.hit(tier, pair);
        await limits.hit(AUTH_LIMITS.loginFailuresPerAccount, email);
        throw new AppError('unauthorized', INVALID_CREDENTIALS);
      }
      if (user.suspendedAt) {
        const reason = user.suspensionReason ?? 'no reason given';
        throw new AppError('account_blocked', `This account is blocked: ${reason}`, { reason });
      }
      for (const tier of LOGIN_PAIR_LIMITS) await limits.reset(tier, pair);
      await startSession(request, reply, user.id);
      setDeviceCookie(app, reply, user.id);
      return { user: toUser(user) };
    },
  );

  /** The account's ceiling refuses unknown places only: an address the account is signed in from passes. */
  async function checkAccountCeiling(email: string, userId: string | undefined, ip: string) {
    try {
      await limits.check(AUTH_LIMITS.loginFailuresPerAccount, email);
    } catch (refusal) {
      if (userId !== undefined && (await isKnownAddress(app.db, userId, ip))) return;
      throw refusal;
    }
  }

  app.post('/api/auth/logout', { schema: { response: { 204: noContent } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await destroySession(app.db, token, 'signed_out');
    clearSessionCookie(reply);
    return reply.code(204).send();
  });

  app.get('/api/auth/me', { schema: { response: { 200: meResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!request.user) return { user: null };
    // The documents to accept again, asked for by the client's prompt (docs/decisions/0063-legal-consents.md).
    return { user: toUser(request.user), consentsNeeded: await consentsNeededOf(app.db, request.user) };
  });

  /** A new session on every sign-in: a token planted before sign-in never becomes a live session. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string) {
    const oldToken = request.cookies[SESSION_COOKIE];
    if (oldToken) await destroySession(app.db, oldToken, 'signed_out');
    setSessionCookie(app, reply, await createSession(app.db, userId, request));
  }
};
