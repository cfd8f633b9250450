import { invoice } from '@shared/answers/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http/errors';
import { PRIVATE_CACHE_CONTROL } from '../../../http/private-answers';
import { idParams } from '../../../http/route-schemas';
import { idOf } from '../../../http/validate';
import { requireUser } from '../../auth';
import { findInvoiceWithParties } from './invoices';

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/invoices/:id',
    {
      schema: {
        description:
          "A tax invoice or credit note, for its booking's renter and owner and for administrators; " +
          "Ajjir's invoice of its commission for the owner and administrators only. " +
          'Anyone else is answered 404, as for an invoice that does not exist. On a demo site (no real ' +
          'money moves) `sample` is true: the page marks it as a sample, not a tax invoice.',
        params: idParams,
        response: { 200: invoice },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const found = await findInvoiceWithParties(app.db, idOf(request.params, 'Invoice'));
      // 404, not 403: an invoice's existence is no one else's business.
      if (!found || (found.renterId !== user.id && found.ownerId !== user.id && !user.isAdmin)) {
        throw notFound('Invoice not found');
      }
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return { ...found.invoice, sample: app.config.demoSite };
    },
  );
};
