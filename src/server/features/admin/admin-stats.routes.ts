/** The dashboard and the reports: GET /api/admin/stats, /stats/series, /reports/best-selling. */

import { bestSellingQuerySchema, statsSeriesQuerySchema } from '@shared/schemas/admin';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../http/validate';
import { bestSelling } from './admin-reports.queries';
import { adminStats, statsSeries } from './admin-stats.queries';

export async function adminStatsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/stats', async () => adminStats(app.db));

  app.get('/api/admin/stats/series', async (request) => {
    return statsSeries(app.db, parse(statsSeriesQuerySchema, request.query));
  });

  app.get('/api/admin/reports/best-selling', async (request) => {
    return bestSelling(app.db, parse(bestSellingQuerySchema, request.query));
  });
}
