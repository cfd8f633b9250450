import { paymentTerms } from '@shared/answers/payments';
import { VAT_BASIS_POINTS } from '@shared/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /api/payments/terms: the fee rates and the VAT policy the checkout preview needs to compute a price exactly as
 * the server will (`priceBreakdown`, docs/decisions/0044-payments.md). The same for everyone and
 * fixed for the process's life: the session is not read, and caches may keep it for a minute.
 */
export const paymentTermsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payments/terms',
    { config: { publicRead: true }, schema: { response: { 200: paymentTerms } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return {
        serviceFeeBasisPoints: app.config.fees.serviceFeeBasisPoints,
        commissionBasisPoints: app.config.fees.commissionBasisPoints,
        vatBasisPoints: VAT_BASIS_POINTS,
        vatPolicy: app.config.vatPolicy,
        sandbox: app.config.payments.kind === 'sandbox',
      };
    },
  );
};
