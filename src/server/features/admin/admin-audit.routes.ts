/** GET /api/admin/audit: what administrators did, newest first. */

import { adminPage, auditEntry } from '@shared/answers/admin';
import { adminAuditQuerySchema } from '@shared/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPage } from '../../http/paging';
import { listAudit } from './admin-audit.queries';

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        querystring: adminAuditQuerySchema,
        response: { 200: adminPage(auditEntry, 'audit entries, newest first') },
      },
    },
    async (request, reply) => sendPage(reply, await listAudit(app.db, request.query)),
  );
};
