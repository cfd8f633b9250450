/**
 * POST /api/setup-production-admin: creates the first administrator of a new
 * installation. It exists only when ADMIN_SETUP_SECRET is set (404 otherwise),
 * compares the secret in constant time, is rate limited, and closes for good
 * once an administrator exists (409, nothing changed). No secret or password
 * lives in the client: the operator types the secret.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { setupAdminAnswer } from '@shared/answers/auth';
import { setupAdminSchema } from '@shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicDomain } from '../../config/config';
import { rateAddressOf } from '../../http/client-address';
import { forbidden, notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import { AUTH_LIMITS } from '../auth';
import { createAdmin, generatePassword } from './create-admin';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Hashing first makes both sides the same length, so the comparison time tells nothing. */
export function secretMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The body is declared for the API's description only: the handler checks it itself, after the 404
 * of a server without the secret and after counting the attempt (a malformed body is counted too,
 * and tells nothing where setup is closed). This validator lets the body through untouched.
 */
const describedOnly = () => () => true;

export const adminSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/setup-production-admin',
    {
      schema: { body: setupAdminSchema, response: { 201: setupAdminAnswer } },
      validatorCompiler: describedOnly,
    },
    async (request, reply) => {
      const expected = app.config.adminSetupSecret;
      if (!expected) throw notFound(`No route for POST ${request.url}`);
      await app.rateLimits.hit(AUTH_LIMITS.adminSetupPerAddress, rateAddressOf(request.ip));
      const input = parse(setupAdminSchema, request.body);
      if (!secretMatches(input.secret, expected)) throw forbidden('The setup secret is not right');

      const password = input.password || generatePassword();
      const generatedPassword = input.password ? undefined : password;
      const admin = await createAdmin(
        app.db,
        {
          email: input.email || `admin@${publicDomain(app.config.publicUrl)}`,
          username: input.username || 'admin',
          password,
        },
        { onlyIfNone: true, via: 'setup' },
      );
      request.log.warn({ adminId: admin.id }, 'first administrator created through the setup endpoint');
      return reply.code(201).send({
        message: 'Administrator account created',
        admin: { username: admin.username, email: admin.email },
        instructions: generatedPassword
          ? 'Sign in at /auth with this email and the password below. Copy the password now: it is shown only once.'
          : 'Sign in at /auth with this email and the password you chose.',
        ...(generatedPassword && { generatedPassword }),
      });
    },
  );
};
