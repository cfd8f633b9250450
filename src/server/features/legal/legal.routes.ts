/**
 * The legal pages' figures and the consents of signed-in members
 * (docs/decisions/0063-legal-consents.md). The documents' words are the client's; what they state
 * that the configuration decides (who runs Ajjir, the fees, the claim window) is answered here, so
 * a page never states a figure the server does not apply.
 */
import { consentsAnswer, legalInfo } from '@shared/answers/legal';
import { LEGAL_VERSIONS } from '@shared/legal';
import { consentSchema } from '@shared/schemas/legal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentsNeededOf, recordConsents, requireUser } from '../auth';
import { LEGAL_LIMITS } from './legal.limits';

/** The same for everyone, and changed only by a restart with other settings. */
const LEGAL_CACHE_CONTROL = 'public, max-age=300';

export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/legal',
    { config: { publicRead: true }, schema: { response: { 200: legalInfo } } },
    async (_request, reply) => {
      reply.header('cache-control', LEGAL_CACHE_CONTROL);
      const { seller, operator, fees, payouts, demoSite } = app.config;
      return {
        operator: {
          name: seller.legalName,
          crNumber: operator.crNumber,
          vatNumber: seller.vatNumber,
          address: seller.address,
          email: operator.email,
          phone: operator.phone,
        },
        versions: { ...LEGAL_VERSIONS },
        fees,
        claimWindowHours: payouts.claimWindowHours,
        demo: demoSite,
      };
    },
  );

  // A signed-in member accepts the current versions (the prompt shown when they changed).
  app.post(
    '/api/legal/consents',
    { schema: { body: consentSchema, response: { 200: consentsAnswer } } },
    async (request) => {
      const user = requireUser(request);
      await app.rateLimits.hit(LEGAL_LIMITS.consentsPerAccount, user.id);
      await recordConsents(app.db, user.id, request.body);
      return { consentsNeeded: await consentsNeededOf(app.db, user) };
    },
  );
};
