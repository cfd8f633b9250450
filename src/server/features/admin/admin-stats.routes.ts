/** The dashboard and the reports: GET /api/admin/stats, /stats/series, /reports/best-selling. */

import {
  adminStats as adminStatsAnswer,
  bestSellingRow,
  statsSeries as statsSeriesAnswer,
} from '@shared/answers/admin';
import { bestSellingQuerySchema, statsSeriesQuerySchema } from '@shared/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bestSelling } from './admin-reports.queries';
import { adminStats, statsSeries } from './admin-stats.queries';

export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/stats', { schema: { response: { 200: adminStatsAnswer } } }, async () =>
    adminStats(app.db),
  );

  app.get(
    '/api/admin/stats/series',
    { schema: { querystring: statsSeriesQuerySchema, response: { 200: statsSeriesAnswer } } },
    async (request) => statsSeries(app.db, request.query),
  );

  app.get(
    '/api/admin/reports/best-selling',
    {
      schema: {
        querystring: bestSellingQuerySchema,
        response: {
          200: z
            .array(bestSellingRow)
            .describe('The items most booked in the range, the most first (at most `limit`).'),
        },
      },
    },
    async (request) => bestSelling(app.db, request.query),
  );
};
