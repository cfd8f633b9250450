/**
 * /api/admin (docs/product.md, "API", docs/decisions/0024): administrators only. The
 * guard runs as this plugin's own preValidation hook: it reads the session itself (the app's
 * sessions hook, a preHandler, then does not read it again) and refuses before any route's
 * schema checks its input: 401 signed out, 403 for anyone else, whatever the route and
 * whatever the input (docs/security.md). Nothing an administrator reads here is kept by a
 * browser or a proxy.
 */

import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../auth';
import { adminAuditRoutes } from './admin-audit.routes';
import { adminClaimsRoutes } from './admin-claims.routes';
import { adminExportRoutes } from './admin-export.routes';
import { requireAdmin } from './admin-guard';
import { adminItemsRoutes } from './admin-items.routes';
import { adminJobsRoutes } from './admin-jobs.routes';
import { adminLexiconRoutes } from './admin-lexicon.routes';
import { adminModerationRoutes } from './admin-moderation.routes';
import { adminPaymentsRoutes } from './admin-payments.routes';
import { adminPayoutsRoutes } from './admin-payouts.routes';
import { adminStatsRoutes } from './admin-stats.routes';
import { adminUsersRoutes } from './admin-users.routes';
import { adminVerificationRoutes } from './admin-verification.routes';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  // Administrators' answers read the session, so the private-answers hook makes them private, no-store.
  app.addHook('preValidation', async (request) => {
    await viewerOf(app, request);
    requireAdmin(request);
  });
  await app.register(adminStatsRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminItemsRoutes);
  await app.register(adminExportRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminLexiconRoutes);
  await app.register(adminPaymentsRoutes);
  await app.register(adminJobsRoutes);
  await app.register(adminPayoutsRoutes);
  await app.register(adminClaimsRoutes);
  await app.register(adminVerificationRoutes);
  await app.register(adminModerationRoutes);
}
