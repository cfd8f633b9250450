/** GET /api/admin/audit: what administrators did, newest first. */

import { adminAuditQuerySchema } from '@shared/schemas/admin';
import type { FastifyInstance } from 'fastify';
import { sendPage } from '../../http/paging';
import { parse } from '../../http/validate';
import { listAudit } from './admin-audit.queries';

export async function adminAuditRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/audit', async (request, reply) => {
    const query = parse(adminAuditQuerySchema, request.query);
    return sendPage(reply, await listAudit(app.db, query));
  });
}
