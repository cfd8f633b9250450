/**
 * The member's verifications (docs/decisions/0062-verified-members.md): the page's state, phone
 * codes, identity through Nafath (and Nafath's callback), and the business's registration check.
 * Every answer reads the session: private, no-store.
 */
import { businessCheck, nafathRequest, phoneCodeSent, verificationState } from '@shared/answers/verification';
import { businessCheckSchema, identityStartSchema, phoneCodeSchema } from '@shared/schemas/verification';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { rateAddressOf } from '../../http/client-address';
import { AppError } from '../../http/errors';
import type { RateRule } from '../../http/rate-limit';
import { idParams } from '../../http/route-schemas';
import { idOf } from '../../http/validate';
import { requireUser } from '../auth';
import { startBusinessCheck } from './business';
import { acceptNafathCallback, nafathRequestOf, startIdentityCheck } from './identity';
import { NafathCallbackError, NafathError } from './nafath/nafath-client';
import { confirmPhoneCode, sendPhoneCode } from './phone-codes';
import { NAFATH_CALLBACK_PATH } from './providers';
import { hashKeyOf } from './secrets';
import { verificationStateOf } from './verification.queries';

const HOUR = 60 * 60;
const rule = (name: string, limit: number, windowSeconds: number, message: string): RateRule => ({
  name,
  limit,
  windowSeconds,
  message,
});

/** Each text costs money and reaches a phone: few per account, per number and per address. */
const LIMITS = {
  codesPerAccount: rule('phone-code-account', 5, HOUR, 'Too many codes asked for; try again later'),
  codesPerNumber: rule('phone-code-number', 5, HOUR, 'Too many codes sent to this number; try again later'),
  codesPerAddress: rule('phone-code-ip', 10, HOUR, 'Too many codes asked for from here; try again later'),
  confirmsPerAccount: rule('phone-confirm-account', 30, HOUR, 'Too many codes tried; try again later'),
  identityPerAccount: rule('identity-account', 10, HOUR, 'Too many identity checks; try again later'),
  identityPerAddress: rule('identity-ip', 20, HOUR, 'Too many identity checks from here; try again later'),
  businessPerAccount: rule(
    'business-account',
    10,
    24 * HOUR,
    'Too many registration checks; try again tomorrow',
  ),
  callbacksPerAddress: rule('nafath-callback-ip', 600, 60, 'Too many callbacks'),
};

const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const stateOf = async (userId: string) =>
    verificationStateOf(app.db, await requireFresh(app, userId), app.verification.sandboxPages);

  app.get(
    '/api/verification',
    {
      schema: {
        description:
          'The signed-in member’s verifications: e-mail, phone (and the code in progress), identity through Nafath, and the business’s registration check.',
        response: { 200: verificationState },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      privately(reply);
      return verificationStateOf(app.db, user, app.verification.sandboxPages);
    },
  );

  app.post(
    '/api/verification/phone/code',
    {
      schema: {
        description:
          'Texts a six-digit code to the mobile number on the profile (valid 10 minutes, 5 tries; a new code at most once a minute: 429 phone_code_wait). 409 phone_missing, phone_verified; 503 sms_unavailable.',
        response: { 200: phoneCodeSent },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      privately(reply);
      await app.rateLimits.hit(LIMITS.codesPerAccount, user.id);
      await app.rateLimits.hit(LIMITS.codesPerAddress, rateAddressOf(request.ip));
      if (user.phone) await app.rateLimits.hit(LIMITS.codesPerNumber, user.phone);
      return sendPhoneCode(app.db, user, {
        sms: app.verification.sms,
        hashKey: hashKeyOf(app.config),
        codeOnScreen: app.verification.codesOnScreen,
      });
    },
  );

  app.post(
    '/api/verification/phone/confirm',
    {
      schema: {
        description:
          'Checks the code texted to the profile’s number: the right one verifies that number. 422 phone_code_wrong; 409 phone_code_expired (expired, tried 5 times, or none sent), phone_verified.',
        body: phoneCodeSchema,
        response: { 200: verificationState },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      privately(reply);
      await app.rateLimits.hit(LIMITS.confirmsPerAccount, user.id);
      await confirmPhoneCode(app.db, user.id, request.body.code, hashKeyOf(app.config));
      return stateOf(user.id);
    },
  );

  app.post(
    '/api/verification/identity',
    {
      schema: {
        description:
          'Asks Nafath to confirm the member holds this national ID or Iqama: answers the two-digit number to choose in the Nafath app, and the request to follow. 409 identity_verified, identity_taken; 422 nafath_refused; 503 nafath_unavailable.',
        body: identityStartSchema,
        response: { 201: nafathRequest },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      privately(reply);
      await app.rateLimits.hit(LIMITS.identityPerAccount, user.id);
      await app.rateLimits.hit(LIMITS.identityPerAddress, rateAddressOf(request.ip));
      const started = await startIdentityCheck(app.db, user, request.body.nationalId, {
        nafath: app.verification.nafath,
        hashKey: hashKeyOf(app.config),
      });
      return reply.code(201).send(started);
    },
  );

  app.get(
    '/api/verification/identity/:id',
    {
      schema: {
        description: 'One of the member’s Nafath requests: waiting, completed, rejected, expired or failed.',
        params: idParams,
        response: { 200: nafathRequest },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      privately(reply);
      return nafathRequestOf(app.db, user.id, idOf(request.params, 'Identity check'));
    },
  );

  app.post(
    '/api/verification/business',
    {
      schema: {
        description:
          'Looks the business account’s commercial registration up at the Ministry of Commerce (Wathq): active under a matching name, it is verified; otherwise it waits for Ajjir’s team. 403 business_only; 409 business_verified, business_in_review, cr_taken.',
        body: businessCheckSchema,
        response: { 200: businessCheck },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      privately(reply);
      await app.rateLimits.hit(LIMITS.businessPerAccount, user.id);
      return startBusinessCheck(app.db, user, request.body, app.verification.registry);
    },
  );

  app.post(
    NAFATH_CALLBACK_PATH,
    {
      schema: {
        description:
          'Nafath’s signed outcome of a request (an RS256 token checked against Nafath’s published keys). Anything not signed by Nafath is refused (400) and changes nothing; an outcome for a request that is no longer waiting changes nothing.',
        body: z.unknown(),
        response: { 200: z.object({ received: z.boolean() }) },
      },
    },
    async (request) => {
      await app.rateLimits.hit(LIMITS.callbacksPerAddress, rateAddressOf(request.ip));
      let callback: Awaited<ReturnType<typeof app.verification.nafath.readCallback>>;
      try {
        callback = await app.verification.nafath.readCallback(request.body);
      } catch (error) {
        if (error instanceof NafathCallbackError)
          throw new AppError('bad_request', 'Not a callback from Nafath');
        if (error instanceof NafathError)
          throw new AppError('unavailable', 'Nafath’s keys could not be read');
        throw error;
      }
      await acceptNafathCallback(app.db, callback);
      return { received: true };
    },
  );
};

/** The member's row as it is now (after a change made by this request). */
async function requireFresh(app: FastifyInstance, userId: string) {
  const [row] = await app.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('unauthorized', 'Please sign in');
  return row;
}
